/**
 * Dates as the browser tests expect to read them, computed here with Intl rather than with the app's own
 * formatters, so a formatting bug in the app cannot hide behind the same bug in the test.
 */
import { DAY_NAMES, dayOfWeek } from '../../src/shared/dates';

export const STUDIO_TZ = 'America/Vancouver';
/** Every browser runs in the studio's timezone. */
export const CONTEXT = { timezoneId: STUDIO_TZ, locale: 'en-US' } as const;

/** The studio's date ("YYYY-MM-DD") and minutes since midnight, now. */
export function studioNow(): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: STUDIO_TZ,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
export const studioToday = (): string => studioNow().date;

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
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
