import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { minutesOf, toHhMm } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { TClassInstance, TClassWindow } from '../../../shared/schemas/classes/instances';
import type { Executor } from '../../db/client';
import { bookings, classInstances, classSchedules, classTypes } from '../../db/schema';
import { describeClass, toClassType } from './mappers';

/** Confirmed bookings of the outer row's instance, counted in the database (no N+1). */
export const confirmedCount = sql<number>`(select count(*)::int from ${bookings}
  where ${bookings.classInstanceId} = ${classInstances.id} and ${bookings.status} = 'confirmed')`;

/** What students may see: classes of active types whose schedule (if any) is active. */
export const openToStudents = sql`(${classTypes.isActive} and (${classSchedules.id} is null or ${classSchedules.isActive}))`;

/**
 * The one query every instance read goes through: instances with their class type, their schedule and
 * their enrolment count, in date and time order. Exported so a benchmark can run the same SQL.
 */
export function instancesQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({
      instance: {
        id: classInstances.id,
        classScheduleId: classInstances.classScheduleId,
        classTypeId: classInstances.classTypeId,
        classDate: classInstances.classDate,
        startTime: classInstances.startTime,
        endTime: classInstances.endTime,
        location: classInstances.location,
        customName: classInstances.customName,
        notes: classInstances.notes,
        maxStudents: classInstances.maxStudents,
        priceCents: classInstances.priceCents,
        isCancelled: classInstances.isCancelled,
        cancellationReason: classInstances.cancellationReason,
      },
      type: {
        id: classTypes.id,
        name: classTypes.name,
        description: classTypes.description,
        durationMinutes: classTypes.durationMinutes,
        priceCents: classTypes.priceCents,
        isActive: classTypes.isActive,
      },
      scheduleCustomName: classSchedules.customName,
      scheduleLocation: classSchedules.location,
      scheduleDescription: classSchedules.description,
      enrollmentCount: confirmedCount,
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(where)
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime), asc(classInstances.id));
}

type InstanceRow = Awaited<ReturnType<typeof instancesQuery>>[number];

export function toClassInstance(row: InstanceRow): TClassInstance {
  const { instance: i, type } = row;
  const startTime = toHhMm(i.startTime);
  const endTime = toHhMm(i.endTime);
  return {
    id: i.id,
    classScheduleId: i.classScheduleId,
    classTypeId: i.classTypeId,
    classDate: i.classDate,
    startTime,
    endTime,
    duration: minutesOf(endTime) - minutesOf(startTime),
    location: i.location,
    customName: i.customName,
    name: i.customName ?? row.scheduleCustomName ?? type.name,
    description: describeClass(row.scheduleDescription ?? type.description),
    notes: i.notes,
    maxStudents: i.maxStudents,
    enrollmentCount: Number(row.enrollmentCount),
    price: centsToDecimal(i.priceCents),
    isCancelled: i.isCancelled,
    cancellationReason: i.cancellationReason,
    isSingle: i.classScheduleId === null,
  };
}

/** The classes, with each class type and schedule they refer to once. */
export function toClassWindow(rows: InstanceRow[]): TClassWindow {
  const classTypes = new Map<number, TClassWindow['classTypes'][number]>();
  const schedules = new Map<number, TClassWindow['schedules'][number]>();
  const instances = rows.map((row) => {
    if (!classTypes.has(row.type.id)) classTypes.set(row.type.id, toClassType(row.type));
    const scheduleId = row.instance.classScheduleId;
    if (scheduleId !== null && !schedules.has(scheduleId)) {
      schedules.set(scheduleId, {
        id: scheduleId,
        customName: row.scheduleCustomName,
        location: row.scheduleLocation ?? '',
      });
    }
    return toClassInstance(row);
  });
  return { instances, classTypes: [...classTypes.values()], schedules: [...schedules.values()] };
}

export async function findWindow(db: Executor, where: SQL | undefined): Promise<TClassWindow> {
  return toClassWindow(await instancesQuery(db, where));
}

export async function findInstance(
  db: Executor,
  id: number,
  where?: SQL,
): Promise<TClassInstance | undefined> {
  const [row] = await instancesQuery(db, and(eq(classInstances.id, id), where));
  return row ? toClassInstance(row) : undefined;
}
