/**
 * The studio's clock as the browser tests expect it, computed here with Intl rather than with the app's
 * own formatters or zone rules, so a bug in the app cannot hide behind the same bug in the test.
 *
 * Every app the tests start runs at a chosen instant (`startApp` passes STUDIO_CLOCK_AT): `E2E_CLOCK_AT`
 * when set, else DEFAULT_CLOCK_AT. Its clock then advances in real time, so the studio's "now" here is
 * that instant plus the time elapsed since the app was launched; the machine's date never decides what
 * the app should show. `E2E_STUDIO_TZ` makes the studio's timezone setting another zone (the harness
 * saves it right after start), and every expectation here follows it.
 */
import { DAY_NAMES, dayOfWeek } from '../../src/shared/dates';

/**
 * Wednesday 9 December 2026, 2:00 PM in Vancouver: an ordinary weekday afternoon, with ten hours left
 * in the day (a class "in two and a half hours" is still today) and every date the journeys use (today
 * to two weeks ahead) in the same month. It is after B.C.'s last clock change (2026-11-01), so the
 * studio is at UTC−7 where zone data older than 2026b says UTC−8: an app on stale rules is an hour off
 * in every run, not only at the edges that .ci/run tries too.
 */
export const DEFAULT_CLOCK_AT = '2026-12-09T14:00:00-07:00';

/** An instant with its offset, as the server requires of STUDIO_CLOCK_AT. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant every app of this run starts its clock at. */
export const CLOCK_AT = process.env.E2E_CLOCK_AT || DEFAULT_CLOCK_AT;
if (!INSTANT.test(CLOCK_AT)) {
  throw new Error(
    `E2E_CLOCK_AT must be an instant with its offset, such as ${DEFAULT_CLOCK_AT} (got "${CLOCK_AT}")`,
  );
}

/** The app's default zone, unless the run chose another with E2E_STUDIO_TZ. */
export const DEFAULT_STUDIO_TZ = 'America/Vancouver';
export const STUDIO_TZ = process.env.E2E_STUDIO_TZ || DEFAULT_STUDIO_TZ;

// The expectations are only as right as this process's zone data: B.C. stopped changing its clocks in
// 2026 (tz 2026b, Alberta 2026c). Node 24's ICU carries 2026c; an older runtime would expect UTC−8.
const MIN_TZ_DATA = '2026c';
if (!process.versions.tz || process.versions.tz < MIN_TZ_DATA) {
  throw new Error(
    `The browser tests compute studio time with Node's Intl, whose zone data is ${process.versions.tz ?? 'unknown'}; ` +
      `they need ${MIN_TZ_DATA} or later. Run them through npm (node_modules/.bin/node, Node 24).`,
  );
}
try {
  new Intl.DateTimeFormat('en-US', { timeZone: STUDIO_TZ });
} catch {
  throw new Error(`E2E_STUDIO_TZ is not a time zone Node knows: "${STUDIO_TZ}"`);
}

/** Every browser runs in the studio's timezone unless a test says otherwise. */
export const CONTEXT = { timezoneId: STUDIO_TZ, locale: 'en-US' } as const;

/**
 * performance.now() when this file's app was launched (before that its clock has not moved), or 'real'
 * for an app on the real clock (`startApp(env, { realClock: true })`).
 */
let launchedAt: number | 'real' | undefined;

/**
 * Called by `startApp` as it launches a server: from then on the studio's "now" advances. (The server
 * starts its clock a second or two later, once its modules are loaded, so this side runs that much ahead;
 * the instants .ci/run chooses are half an hour from any boundary.)
 */
export function studioClockLaunched(at: number | 'real' = performance.now()): void {
  launchedAt = at;
}

/** The studio's current instant: the chosen one plus the time since the app was launched. */
export function studioInstant(): Date {
  // An app on the real clock: the machine's clock is the studio's.
  if (launchedAt === 'real') return new Date();
  return new Date(Date.parse(CLOCK_AT) + (launchedAt === undefined ? 0 : performance.now() - launchedAt));
}

export interface WallClock {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM" */
  time: string;
  /** Minutes since the studio's midnight. */
  minutes: number;
}

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The studio's wall-clock date and time at an instant. */
export function wallClockAt(instant: Date | number): WallClock {
  const parts = Object.fromEntries(wallFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: hhmm(minutes), minutes };
}

/** The studio's date ("YYYY-MM-DD"), time and minutes since midnight, now. */
export const studioNow = (): WallClock => wallClockAt(studioInstant());
export const studioToday = (): string => studioNow().date;

/** The studio's wall clock `ms` of real time after now (across midnight and DST changes alike). */
export const studioIn = (ms: number): WallClock => wallClockAt(studioInstant().getTime() + ms);

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: STUDIO_TZ, timeZoneName: 'longOffset' });

/** Minutes the studio's wall clock is ahead of UTC at an instant (negative west of Greenwich). */
export function studioOffsetMinutesAt(instant: Date | number): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The instant a studio wall-clock date and time happens (a time in a spring-forward gap: after it). */
export function studioInstantOf(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  let instant = asUtc - studioOffsetMinutesAt(asUtc) * 60_000;
  instant = asUtc - studioOffsetMinutesAt(instant) * 60_000;
  return new Date(instant);
}

/** "UTC−7", "UTC+5:30" (with a real minus sign), for an offset in minutes. */
export function utcOffsetLabel(minutes: number): string {
  const abs = Math.abs(minutes);
  const tail = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : '';
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${tail}`;
}

/** The studio zone's city, as people say it: "Vancouver", "St Johns" → from "America/St_Johns". */
export const studioCity = (): string => STUDIO_TZ.split('/').pop()!.replace(/_/g, ' ');

/** "Nov 05, 2026" (spec: MMM dd, yyyy). */
export const fmt = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(`${iso}T00:00:00Z`));
/** "Thursday, Nov 05, 2026". */
export const dayTitle = (iso: string): string => `${DAY_NAMES[dayOfWeek(iso)]}, ${fmt(iso)}`;
/** "5 November 2026": a calendar day button's name (it starts with the day number the button shows). */
export const dayButton = (iso: string): string => `${Number(iso.slice(8, 10))} ${monthTitle(iso)}`;
/** "November 2026". */
export const monthTitle = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** "09:05" for 545 minutes after midnight. */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
