/**
 * When a reminder is due (docs/decisions/014), as pure functions of studio wall-clock dates and times,
 * so the DST days and the exact minute can be tested without a database or a clock.
 */
import { addDays, toHhMm } from '../../../shared/dates';
import { studioInstant } from '../../kernel/studio-time';

/** Reminders go out from this studio wall-clock time on their day. */
export const REMINDER_TIME = '09:00';
/** A same-day class reminder (classReminderDays 0) goes at least this long before the class. */
export const SAME_DAY_LEAD_HOURS = 3;

const HOUR_MS = 3_600_000;

/**
 * The instant a class's reminder is due: 09:00 studio time `days` days before the class date; with 0
 * days, the earlier of 09:00 that day and 3 hours before the start (a 7:00 AM class is reminded at
 * 4:00 AM, not after it has begun).
 */
export function classReminderAt(classDate: string, startTime: string, days: number, timeZone: string): Date {
  const at = studioInstant(timeZone, addDays(classDate, -days), REMINDER_TIME);
  if (days > 0) return at;
  const start = studioInstant(timeZone, classDate, toHhMm(startTime));
  return new Date(Math.min(at.getTime(), start.getTime() - SAME_DAY_LEAD_HOURS * HOUR_MS));
}

/**
 * Whether a booking's reminder goes now: at or after its reminder time and before the class starts,
 * for a booking made before that time (a later booking has just had its confirmation).
 */
export function classReminderDue(
  c: { classDate: string; startTime: string; bookedAt: Date },
  days: number,
  timeZone: string,
  now: Date,
): boolean {
  const at = classReminderAt(c.classDate, c.startTime, days, timeZone);
  const start = studioInstant(timeZone, c.classDate, toHhMm(c.startTime));
  return now >= at && now < start && c.bookedAt <= at;
}

/** The instant an unpaid bill's "due soon" reminder is due: 09:00 studio time `days` days before. */
export const paymentReminderAt = (dueDate: string, days: number, timeZone: string): Date =>
  studioInstant(timeZone, addDays(dueDate, -days), REMINDER_TIME);

/**
 * Whether a bill's reminder goes now: from its reminder time up to the end of its due date (after
 * that the overdue notices take over), for a bill made before that time (a later bill has just been
 * issued with its due date on it).
 */
export function paymentReminderDue(
  bill: { dueDate: string; createdAt: Date },
  days: number,
  timeZone: string,
  now: Date,
): boolean {
  const at = paymentReminderAt(bill.dueDate, days, timeZone);
  const afterDueDay = studioInstant(timeZone, addDays(bill.dueDate, 1), '00:00');
  return now >= at && now < afterDueDay && bill.createdAt <= at;
}
