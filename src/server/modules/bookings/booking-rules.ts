/**
 * The booking rules that depend only on time, as pure functions so they can be tested at the exact
 * boundaries (24 h to the minute, DST weeks) without a database or a clock.
 */
import { ISO_DATE_PATTERN, toHhMm } from '../../../shared/dates';
import { studioInstant } from '../../kernel/time/studio-time';

const HOUR_MS = 3_600_000;

/** The instant a class starts: its studio wall-clock date and time in the studio's timezone. */
export const classStartInstant = (classDate: string, startTime: string, timeZone: string): Date =>
  studioInstant(timeZone, classDate, toHhMm(startTime));

/** A class whose start is now or earlier has taken place (or is under way): it cannot be booked. */
export const hasStarted = (start: Date, now: Date): boolean => start.getTime() <= now.getTime();

export type StudentCancelVerdict = 'allowed' | 'past' | 'too_late';

/**
 * Whether a student may cancel a booking of a class starting at `start`: the class must not have
 * started and must start MORE than `cancellationDeadlineHours` of real time from now (exactly the cutoff is too
 * late). Real time, so a DST change between now and the class counts as the hour it is.
 */
export function studentCancelVerdict(
  start: Date,
  now: Date,
  cancellationDeadlineHours: number,
): StudentCancelVerdict {
  if (hasStarted(start, now)) return 'past';
  return start.getTime() - now.getTime() > cancellationDeadlineHours * HOUR_MS ? 'allowed' : 'too_late';
}

export const canStudentCancel = (start: Date, now: Date, cancellationDeadlineHours: number) =>
  studentCancelVerdict(start, now, cancellationDeadlineHours) === 'allowed';

/**
 * An administrator's bookingDate: a bare "YYYY-MM-DD" is the start of that day in the studio, anything
 * else an ISO date-time (the schema has already refused what does not parse).
 */
export const bookingDateInstant = (value: string, timeZone: string): Date =>
  ISO_DATE_PATTERN.test(value) ? studioInstant(timeZone, value, '00:00') : new Date(value);
