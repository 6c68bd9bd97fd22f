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

const withReason = (what: string, reason: string | null) =>
  reason?.trim() ? `${what}: ${reason}` : `${what}.`;

/** A student's booking: cancelled when the booking or the class was; pending bookings are tentative. */
export function bookingEvent(row: BookingEventRow, studio: StudioFacts): CalendarEvent {
  const cancelled = row.status === 'cancelled' || row.classCancelled;
  const revisedAt = later(row.updatedAt, row.instanceUpdatedAt);
  const description = cancelled
    ? row.classCancelled
      ? withReason('The studio cancelled this class', row.classCancellationReason)
      : withReason('Booking cancelled', row.cancellationReason)
    : `${row.status === 'pending' ? 'Booking pending' : 'Booked'} at ${studio.businessName}. Manage your booking at ${studio.origin}`;
  return {
    uid: bookingUid(row.id),
    sequence: revisionSequence(row.bookedAt, revisedAt),
    revisedAt,
    date: row.classDate,
    startTime: row.startTime,
    endTime: row.endTime,
    summary: cancelled ? `Cancelled: ${row.className}` : row.className,
    location: placeOf(row.location, studio),
    description,
    status: cancelled ? 'CANCELLED' : row.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    url: `${studio.origin}/`,
  };
}

/** A class on the administrator's feed, with how full it is. */
export function classEvent(row: ClassEventRow, studio: StudioFacts): CalendarEvent {
  const revisedAt = new Date(Math.round(row.revisedEpoch * 1000));
  const lines = [`Booked: ${Number(row.booked)} of ${row.maxStudents}`];
  if (row.isCancelled) lines.push(withReason('Cancelled', row.cancellationReason));
  if (row.notes?.trim()) lines.push(row.notes.trim());
  return {
    uid: classUid(row.id),
    sequence: revisionSequence(row.createdAt, revisedAt),
    revisedAt,
    date: row.classDate,
    startTime: row.startTime,
    endTime: row.endTime,
    summary: row.isCancelled ? `Cancelled: ${row.className}` : row.className,
    location: placeOf(row.location, studio),
    description: lines.join('\n'),
    status: row.isCancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}
