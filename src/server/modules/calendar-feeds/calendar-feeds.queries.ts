import { and, asc, between, eq, gte, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, classCancellations, classInstances, classSchedules, classTypes } from '../../db/schema';
import { classNameSql } from '../../kernel/class-name';
import { confirmedCount } from '../classes/instances.queries';

const location = sql<string | null>`coalesce(${classInstances.location}, ${classSchedules.location})`;

const bookingColumns = {
  id: bookings.id,
  studentId: bookings.studentId,
  status: bookings.status,
  bookedAt: bookings.bookedAt,
  updatedAt: bookings.updatedAt,
  cancellationReason: bookings.cancellationReason,
  instanceId: classInstances.id,
  classDate: classInstances.classDate,
  startTime: classInstances.startTime,
  endTime: classInstances.endTime,
  location,
  className: classNameSql,
  classCancelled: classInstances.isCancelled,
  classCancellationReason: classInstances.cancellationReason,
  instanceUpdatedAt: classInstances.updatedAt,
};

function bookingsWithClass(db: Executor, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(where)
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime), asc(bookings.id));
}

export type BookingEventRow = Awaited<ReturnType<typeof bookingsWithClass>>[number];

/**
 * A student's bookings of classes from `from` on. A cancelled booking stays (marked cancelled) unless
 * the student has booked the same class again: then the live booking is the class's one event.
 */
export function studentFeedRows(db: Executor, studentId: number, from: string) {
  return bookingsWithClass(
    db,
    and(
      eq(bookings.studentId, studentId),
      gte(classInstances.classDate, from),
      sql`(${bookings.status} <> 'cancelled' or not exists (
        select 1 from ${bookings} live
        where live.student_id = ${bookings.studentId} and live.class_instance_id = ${bookings.classInstanceId}
          and live.status <> 'cancelled'))`,
    ),
  );
}

export async function bookingEventRow(db: Executor, bookingId: number): Promise<BookingEventRow | undefined> {
  const [row] = await bookingsWithClass(db, eq(bookings.id, bookingId));
  return row;
}

/**
 * The slot a moved class leaves behind so its schedule does not bring it back: cancelled, never
 * booked, never cancelled as a class. It was never a class anyone saw, so no feed lists it.
 */
const movedClassPlaceholder = sql`(${classInstances.isCancelled}
  and not exists (select 1 from ${bookings} where ${bookings.classInstanceId} = ${classInstances.id})
  and not exists (select 1 from ${classCancellations}
                  where ${classCancellations.classInstanceId} = ${classInstances.id}))`;

/** Every class in [from, to] with its confirmed count; revised when it or one of its bookings changed. */
export function adminFeedRows(db: Executor, from: string, to: string) {
  return db
    .select({
      id: classInstances.id,
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      endTime: classInstances.endTime,
      location,
      className: classNameSql,
      notes: classInstances.notes,
      maxStudents: classInstances.maxStudents,
      booked: confirmedCount,
      isCancelled: classInstances.isCancelled,
      cancellationReason: classInstances.cancellationReason,
      createdAt: classInstances.createdAt,
      /** Seconds since the epoch: both drivers hand back a plain number. */
      revisedEpoch: sql<number>`extract(epoch from greatest(${classInstances.updatedAt},
        (select max(${bookings.updatedAt}) from ${bookings}
         where ${bookings.classInstanceId} = ${classInstances.id})))::float8`.mapWith(Number),
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(and(between(classInstances.classDate, from, to), not(movedClassPlaceholder)))
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime), asc(classInstances.id));
}

export type ClassEventRow = Awaited<ReturnType<typeof adminFeedRows>>[number];
