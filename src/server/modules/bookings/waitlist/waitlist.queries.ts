import { and, asc, eq, sql } from 'drizzle-orm';
import { toHhMm } from '../../../../shared/dates';
import type { TClassWaitlist, TMyWaitlistEntry } from '../../../../shared/schemas/waitlist';
import type { Executor } from '../../../db/client';
import { classInstances, classSchedules, classTypes, students, waitlistEntries } from '../../../db/schema';
import { classNameSql } from '../../../kernel/class-name';
import { classStartInstant } from '../booking-rules';

const HOUR_MS = 3_600_000;

/** When a class's waitlist stops moving: `closeHours` before the class starts, in real time. */
export const waitlistClosesAt = (
  classDate: string,
  startTime: string,
  timeZone: string,
  closeHours: number,
): Date => new Date(classStartInstant(classDate, startTime, timeZone).getTime() - closeHours * HOUR_MS);

const waiting = (classInstanceId: number) =>
  and(eq(waitlistEntries.classInstanceId, classInstanceId), eq(waitlistEntries.status, 'waiting'));

/** The class's waiting students, first come first served (by id: the order they joined in). */
export function waitingQueue(db: Executor, classInstanceId: number) {
  return db
    .select({ id: waitlistEntries.id, studentId: waitlistEntries.studentId })
    .from(waitlistEntries)
    .where(waiting(classInstanceId))
    .orderBy(asc(waitlistEntries.id));
}

/** The administrator's view of one class's waitlist, in queue order. */
export async function classWaitlist(
  db: Executor,
  classInstanceId: number,
  clock: { timeZone: string; closeHours: number; now: Date },
): Promise<TClassWaitlist | undefined> {
  const [instance] = await db
    .select({
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      isCancelled: classInstances.isCancelled,
    })
    .from(classInstances)
    .where(eq(classInstances.id, classInstanceId));
  if (!instance) return undefined;
  const rows = await db
    .select({
      id: waitlistEntries.id,
      studentId: waitlistEntries.studentId,
      studentName: students.name,
      studentEmail: students.email,
      joinedAt: waitlistEntries.joinedAt,
    })
    .from(waitlistEntries)
    .innerJoin(students, eq(students.id, waitlistEntries.studentId))
    .where(waiting(classInstanceId))
    .orderBy(asc(waitlistEntries.id));
  const closesAt = waitlistClosesAt(instance.classDate, instance.startTime, clock.timeZone, clock.closeHours);
  return {
    classInstanceId,
    closesAt: closesAt.toISOString(),
    isClosed: instance.isCancelled || clock.now.getTime() >= closesAt.getTime(),
    entries: rows.map((r, i) => ({ ...r, position: i + 1, joinedAt: r.joinedAt.toISOString() })),
  };
}

/** A student's waiting places, soonest class first, each with its position in its queue. */
export async function myWaitlist(
  db: Executor,
  studentId: number,
  clock: { timeZone: string; closeHours: number },
  entryId?: number,
): Promise<TMyWaitlistEntry[]> {
  const ahead = sql<number>`(select count(*) from ${waitlistEntries} w
      where w.class_instance_id = ${waitlistEntries.classInstanceId} and w.status = 'waiting'
        and w.id <= ${waitlistEntries.id})::int`;
  const total = sql<number>`(select count(*) from ${waitlistEntries} w
      where w.class_instance_id = ${waitlistEntries.classInstanceId} and w.status = 'waiting')::int`;
  const rows = await db
    .select({
      id: waitlistEntries.id,
      classInstanceId: waitlistEntries.classInstanceId,
      className: classNameSql,
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      endTime: classInstances.endTime,
      location: classInstances.location,
      position: ahead,
      waitingCount: total,
      joinedAt: waitlistEntries.joinedAt,
    })
    .from(waitlistEntries)
    .innerJoin(classInstances, eq(classInstances.id, waitlistEntries.classInstanceId))
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(
      and(
        eq(waitlistEntries.studentId, studentId),
        eq(waitlistEntries.status, 'waiting'),
        entryId === undefined ? undefined : eq(waitlistEntries.id, entryId),
      ),
    )
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime));
  return rows.map((r) => ({
    ...r,
    startTime: toHhMm(r.startTime),
    endTime: toHhMm(r.endTime),
    position: Number(r.position),
    waitingCount: Number(r.waitingCount),
    joinedAt: r.joinedAt.toISOString(),
    closesAt: waitlistClosesAt(r.classDate, r.startTime, clock.timeZone, clock.closeHours).toISOString(),
  }));
}
