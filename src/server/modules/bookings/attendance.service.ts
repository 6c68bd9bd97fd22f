/**
 * Checking a class in at the door (issue 14 §3): the roster, attended / no-show marks, walk-ins and a
 * student's attendance. Administrators only. The rules are in docs/decisions/013-attendance.md.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToDecimal } from '../../../shared/money';
import {
  ATTENDANCE_MESSAGES,
  checkInNotOpenMessage,
  noShowTooEarlyMessage,
  overCapacityWarning,
  type TAttendanceCounts,
  type TCheckInRoster,
  type TStudentAttendance,
  type ZMarkAttendanceInput,
  type ZWalkInInput,
} from '../../../shared/schemas/attendance';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { Db, Executor } from '../../db/client';
import { bookings, classInstances, students } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import { giveBackForNoShow, retakeAfterNoShow } from '../products/class-uses.service';
import {
  attendanceCountColumns,
  type CheckInClass,
  checkInClass,
  classHasEnded,
  countedBooking,
  figuresOf,
  rosterStudents,
} from './attendance.queries';
import { checkInOpen, markVerdict, noShowOpen } from './attendance-rules';
import { bookClass } from './bookings.service';

type MarkInput = z.output<typeof ZMarkAttendanceInput>;
type WalkInInput = z.output<typeof ZWalkInInput>;

const studioTimeZone = async (db: Executor) => (await getSettings(db)).timezone;

async function rosterOf(
  db: Executor,
  cls: CheckInClass,
  timeZone: string,
  now: Date,
): Promise<TCheckInRoster> {
  const rows = await rosterStudents(db, cls.id);
  const counts: TAttendanceCounts = { booked: rows.length, attended: 0, noShow: 0, unmarked: 0 };
  for (const row of rows) {
    if (row.attendance === 'attended') counts.attended++;
    else if (row.attendance === 'no_show') counts.noShow++;
    else counts.unmarked++;
  }
  return {
    classInstanceId: cls.id,
    className: cls.className,
    classDate: cls.classDate,
    startTime: cls.startTime,
    endTime: cls.endTime,
    location: cls.location,
    maxStudents: cls.maxStudents,
    isCancelled: cls.isCancelled,
    checkInOpen: checkInOpen(cls, timeZone, now),
    noShowOpen: noShowOpen(cls, timeZone, now),
    counts,
    students: rows,
  };
}

async function rosterById(db: Executor, id: number, timeZone: string, now: Date): Promise<TCheckInRoster> {
  const cls = await checkInClass(db, id);
  if (!cls) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
  return rosterOf(db, cls, timeZone, now);
}

/** GET /api/class-instances/{id}/attendance. */
export async function checkInRoster(db: Db, id: number, now: Date = clockNow()): Promise<TCheckInRoster> {
  return rosterById(db, id, await studioTimeZone(db), now);
}

/**
 * Marks one booking attended or no-show, or clears its mark. Only a confirmed booking of a class that
 * is not cancelled; attended from the class's day, no-show from its start (markVerdict). Marking what
 * is already marked writes nothing. The class row is share-locked first, as a booking's cancel takes
 * it, so a mark and a class cancellation happen one after the other.
 */
export async function markAttendance(
  actor: AdminActor,
  input: MarkInput,
  now: Date = clockNow(),
): Promise<{ changed: boolean; roster: TCheckInRoster }> {
  const { timezone: timeZone, lateCancelUsesPassClass } = await getSettings(actor.db);
  return actor.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        studentId: bookings.studentId,
        classInstanceId: bookings.classInstanceId,
        status: bookings.status,
        attendance: bookings.attendance,
      })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    if (!booking) throw new AppError('NOT_FOUND', ATTENDANCE_MESSAGES.bookingNotFound);
    const cls = (await checkInClass(tx, booking.classInstanceId, 'share'))!;
    if (cls.isCancelled) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.classCancelled);
    if (booking.status !== 'confirmed') throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.notConfirmed);
    const verdict = markVerdict(input.attendance, cls, timeZone, now);
    if (verdict === 'before_day') throw new AppError('CONFLICT', checkInNotOpenMessage(cls.classDate));
    if (verdict === 'before_start') throw new AppError('CONFLICT', noShowTooEarlyMessage(cls.startTime));
    if (booking.attendance === input.attendance) {
      return { changed: false, roster: await rosterOf(tx, cls, timeZone, now) };
    }
    const marked = input.attendance !== null;
    const [updated] = await tx
      .update(bookings)
      .set({
        attendance: input.attendance,
        attendanceMarkedAt: marked ? now : null,
        attendanceMarkedByAdminId: marked ? actor.adminId : null,
        updatedAt: now,
      })
      // A cancel that won the row lock first leaves nothing to mark.
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed')))
      .returning({ id: bookings.id });
    if (!updated) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.notConfirmed);
    // When no-shows do not use a pass's class (the studio's setting), the mark gives it back and
    // taking the mark off takes it again.
    if (!lateCancelUsesPassClass && input.attendance === 'no_show') {
      await giveBackForNoShow(tx, booking.id);
    } else if (booking.attendance === 'no_show' && !(await retakeAfterNoShow(tx, booking.id))) {
      throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.noPassClassLeft);
    }
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'booking.attendance',
      entityType: 'booking',
      entityId: booking.id,
      details: {
        studentId: booking.studentId,
        classInstanceId: booking.classInstanceId,
        from: booking.attendance,
        to: input.attendance,
      },
      ip: actor.ip,
    });
    return { changed: true, roster: await rosterOf(tx, cls, timeZone, now) };
  });
}

