import { and, asc, eq, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { toHhMm } from '../../../shared/dates';
import type { TAttendanceCounts, TAttendanceFigures } from '../../../shared/schemas/attendance';
import type { Executor } from '../../db/client';
import { bookings, classInstances, classSchedules, classTypes, students } from '../../db/schema';
import { classNameSql } from '../../kernel/class-name';

const countWhere = (condition: SQL) =>
  sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);

/** How many bookings, attended, no-shows and unmarked: one aggregate over the rows a query selects. */
export const attendanceCountColumns = {
  booked: sql<number>`count(*)::int`.mapWith(Number),
  attended: countWhere(sql`${bookings.attendance} = 'attended'`),
  noShow: countWhere(sql`${bookings.attendance} = 'no_show'`),
  unmarked: countWhere(sql`${bookings.attendance} is null`),
};

/** A class that has ended by the studio's wall clock now ("YYYY-MM-DD", "HH:MM"): it counts in the rates. */
export const classHasEnded = (now: { date: string; time: string }) =>
  or(
    lt(classInstances.classDate, now.date),
    and(eq(classInstances.classDate, now.date), lte(classInstances.endTime, now.time)),
  );

/** A booking that counts in attendance: confirmed, of a class the studio did not cancel. */
export const countedBooking = and(eq(bookings.status, 'confirmed'), eq(classInstances.isCancelled, false));

/** A percentage with one decimal, null for none. */
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;

/** The rates of a row of counts (rates over every counted booking, unmarked included). */
export function figuresOf(counts: TAttendanceCounts): TAttendanceFigures {
  return {
    bookings: counts.booked,
    attended: counts.attended,
    noShow: counts.noShow,
    unmarked: counts.unmarked,
    attendanceRate: percent(counts.attended, counts.booked),
    noShowRate: percent(counts.noShow, counts.booked),
  };
}

/** One class instance's facts for the check-in screen, optionally locked for a change. */
export async function checkInClass(db: Executor, id: number, lock?: 'update' | 'share') {
  const query = db
    .select({
      id: classInstances.id,
      className: classNameSql,
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      endTime: classInstances.endTime,
      location: sql<string | null>`coalesce(${classInstances.location}, ${classSchedules.location})`,
      maxStudents: classInstances.maxStudents,
      isCancelled: classInstances.isCancelled,
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(eq(classInstances.id, id));
  const [row] = lock ? await query.for(lock, { of: classInstances }) : await query;
  return row && { ...row, startTime: toHhMm(row.startTime), endTime: toHhMm(row.endTime) };
}
export type CheckInClass = NonNullable<Awaited<ReturnType<typeof checkInClass>>>;

/** A class's confirmed bookings by student name (found at a glance at the door), then first booked. */
export function rosterStudents(db: Executor, classInstanceId: number) {
  return db
    .select({
      bookingId: bookings.id,
      studentId: bookings.studentId,
      studentName: students.name,
      studentEmail: students.email,
      attendance: bookings.attendance,
      isWalkIn: bookings.isWalkIn,
      overCapacity: bookings.overCapacity,
    })
    .from(bookings)
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(and(eq(bookings.classInstanceId, classInstanceId), eq(bookings.status, 'confirmed')))
    .orderBy(asc(sql`lower(${students.name})`), asc(bookings.id));
}

/** Whether any active booking of the class was marked a no-show (cancelling it would credit them). */
export async function hasNoShows(db: Executor, classInstanceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.classInstanceId, classInstanceId),
        eq(bookings.status, 'confirmed'),
        eq(bookings.attendance, 'no_show'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
