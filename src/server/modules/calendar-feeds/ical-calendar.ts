import { clockNow } from '../../kernel/time/clock';
import { contentLine, escapeText, icsText, localDateTime, utcDateTime } from './ical-writer';
import { vtimezoneLines } from './vtimezone';

/** One class as a calendar event, in the studio's wall-clock time. */
export interface CalendarEvent {
  uid: string;
  /** Grows with every revision, so calendars take the newer copy (RFC 5545 §3.8.7.4). */
  sequence: number;
  /** When the event was last revised (DTSTAMP and LAST-MODIFIED of a feed without METHOD). */
  revisedAt: Date;
  date: string;
  startTime: string;
  endTime: string;
  summary: string;
  location: string | null;
  description: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  url?: string;
}

export interface CalendarDocument {
  /** The calendar's name in apps that show one (X-WR-CALNAME). */
  name: string;
  timeZone: string;
  events: CalendarEvent[];
  /** The years the VTIMEZONE must cover besides the events' own (the feed's window). */
  years?: { from: number; to: number };
}

/** The UID host part: fixed, so an event keeps its UID whatever address the app is reached at. */
export const UID_DOMAIN = 'calendar.studio-bookings';

export const bookingUid = (bookingId: number) => `booking-${bookingId}@${UID_DOMAIN}`;
export const classUid = (instanceId: number) => `class-${instanceId}@${UID_DOMAIN}`;

/** Seconds between creation and the latest revision: 0 for an untouched event, then only ever larger. */
export const revisionSequence = (createdAt: Date, revisedAt: Date): number =>
  Math.max(0, Math.floor((revisedAt.getTime() - createdAt.getTime()) / 1000));

function eventLines(event: CalendarEvent, timeZone: string): string[] {
  const stamp = utcDateTime(event.revisedAt);
  return [
    'BEGIN:VEVENT',
    contentLine('UID', event.uid),
    contentLine('DTSTAMP', stamp),
    contentLine('LAST-MODIFIED', stamp),
    contentLine('SEQUENCE', String(event.sequence)),
    contentLine('DTSTART', localDateTime(event.date, event.startTime), { TZID: timeZone }),
    contentLine('DTEND', localDateTime(event.date, event.endTime), { TZID: timeZone }),
    contentLine('SUMMARY', escapeText(event.summary)),
    ...(event.location ? [contentLine('LOCATION', escapeText(event.location))] : []),
    ...(event.description ? [contentLine('DESCRIPTION', escapeText(event.description))] : []),
    contentLine('STATUS', event.status),
    ...(event.url ? [contentLine('URL', event.url, { VALUE: 'URI' })] : []),
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR: header, the studio zone's VTIMEZONE, then the events. */
export function calendarIcs(doc: CalendarDocument): string {
  const years = doc.events.map((e) => Number(e.date.slice(0, 4)));
  if (doc.years) years.push(doc.years.from, doc.years.to);
  if (years.length === 0) years.push(clockNow().getUTCFullYear());
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Studio Bookings//Class Calendar//EN',
    'CALSCALE:GREGORIAN',
    contentLine('X-WR-CALNAME', escapeText(doc.name)),
    contentLine('X-WR-TIMEZONE', doc.timeZone),
    // How often subscribed calendars should fetch the feed again.
    contentLine('REFRESH-INTERVAL', 'PT1H', { VALUE: 'DURATION' }),
    contentLine('X-PUBLISHED-TTL', 'PT1H'),
    ...vtimezoneLines(doc.timeZone, Math.min(...years), Math.max(...years)),
    ...doc.events.flatMap((e) => eventLines(e, doc.timeZone)),
    'END:VCALENDAR',
  ]);
}
