import { eq } from 'drizzle-orm';
import { toHhMm } from '../../shared/dates';
import type { Executor } from '../db/client';
import { classInstances, classSchedules, classTypes } from '../db/schema';
import type { EmailClass } from './templates/render';

/** A class as messages and rosters describe it. */
export type ClassFacts = EmailClass;

/**
 * One instance's facts for messages and rosters, optionally locking the instance row (for changes
 * that must not interleave, such as cancelling it).
 */
export async function instanceFacts(
  db: Executor,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<
  | (ClassFacts & {
      id: number;
      classScheduleId: number | null;
      maxStudents: number;
      isCancelled: boolean;
    })
  | undefined
> {
  const query = db
    .select({
      id: classInstances.id,
      classScheduleId: classInstances.classScheduleId,
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      endTime: classInstances.endTime,
      location: classInstances.location,
      maxStudents: classInstances.maxStudents,
      isCancelled: classInstances.isCancelled,
      customName: classInstances.customName,
      scheduleName: classSchedules.customName,
      typeName: classTypes.name,
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(eq(classInstances.id, id));
  const [row] = lock ? await query.for('update', { of: classInstances }) : await query;
  if (!row) return undefined;
  return {
    id: row.id,
    classScheduleId: row.classScheduleId,
    classDate: row.classDate,
    startTime: toHhMm(row.startTime),
    endTime: toHhMm(row.endTime),
    location: row.location,
    maxStudents: row.maxStudents,
    isCancelled: row.isCancelled,
    name: row.customName ?? row.scheduleName ?? row.typeName,
  };
}
