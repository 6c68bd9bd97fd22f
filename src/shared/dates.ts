/**
 * Calendar dates are "YYYY-MM-DD" strings and times "HH:MM" in the studio's wall-clock time; no Date
 * object is needed to add days or find a weekday, so nothing here depends on the machine's timezone.
 * Instants become studio dates only through a zone's rules table (zone-rules.ts), never through Intl; Intl
 * only names a calendar date in French (month and weekday names), read at UTC noon.
 * Every date the app shows is written here: formatDate for a calendar date, formatDateValue for anything
 * the server sends (a calendar date or an instant), monthLabel for a month.
 */
import { getDisplayLocale } from './i18n/display-locale';
import type { Locale } from './i18n/locales';
import { instantOfWallClock, offsetAt, wallClockOf, type ZoneRules } from './zone-rules';

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** 24-hour HH:MM, optionally with seconds (the instance edit form appends ":00"). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const toUtc = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function isValidIsoDate(iso: string): boolean {
  return ISO_DATE_PATTERN.test(iso) && fromUtc(toUtc(iso)) === iso;
}

export const addDays = (iso: string, days: number): string => {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/** 0 is Sunday through 6 Saturday (spec 01 §9). */
export const dayOfWeek = (iso: string): number => toUtc(iso).getUTCDay();

export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);

export const startOfMonth = (iso: string): string => `${iso.slice(0, 7)}-01`;

export function addMonths(iso: string, months: number): string {
  const [y, m] = iso.split('-').map(Number);
  const index = y! * 12 + (m! - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export const endOfMonth = (iso: string): string => addDays(addMonths(iso, 1), -1);

/**
 * The calendar data window: from the first day of the current month to the last day of the month
 * `monthsAhead` months later (admin: 3, student side: 2).
 */
export function calendarWindow(today: string, monthsAhead: number): { startDate: string; endDate: string } {
  return { startDate: startOfMonth(today), endDate: endOfMonth(addMonths(today, monthsAhead)) };
}

/** "HH:MM:SS" or "HH:MM" → "HH:MM". */
export const toHhMm = (time: string): string => time.slice(0, 5);

export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

export const minutesToTime = (total: number): string =>
  `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date as Intl reads it in `locale`: the date is a studio date already, so it is formatted at
 * UTC noon and never shifts a day.
 */
const intlDate = (iso: string, locale: Locale, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T12:00:00Z`),
  );

