import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, classInstances, classSchedules, classTypes } from '../../db/schema';
import type { StudioTaxes } from '../../kernel/settings/taxes';
import { materialiseWindow } from '../classes/materialise';
import { type BookedClass, bookClass } from './bookings.service';

/** A class a bookings file can name: by its day, its start (HH:MM) and any of its names. */
export interface ImportableClass {
  id: number;
  classDate: string;
  startTime: string;
  /** Lower-case: the class type's name, the schedule's and the class's own. */
  names: string[];
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
    .where(and(gte(classInstances.classDate, window.from), lte(classInstances.classDate, window.to)));
  return rows.map((r) => ({
    id: r.id,
    classDate: r.classDate,
    startTime: r.startTime,
    names: [r.typeName, r.scheduleName, r.customName].flatMap((n) => (n ? [n.trim().toLowerCase()] : [])),
    isCancelled: r.isCancelled,
  }));
}

/** The confirmed bookings of these students in these classes, as "student class". */
export async function confirmedBookingsOf(
  db: Executor,
  studentIds: number[],
  classIds: number[],
): Promise<Set<string>> {
  if (studentIds.length === 0 || classIds.length === 0) return new Set();
  const rows = await db
    .select({ studentId: bookings.studentId, classId: bookings.classInstanceId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.studentId, studentIds),
        inArray(bookings.classInstanceId, classIds),
        eq(bookings.status, 'confirmed'),
      ),
    );
  return new Set(rows.map((r) => `${r.studentId} ${r.classId}`));
}

/**
 * A booking brought from the previous software (decision 040), made as an administrator's booking is:
 * the class's capacity holds and a class that has started is refused, with the booking rules' own
 * messages. It was paid there: an imported pack covering the class keeps the classes left its file
 * gave, a membership covers it as any booking, and otherwise it costs nothing here. No e-mail is sent.
 * In a savepoint, so a refused row leaves the batch's transaction usable.
 */
export async function bookImported(
  tx: Executor,
  b: {
    studentId: number;
    classInstanceId: number;
    adminId: number;
    taxes: StudioTaxes;
    now: Date;
    timeZone: string;
  },
): Promise<BookedClass> {
  return tx.transaction((savepoint) =>
    bookClass(savepoint, {
      studentId: b.studentId,
      classInstanceId: b.classInstanceId,
      allowOverCapacity: false,
      bookedByAdminId: b.adminId,
      bookedAt: b.now,
      notStarted: { now: b.now, timeZone: b.timeZone },
      taxes: b.taxes,
      imported: true,
    }),
  );
}
