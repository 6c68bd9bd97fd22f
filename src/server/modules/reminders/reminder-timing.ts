/**
 * When a reminder is due (docs/decisions/014, 035), as pure functions of studio wall-clock dates and
 * times, so the DST days and the exact minute can be tested without a database or a clock.
 */
import { addDays, toHhMm } from '../../../shared/dates';
import { studioInstant, studioWallClock } from '../../kernel/time/studio-time';

/** Reminders go out from this studio wall-clock time on their day. */
export const REMINDER_TIME = '09:00';
/** A same-day class reminder (classReminderDays 0) goes at least this long before the class. */
export const SAME_DAY_LEAD_HOURS = 3;
/** No reminder leaves between these studio wall-clock times (decision 035). */
export const QUIET_FROM = '21:00';
export const QUIET_UNTIL = '08:00';
/** A same-day reminder whose time would fall in the quiet hours goes the evening before, at this time. */
export const EVENING_BEFORE = '20:00';
/** A run this late after a reminder's time still counts as its slot (the job runs every 5 minutes). */
export const SLOT_HOURS = 1;
/** After its slot, a missed class reminder is still sent only this long before the class, in daytime. */
export const CATCH_UP_LEAD_HOURS = 3;

const HOUR_MS = 3_600_000;

/** Whether `instant` is in the studio's quiet hours (21:00 to 08:00 on its wall clock). */
export function inQuietHours(instant: Date, timeZone: string): boolean {
  const { time } = studioWallClock(timeZone, instant);
  return time >= QUIET_FROM || time < QUIET_UNTIL;
}

/**
 * The instant a class's reminder is due: 09:00 studio time `days` days before the class date; with 0
 * days, the earlier of 09:00 that day and 3 hours before the start — and if that is in the quiet hours
 * (a class before 11:00), 20:00 the evening before, never at night.
 */
export function classReminderAt(classDate: string, startTime: string, days: number, timeZone: string): Date {
  const at = studioInstant(timeZone, addDays(classDate, -days), REMINDER_TIME);
  if (days > 0) return at;
  const start = studioInstant(timeZone, classDate, toHhMm(startTime));
  const sameDay = new Date(Math.min(at.getTime(), start.getTime() - SAME_DAY_LEAD_HOURS * HOUR_MS));
  if (!inQuietHours(sameDay, timeZone)) return sameDay;
  const { date } = studioWallClock(timeZone, sameDay);
  // 21:00–23:59 is the evening of `date`; 00:00–07:59 is the night after the evening before.
  const evening = studioWallClock(timeZone, sameDay).time >= QUIET_FROM ? date : addDays(date, -1);
  return studioInstant(timeZone, evening, EVENING_BEFORE);
}

/**
 * Whether a booking's reminder goes now: in its slot (its time and the hour after), or later only in
 * daytime and while the class is at least 3 hours away — a run that missed the slot (the app was down,
 * or just started) never sends at night or minutes before the class. And only for a booking made
 * before the reminder time (a later booking has just had its confirmation).
 */
export function classReminderDue(
  c: { classDate: string; startTime: string; bookedAt: Date },
  days: number,
  timeZone: string,
  now: Date,
): boolean {
  const at = classReminderAt(c.classDate, c.startTime, days, timeZone);
  const start = studioInstant(timeZone, c.classDate, toHhMm(c.startTime));
  if (now < at || now >= start || c.bookedAt > at) return false;
  const inSlot = now.getTime() < at.getTime() + SLOT_HOURS * HOUR_MS;
  const catchUp =
    !inQuietHours(now, timeZone) && start.getTime() - now.getTime() >= CATCH_UP_LEAD_HOURS * HOUR_MS;
  return inSlot || catchUp;
}

/** The instant an unpaid bill's "due soon" reminder is due: 09:00 studio time `days` days before. */
export const paymentReminderAt = (dueDate: string, days: number, timeZone: string): Date =>
  studioInstant(timeZone, addDays(dueDate, -days), REMINDER_TIME);

/**
 * Whether a bill's reminder goes now: from its reminder time up to the end of its due date (after
 * that the overdue notices take over), outside the quiet hours (a run that missed 09:00 sends it the
 * next daytime, never at night), for a bill made before that time (a later bill has just been issued
 * with its due date on it).
 */
export function paymentReminderDue(
  bill: { dueDate: string; createdAt: Date },
  days: number,
  timeZone: string,
  now: Date,
): boolean {
  const at = paymentReminderAt(bill.dueDate, days, timeZone);
  const afterDueDay = studioInstant(timeZone, addDays(bill.dueDate, 1), '00:00');
  return now >= at && now < afterDueDay && bill.createdAt <= at && !inQuietHours(now, timeZone);
}