/** "2026-11" (or a date in it) → "November 2026"; short: "Nov 2026". In fr-CA "novembre 2026", "nov. 2026". */
export function monthLabel(
  iso: string,
  style: 'long' | 'short' = 'long',
  locale = getDisplayLocale(),
): string {
  if (locale !== 'en-CA') return intlDate(`${iso.slice(0, 7)}-01`, locale, { month: style, year: 'numeric' });
  return `${(style === 'short' ? MONTHS : MONTH_NAMES)[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/**
 * "Nov 22, 2026" (spec: "MMM dd, yyyy") for a calendar date "2026-11-22"; in fr-CA "22 novembre 2026",
 * and "1er décembre 2026" for the first of a month, as Quebec writes it (Intl writes "1 décembre").
 */
export function formatDate(iso: string, locale = getDisplayLocale()): string {
  if (locale !== 'en-CA') {
    const text = intlDate(iso, locale, { day: 'numeric', month: 'long', year: 'numeric' });
    return iso.slice(8, 10) === '01' ? text.replace(/^1(?=\s)/u, '1er') : text;
  }
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

/** "7:30 PM" (12-hour with AM/PM); in fr-CA the 24-hour "19 h 30" of Quebec usage. */
export function formatTime(time: string, locale = getDisplayLocale()): string {
  const [h, m] = time.split(':').map(Number);
  if (locale !== 'en-CA') return `${h} h ${String(m).padStart(2, '0')}`;
  const suffix = h! < 12 ? 'AM' : 'PM';
  return `${h! % 12 === 0 ? 12 : h! % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A day of the week by its index (0 = Sunday): "Monday", short "Mon"; in fr-CA "lundi", "lun.". */
export function weekdayName(
  day: number,
  style: 'long' | 'short' = 'long',
  locale = getDisplayLocale(),
): string {
  if (locale === 'en-CA') return style === 'long' ? DAY_NAMES[day]! : DAY_NAMES[day]!.slice(0, 3);
  // 2023-01-01 was a Sunday.
  return intlDate(`2023-01-0${day + 1}`, locale, { weekday: style });
}

export const formatTimeRange = (start: string, end: string, locale = getDisplayLocale()): string =>
  `${formatTime(start, locale)} - ${formatTime(end, locale)}`;

/** A date the server sent, read: a calendar date, an instant, nothing, or something unreadable. */
export type DateValue =
  | { kind: 'missing' }
  | { kind: 'invalid'; text: string }
  | { kind: 'day'; date: string }
  | { kind: 'instant'; ms: number };

export function readDateValue(value: string | Date | null | undefined): DateValue {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? { kind: 'invalid', text: String(value) } : { kind: 'instant', ms };
  }
  const text = value?.trim();
  if (!text) return { kind: 'missing' };
  // A calendar date is a studio date already: shifting it through a timezone could change the day.
  if (ISO_DATE_PATTERN.test(text))
    return isValidIsoDate(text) ? { kind: 'day', date: text } : { kind: 'invalid', text };
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? { kind: 'invalid', text } : { kind: 'instant', ms };
}

export interface DateValueOptions {
  /** With the wall-clock time of an instant: "Nov 22, 2026 7:30 PM" (a calendar date stays a date). */
  withTime?: boolean;
  /** Between the date and the time; default " ", some screens write ", ". */
  timeSeparator?: ' ' | ', ';
  /** Shown for no value; default "—". */
  missing?: string;
  /** Shown for an unreadable value; default the value as it came. */
  invalid?: string;
  /** The reader's language; default the page's (getDisplayLocale). */
  locale?: Locale;
}

/**
 * The app's one formatter for dates from the server: "Nov 22, 2026" for a calendar date ("2026-11-22") or
 * for an instant ("2026-11-23T03:10:00.000Z"), whose date (and time) are read in `rules`' zone, e.g. the
 * studio's. The client binds the studio's zone in lib/studioClock (formatStudioDate).
 */
export function formatDateValue(
  value: string | Date | null | undefined,
  rules: ZoneRules,
  options: DateValueOptions = {},
): string {
  const read = readDateValue(value);
  if (read.kind === 'missing') return options.missing ?? '—';
  if (read.kind === 'invalid') return options.invalid ?? read.text;
  const locale = options.locale ?? getDisplayLocale();
  if (read.kind === 'day') return formatDate(read.date, locale);
  const { date, time } = wallClockOf(rules, read.ms);
  return options.withTime
    ? `${formatDate(date, locale)}${options.timeSeparator ?? ' '}${formatTime(time, locale)}`
    : formatDate(date, locale);
}

/** Today's date and the wall-clock time now in a zone, e.g. the studio's. */
export const zonedNow = (rules: ZoneRules, now: Date): { date: string; time: string } =>
  wallClockOf(rules, now.getTime());

/**
 * The instant at which a wall-clock date and time happens in a zone, DST included. A time skipped by a
 * spring-forward gap resolves to the instant after the gap.
 */
export const zonedToInstant = (date: string, time: string, rules: ZoneRules): Date =>
  new Date(instantOfWallClock(rules, date, time));

/** Minutes the zone's wall clock is ahead of UTC at `now` (negative west of Greenwich). */
export const zonedOffsetMinutes = (rules: ZoneRules, now: Date): number => offsetAt(rules, now.getTime());

/**
 * The last day of something valid for `count` days, weeks or months from `start` (inclusive): the day
 * before the same date `count` units later; when that month has no such day, its last day.
 */
export function validThrough(start: string, count: number, unit: 'day' | 'week' | 'month'): string {
  if (unit === 'day') return addDays(start, count - 1);
  if (unit === 'week') return addDays(start, count * 7 - 1);
  const first = addMonths(start, count);
  const last = endOfMonth(first);
  const sameDay = `${first.slice(0, 8)}${start.slice(8)}`;
  return sameDay > last ? last : addDays(sameDay, -1);
}
