/**
 * When a class can be checked in, as pure functions so the boundaries (midnight of the class's day,
 * the start minute, DST) are tested without a database or a clock.
 */
import type { TAttendanceMark } from '../../../shared/schemas/attendance';
import { studioWallClock } from '../../kernel/time/studio-time';
import { classStartInstant, hasStarted } from './booking-rules';

export interface ClassTime {
  classDate: string;
  startTime: string;
}

/** Attended and walk-ins: from 00:00 of the class's day in the studio's timezone, with no end. */
export const checkInOpen = (cls: ClassTime, timeZone: string, now: Date): boolean =>
  studioWallClock(timeZone, now).date >= cls.classDate.slice(0, 10);

/** A no-show: from the class's start (the start minute included). */
export const noShowOpen = (cls: ClassTime, timeZone: string, now: Date): boolean =>
  hasStarted(classStartInstant(cls.classDate, cls.startTime, timeZone), now);

export type MarkVerdict = 'allowed' | 'before_day' | 'before_start';

/**
 * Whether `mark` may be written now for a booking of `cls`. Clearing (null) is always allowed: it
 * only takes a mark back (say the class was moved to a later day after it was checked in).
 */
export function markVerdict(
  mark: TAttendanceMark | null,
  cls: ClassTime,
  timeZone: string,
  now: Date,
): MarkVerdict {
  if (mark === null) return 'allowed';
  if (!checkInOpen(cls, timeZone, now)) return 'before_day';
  if (mark === 'no_show' && !noShowOpen(cls, timeZone, now)) return 'before_start';
  return 'allowed';
}
