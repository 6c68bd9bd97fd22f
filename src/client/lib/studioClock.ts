import { useSyncExternalStore } from 'react';
import { type DateValueOptions, formatDateValue } from '../../shared/dates';
import type { TStudioClock } from '../../shared/schemas/clock';
import { instantOfWallClock, offsetAt, wallClockOf, type ZoneRules } from '../../shared/zone-rules';

/**
 * The studio's clock in the browser: every "now", "today" and instant-to-studio-date of the client goes
 * through here. It holds the server's last `settings.clock` answer: the zone rules (the device's zone data
 * can be years old) and how far the device clock is from the server's (a phone's clock can be wrong).
 */

export interface StudioNow {
  /** "YYYY-MM-DD" in the studio. */
  date: string;
  /** "HH:MM" in the studio. */
  time: string;
}

interface Clock {
  timeZone: string;
  rules: ZoneRules;
  /** Server time minus device time, in milliseconds. */
  skewMs: number;
}

let clock: Clock | null = null;
const listeners = new Set<() => void>();
const MINUTE_MS = 60_000;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Takes a clock answer received at `receivedAt` (device epoch ms) and tells every studio-time hook. */
export function setStudioClock(answer: TStudioClock, receivedAt: number = Date.now()): void {
  clock = { timeZone: answer.timeZone, rules: answer.rules, skewMs: Date.parse(answer.now) - receivedAt };
  // A new skew moves the minute boundaries.
  if (listeners.size > 0) scheduleTick();
  for (const listener of listeners) listener();
}

/** Whether a clock answer has arrived: until then nothing date-dependent may render. */
export const hasStudioClock = (): boolean => clock !== null;

function current(): Clock {
  // The root route renders nothing date-dependent before the first answer: a read before it is a bug.
  if (!clock) throw new Error('The studio clock was read before the server answered settings.clock');
  return clock;
}

const nowMs = (): number => Date.now() + current().skewMs;

const instantMs = (value: string | Date): number =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

/** The current instant by the server's clock. */
export const studioNowInstant = (): Date => new Date(nowMs());

/** The studio's date and time now. */
export const studioNow = (): StudioNow => wallClockOf(current().rules, nowMs());

/** The studio's date now, "YYYY-MM-DD". */
export const studioToday = (): string => studioNow().date;

/** The studio's date and time at an instant (an ISO string with its offset, or a Date). */
export const studioWallClockOf = (instant: string | Date): StudioNow =>
  wallClockOf(current().rules, instantMs(instant));

/** The studio's date at an instant, "YYYY-MM-DD". */
export const studioDateOf = (instant: string | Date): string => studioWallClockOf(instant).date;

/**
 * A date from the server in studio time (shared/dates formatDateValue with the studio's zone): "Nov 22,
 * 2026" for a calendar date or an instant, with `withTime` "Nov 22, 2026 7:30 PM" for an instant.
 */
export const formatStudioDate = (
  value: string | Date | null | undefined,
  options?: DateValueOptions,
): string => formatDateValue(value, current().rules, options);

/** The instant a studio wall-clock date ("YYYY-MM-DD") and time ("HH:MM") happens. */
export const studioInstantOf = (date: string, time: string): Date =>
  new Date(instantOfWallClock(current().rules, date, time.slice(0, 5)));

/** The studio zone's name, e.g. "America/Vancouver". */
export const studioTimeZone = (): string => current().timeZone;

/** Minutes the studio's wall clock is ahead of UTC now (negative west of Greenwich). */
export const studioOffsetMinutes = (): number => offsetAt(current().rules, nowMs());

/** Wakes every listener as each minute starts (offsets are whole minutes, so studio minutes start then). */
function scheduleTick(): void {
  clearTimeout(timer);
  const now = clock ? nowMs() : Date.now();
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      scheduleTick();
    },
    MINUTE_MS - (now % MINUTE_MS) + 20,
  );
}

/**
 * Calls `listener` when a new clock answer arrives and as each studio minute starts (for code outside
 * React; components use the hooks below). Returns the unsubscribe function.
 */
export function subscribeToStudioClock(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) scheduleTick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

let lastNow: StudioNow | null = null;

/** The same object while the minute lasts, as useSyncExternalStore requires. */
function nowSnapshot(): StudioNow {
  const next = studioNow();
  if (lastNow?.date !== next.date || lastNow.time !== next.time) lastNow = next;
  return lastNow;
}

/** The studio's date and time, re-rendering as each minute starts and when a new clock answer arrives. */
export const useStudioNow = (): StudioNow => useSyncExternalStore(subscribeToStudioClock, nowSnapshot);

/** The studio's date, re-rendering when it changes (at the studio's midnight). */
export const useStudioToday = (): string => useSyncExternalStore(subscribeToStudioClock, studioToday);
