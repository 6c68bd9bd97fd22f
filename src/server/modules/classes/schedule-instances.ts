import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classInstances } from '../../db/schema';
import { clockNow } from '../../kernel/clock';

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
    .where(
      and(
        eq(classInstances.classScheduleId, scheduleId),
        gte(classInstances.classDate, today),
        eq(classInstances.isCancelled, false),
      ),
    );
}
