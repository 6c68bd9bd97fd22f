import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { toHhMm } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { TClassSchedule } from '../../../shared/schemas/classes/schedules';
import type { Executor } from '../../db/client';
import { classInstances, classSchedules, classTypes } from '../../db/schema';
import { toClassType } from './mappers';

/**
 * Schedules with their class type and their next upcoming (dated today or later, not cancelled)
 * instance and its confirmed count: one query, whatever the number of schedules.
 */
export async function findSchedules(
  db: Executor,
  today: string,
  where: SQL | undefined,
): Promise<TClassSchedule[]> {
  const next = db
    .select({ id: classInstances.id, classDate: classInstances.classDate })
    .from(classInstances)
    .where(
      and(
        eq(classInstances.classScheduleId, classSchedules.id),
        gte(classInstances.classDate, today),
        eq(classInstances.isCancelled, false),
      ),
    )
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime))
    .limit(1)
    .as('next_instance');
  const rows = await db
    .select({
      schedule: classSchedules,
      type: classTypes,
      nextId: next.id,
      nextDate: next.classDate,
      enrollmentCount: sql<number>`coalesce((select count(*)::int from bookings b
        where b.class_instance_id = ${next.id} and b.status = 'confirmed'), 0)`,
    })
    .from(classSchedules)
    .innerJoin(classTypes, eq(classTypes.id, classSchedules.classTypeId))
    .leftJoinLateral(next, sql`true`)
    .where(where)
    .orderBy(asc(classSchedules.dayOfWeek), asc(classSchedules.startTime), asc(classSchedules.id));
  return rows.map(({ schedule: s, type, nextId, nextDate, enrollmentCount }) => ({
    id: s.id,
    classTypeId: s.classTypeId,
    customName: s.customName,
    displayName: s.customName ?? type.name,
    description: s.description,
    dayOfWeek: s.dayOfWeek,
    startTime: toHhMm(s.startTime),
    endTime: toHhMm(s.endTime),
    location: s.location,
    maxStudents: s.maxStudents,
    isRecurring: s.isRecurring,
    isActive: s.isActive,
    price: centsToDecimal(type.priceCents),
    classType: toClassType(type),
    nextClassDate: nextDate ?? null,
    nextInstanceId: nextId ?? null,
    enrollmentCount: Number(enrollmentCount),
  }));
}

export const schedulesOpenToStudents = and(eq(classSchedules.isActive, true), eq(classTypes.isActive, true));