/**
 * Registers a student who turned up at the door: booked by the administrator and charged by the usual
 * rules (bookClass), marked attended. From the class's day on, for a class that is not cancelled; a
 * full class only once the administrator has seen the over-capacity warning (else 409 with it).
 */
export async function registerWalkIn(actor: AdminActor, input: WalkInInput, now: Date = clockNow()) {
  const timeZone = await studioTimeZone(actor.db);
  return actor.db.transaction(async (tx) => {
    // Locked before counting, in the order bookClass locks it: the count cannot change under us.
    const cls = await checkInClass(tx, input.classInstanceId, 'update');
    if (!cls) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
    if (cls.isCancelled) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.classCancelled);
    if (!checkInOpen(cls, timeZone, now))
      throw new AppError('CONFLICT', checkInNotOpenMessage(cls.classDate));
    const [counts] = await tx
      .select({
        confirmed: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed'))::int`.mapWith(
          Number,
        ),
        mine: sql<number>`(count(*) filter (where ${bookings.studentId} = ${input.studentId}
                              and ${bookings.status} <> 'cancelled'))::int`.mapWith(Number),
      })
      .from(bookings)
      .where(eq(bookings.classInstanceId, cls.id));
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, input.studentId), isNull(students.deletedAt)));
    if (!student) throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
    if ((counts?.mine ?? 0) > 0) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyBooked);
    const booked = counts?.confirmed ?? 0;
    if (booked >= cls.maxStudents && !input.allowOverCapacity) {
      throw new AppError('CONFLICT', overCapacityWarning(booked, cls.maxStudents));
    }
    const result = await bookClass(tx, {
      studentId: input.studentId,
      classInstanceId: cls.id,
      allowOverCapacity: input.allowOverCapacity,
      bookedByAdminId: actor.adminId,
      bookedAt: now,
      walkIn: true,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'booking.walk_in',
      entityType: 'booking',
      entityId: result.bookingId,
      details: {
        studentId: input.studentId,
        classInstanceId: cls.id,
        overCapacity: result.overCapacity,
        chargeCents: result.chargeCents,
      },
      ip: actor.ip,
    });
    return {
      bookingId: result.bookingId,
      overCapacity: result.overCapacity,
      charge: centsToDecimal(result.chargeCents),
      roster: await rosterOf(tx, cls, timeZone, now),
    };
  });
}

/**
 * A student's attendance for their profile: the mark of each confirmed booking, and the figures over
 * those of classes that have ended (not cancelled).
 */
export async function studentAttendance(
  db: Db,
  studentId: number,
  now: Date = clockNow(),
): Promise<TStudentAttendance> {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.deletedAt)));
  if (!student) throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
  const wallClock = studioWallClock(await studioTimeZone(db), now);
  const mine = and(eq(bookings.studentId, studentId), countedBooking);
  const [marks, [counts]] = await Promise.all([
    db
      .select({ bookingId: bookings.id, attendance: bookings.attendance, isWalkIn: bookings.isWalkIn })
      .from(bookings)
      .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
      .where(mine)
      .orderBy(asc(bookings.id)),
    db
      .select(attendanceCountColumns)
      .from(bookings)
      .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
      .where(and(mine, classHasEnded(wallClock))),
  ]);
  return {
    studentId,
    figures: figuresOf(counts ?? { booked: 0, attended: 0, noShow: 0, unmarked: 0 }),
    bookings: marks,
  };
}
