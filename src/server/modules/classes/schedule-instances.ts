import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, classInstances, students } from '../../db/schema';
import { clockNow } from '../../kernel/time/clock';

/** Reason stored on a class taken off the calendar because its schedule changed. */
export const REMOVED_FROM_SCHEDULE = 'Removed from the schedule';

export interface FollowUp {
  startTime?: string;
  endTime?: string;
  location?: string;
  maxStudents?: number;
  classTypeId?: number;
  priceCents?: number;
}

/**
 * Takes a schedule's future classes (dated today or later, not cancelled) that nobody is booked on
 * (confirmed or pending) off the calendar: deleted when no booking row refers to them, otherwise
 * (only cancelled bookings, whose money history must stay) marked cancelled. Booked classes remain.
 * With `exceptWeekday`, classes on that weekday are kept.
 */
export async function retireFutureInstances(
  db: Executor,
  scheduleId: number,
  today: string,
  exceptWeekday?: number,
): Promise<void> {
  const unbookedFuture = and(
    eq(classInstances.classScheduleId, scheduleId),
    gte(classInstances.classDate, today),
    eq(classInstances.isCancelled, false),
    exceptWeekday === undefined
      ? undefined
      : sql`extract(dow from ${classInstances.classDate})::int <> ${exceptWeekday}`,
    sql`not exists (select 1 from bookings b
                    where b.class_instance_id = ${classInstances.id} and b.status <> 'cancelled')`,
  );
  await db
    .delete(classInstances)
    .where(
      and(
        unbookedFuture,
        sql`not exists (select 1 from bookings b where b.class_instance_id = ${classInstances.id})`,
      ),
    );
  await db
    .update(classInstances)
    .set({ isCancelled: true, cancelledAt: clockNow(), cancellationReason: REMOVED_FROM_SCHEDULE })
    .where(unbookedFuture);
}

/** The schedule's classes from today on, not cancelled: those that follow its changes. */
const coming = (scheduleId: number, today: string): SQL =>
  and(
    eq(classInstances.classScheduleId, scheduleId),
    gte(classInstances.classDate, today),
    eq(classInstances.isCancelled, false),
  )!;

/**
 * The coming classes holding more confirmed bookings than `capacity`, each with who would be over:
 * the last to book (booking time, then booking id).
 */
export async function comingClassesOver(db: Executor, scheduleId: number, today: string, capacity: number) {
  const rows = await db
    .select({
      classInstanceId: classInstances.id,
      classDate: classInstances.classDate,
      name: students.name,
      place:
        sql<number>`row_number() over (partition by ${bookings.classInstanceId} order by ${bookings.bookedAt}, ${bookings.id})`.mapWith(
          Number,
        ),
      booked: sql<number>`count(*) over (partition by ${bookings.classInstanceId})`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(and(coming(scheduleId, today), eq(bookings.status, 'confirmed')))
    .orderBy(asc(classInstances.classDate), asc(bookings.bookedAt), asc(bookings.id));
  const over = new Map<number, { classDate: string; booked: number; overNames: string[] }>();
  for (const r of rows) {
    if (r.booked <= capacity || r.place <= capacity) continue;
    const entry = over.get(r.classInstanceId) ?? { classDate: r.classDate, booked: r.booked, overNames: [] };
    entry.overNames.push(r.name);
    over.set(r.classInstanceId, entry);
  }
  return [...over.values()];
}

/** Future, not cancelled classes of the schedule take the schedule's changed fields. */
export async function followSchedule(
  db: Executor,
  scheduleId: number,
  today: string,
  changes: FollowUp,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db
    .update(classInstances)
    .set({ ...set, updatedAt: clockNow() })
    .where(coming(scheduleId, today));
}
