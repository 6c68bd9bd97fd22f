import { addDays, calendarWindow } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { CALENDAR_FEED_MESSAGES } from '../../../shared/schemas/calendar-feeds';
import type { StudioSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import { bookingPolicyOf, lastBookableDate } from '../../kernel/settings/booking-policy';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioNowIn } from '../../kernel/time/studio-time';
import type { Viewer } from '../../trpc/init';
import { CALENDAR_MONTHS_AHEAD } from '../classes/instances.service';
import { materialiseWindow } from '../classes/materialise';
import { adminFeedRows, bookingEventRow, studentFeedRows } from './calendar-feeds.queries';
import { bookingEvent, classEvent, type StudioFacts } from './feed-events';
import { calendarIcs } from './ical-calendar';

/** How far back a feed reaches: past classes, and cancellations calendars still need to hear of. */
export const FEED_DAYS_BACK = 60;

/**
 * The dates a feed covers: FEED_DAYS_BACK ago to the later of the last bookable date and the end of
 * the administrator calendar's default window.
 */
export function feedWindow(settings: StudioSettings, now: Date = clockNow()) {
  const { today } = studioNowIn(settings.timezone, now);
  const bookable = lastBookableDate(bookingPolicyOf(settings), now);
  const calendarEnd = calendarWindow(today, CALENDAR_MONTHS_AHEAD).endDate;
  // ISO dates sort as text: the later of the two.
  const to = [bookable, calendarEnd].sort()[1]!;
  return { from: addDays(today, -FEED_DAYS_BACK), to };
}

const yearOf = (date: string) => Number(date.slice(0, 4));

const studioFacts = (settings: StudioSettings, origin: string): StudioFacts => ({
  businessName: settings.businessName,
  businessAddress: settings.businessAddress,
  origin,
});

/**
 * A student's feed: their bookings from the window's start on, cancelled ones marked cancelled. Its
 * words are in `language`, the student's own (null: the studio's).
 */
export async function studentFeedIcs(
  db: Executor,
  studentId: number,
  origin: string,
  now = clockNow(),
  language: Locale | null = null,
) {
  const settings = await getSettings(db);
  const locale = language ?? settings.language;
  const window = feedWindow(settings, now);
  const rows = await studentFeedRows(db, studentId, window.from);
  const studio = studioFacts(settings, origin);
  const { businessName } = settings;
  return calendarIcs({
    name: translate(locale, msg('{businessName}: my classes', { businessName })),
    timeZone: settings.timezone,
    years: { from: yearOf(window.from), to: yearOf(window.to) },
    events: rows.map((row) => bookingEvent(row, studio, locale)),
  });
}

/**
 * The administrator's feed: every class of the window, materialised first exactly as the calendar
 * does, so a schedule's classes appear before anyone has opened that month. In `language`, the
 * administrator's own (null: the studio's).
 */
export async function adminFeedIcs(
  db: Executor,
  origin: string,
  now = clockNow(),
  language: Locale | null = null,
) {
  const settings = await getSettings(db);
  const locale = language ?? settings.language;
  const window = feedWindow(settings, now);
  await materialiseWindow(db, { from: window.from, to: window.to, timeZone: settings.timezone });
  const rows = await adminFeedRows(db, window.from, window.to);
  const studio = studioFacts(settings, origin);
  const { businessName } = settings;
  return calendarIcs({
    name: translate(locale, msg('{businessName}: all classes', { businessName })),
    timeZone: settings.timezone,
    years: { from: yearOf(window.from), to: yearOf(window.to) },
    events: rows.map((row) => classEvent(row, studio, locale)),
  });
}

/** "Yoga Flow", "2026-11-02" → "yoga-flow-2026-11-02.ics" (ASCII only, for every browser). */
export function bookingFilename(className: string, date: string): string {
  const slug = className
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'class'}-${date}.ics`;
}

/**
 * One booking as an .ics file: the student's own, or any for an administrator; its words in
 * `language`, the downloader's own (null: the studio's).
 */
export async function bookingIcs(
  db: Executor,
  viewer: Viewer,
  bookingId: number,
  origin: string,
  language: Locale | null = null,
): Promise<{ filename: string; ics: string }> {
  const row = await bookingEventRow(db, bookingId);
  if (!row || (viewer.kind === 'student' && row.studentId !== viewer.studentId)) {
    throw new AppError('NOT_FOUND', CALENDAR_FEED_MESSAGES.bookingNotFound);
  }
  const settings = await getSettings(db);
  return {
    filename: bookingFilename(row.className, row.classDate),
    ics: calendarIcs({
      name: row.className,
      timeZone: settings.timezone,
      events: [bookingEvent(row, studioFacts(settings, origin), language ?? settings.language)],
    }),
  };
}
