import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import { translate } from '../../i18n/translate';
import type { BookingEventRow, ClassEventRow } from './calendar-feeds.queries';
import type { CalendarEvent } from './ical-calendar';
import { bookingUid, classUid, revisionSequence } from './ical-calendar';

/** What every event of a feed says about the studio. */
export interface StudioFacts {
  businessName: string;
  businessAddress: string;
  /** The app's public origin: where the student manages the booking. */
  origin: string;
}

/** The class's room, then the studio's address, so a map app can find it. */
const placeOf = (location: string | null, studio: StudioFacts): string | null =>
  [location?.trim(), studio.businessAddress.trim()].filter(Boolean).join(', ') || null;

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** Why it was cancelled, when someone said: each way of cancelling with and without a reason. */
const CANCELLED_BECAUSE = {
  class: (reason: string) => msg('The studio cancelled this class: {reason}', { reason }),
  classNoReason: msg('The studio cancelled this class.'),
  booking: (reason: string) => msg('Booking cancelled: {reason}', { reason }),
  bookingNoReason: msg('Booking cancelled.'),
  adminClass: (reason: string) => msg('Cancelled: {reason}', { reason }),
  adminClassNoReason: msg('Cancelled.'),
};

const withReason = (said: (reason: string) => Described, bare: Described, reason: string | null) =>
  reason?.trim() ? said(reason) : bare;

const cancelledSummary = (className: string) => msg('Cancelled: {className}', { className });

/**
 * A student's booking: cancelled when the booking or the class was; pending bookings are tentative.
 * Its words are in `locale`, the feed owner's language (names, reasons and addresses as written).
 */
export function bookingEvent(
  row: BookingEventRow,
  studio: StudioFacts,
  locale: Locale = SOURCE_LOCALE,
): CalendarEvent {
  const cancelled = row.status === 'cancelled' || row.classCancelled;
  const revisedAt = later(row.updatedAt, row.instanceUpdatedAt);
  const { businessName, origin } = studio;
  const description = cancelled
    ? row.classCancelled
      ? withReason(CANCELLED_BECAUSE.class, CANCELLED_BECAUSE.classNoReason, row.classCancellationReason)
      : withReason(CANCELLED_BECAUSE.booking, CANCELLED_BECAUSE.bookingNoReason, row.cancellationReason)
    : row.status === 'pending'
      ? msg('Booking pending at {businessName}. Manage your booking at {origin}', { businessName, origin })
      : msg('Booked at {businessName}. Manage your booking at {origin}', { businessName, origin });
  return {
    uid: bookingUid(row.id),
    sequence: revisionSequence(row.bookedAt, revisedAt),
    revisedAt,
    date: row.classDate,
    startTime: row.startTime,
    endTime: row.endTime,
    summary: cancelled ? translate(locale, cancelledSummary(row.className)) : row.className,
    location: placeOf(row.location, studio),
    description: translate(locale, description),
    status: cancelled ? 'CANCELLED' : row.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    url: `${studio.origin}/`,
  };
}

/** A class on the administrator's feed, with how full it is, in `locale` (the administrator's language). */
export function classEvent(
  row: ClassEventRow,
  studio: StudioFacts,
  locale: Locale = SOURCE_LOCALE,
): CalendarEvent {
  const revisedAt = new Date(Math.round(row.revisedEpoch * 1000));
  const booked = String(Number(row.booked));
  const maxStudents = String(row.maxStudents);
  const lines = [translate(locale, msg('Booked: {booked} of {maxStudents}', { booked, maxStudents }))];
  if (row.isCancelled) {
    const reason = withReason(
      CANCELLED_BECAUSE.adminClass,
      CANCELLED_BECAUSE.adminClassNoReason,
      row.cancellationReason,
    );
    lines.push(translate(locale, reason));
  }
  if (row.notes?.trim()) lines.push(row.notes.trim());
  return {
    uid: classUid(row.id),
    sequence: revisionSequence(row.createdAt, revisedAt),
    revisedAt,
    date: row.classDate,
    startTime: row.startTime,
    endTime: row.endTime,
    summary: row.isCancelled ? translate(locale, cancelledSummary(row.className)) : row.className,
    location: placeOf(row.location, studio),
    description: lines.join('\n'),
    status: row.isCancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}
