import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classInstances, classSchedules, classTypes } from '../../db/schema';
import { materialiseWindow } from './materialise';

/** A class a bookings file can name: by its day, its start (HH:MM) and any of its names. */
export interface ImportableClass {
  id: number;
  classDate: string;
  startTime: string;
  /** Lower-case: the class type's name, the schedule's and the class's own. */
  names: string[];
  /** As the calendar shows it: its own name, else its schedule's, else its type's. */
  shownAs: string;
  isCancelled: boolean;
}

/**
 * The classes from `from` to `to` (studio days), the weekly ones made first as the calendar makes them,
 * so a file can name a class nobody has opened on the calendar yet.
 */
export async function importableClasses(
  db: Executor,
  window: { from: string; to: string; timeZone: string },
): Promise<ImportableClass[]> {
  await materialiseWindow(db, window);
  const rows = await db
    .select({
      id: classInstances.id,
      classDate: classInstances.classDate,
      startTime: sql<string>`to_char(${classInstances.startTime}, 'HH24:MI')`,
      typeName: classTypes.name,
      scheduleName: classSchedules.customName,
      customName: classInstances.customName,
      isCancelled: classInstances.isCancelled,
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(and(gte(classInstances.classDate, window.from), lte(classInstances.classDate, window.to)))
    .orderBy(classInstances.classDate, classInstances.startTime, classInstances.id);
  return rows.map((r) => ({
    id: r.id,
    classDate: r.classDate,
    startTime: r.startTime,
    names: [r.typeName, r.scheduleName, r.customName].flatMap((n) => (n ? [n.trim().toLowerCase()] : [])),
    shownAs: r.customName ?? r.scheduleName ?? r.typeName,
    isCancelled: r.isCancelled,
  }));
}
