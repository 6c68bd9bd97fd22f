import { and, asc, between, eq, sql } from 'drizzle-orm';
import { zonedNow } from '../../../shared/dates';
import type { TAttendanceReport, TAttendanceReportInput } from '../../../shared/schemas/attendance';
import type { Db } from '../../db/client';
import { bookings, classInstances, classTypes } from '../../db/schema';
import {
  attendanceCountColumns,
  classHasEnded,
  countedBooking,
  figuresOf,
} from '../bookings/attendance.queries';
import { getSettings } from '../settings/settings.service';

const classCount = sql<number>`count(distinct ${classInstances.id})::int`.mapWith(Number);
const month = sql<string>`to_char(${classInstances.classDate}, 'YYYY-MM')`;

/**
 * Attendance and no-show rates over the classes of a period (studio days, both included): per class
 * type, per month and in all. Counted: confirmed bookings of classes that are not cancelled and have
 * ended by now; the rates are over all of them, unmarked ones included (decision 013). Aggregated in
 * SQL, reaching the bookings through the class-date index and the bookings' class index.
 */
export async function attendanceReport(
  db: Db,
  period: TAttendanceReportInput,
  now: Date = new Date(),
): Promise<TAttendanceReport> {
  const wallClock = zonedNow((await getSettings(db)).timezone, now);
  const where = and(
    between(classInstances.classDate, period.from, period.to),
    countedBooking,
    classHasEnded(wallClock),
  );
  const base = () =>
    db
      .select({ ...attendanceCountColumns, classes: classCount })
      .from(bookings)
      .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId));
  const [[totals], byType, byMonth] = await Promise.all([
    base().where(where),
    db
      .select({
        ...attendanceCountColumns,
        classes: classCount,
        classTypeId: classTypes.id,
        classTypeName: classTypes.name,
      })
      .from(bookings)
      .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
      .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
      .where(where)
      .groupBy(classTypes.id, classTypes.name)
      .orderBy(asc(classTypes.name), asc(classTypes.id)),
    db
      .select({ ...attendanceCountColumns, classes: classCount, month })
      .from(bookings)
      .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
      .where(where)
      .groupBy(month)
      .orderBy(month),
  ]);
  const none = { booked: 0, attended: 0, noShow: 0, unmarked: 0, classes: 0 };
  return {
    from: period.from,
    to: period.to,
    totals: { ...figuresOf(totals ?? none), classes: totals?.classes ?? 0 },
    byClassType: byType.map((r) => ({
      ...figuresOf(r),
      classTypeId: r.classTypeId,
      classTypeName: r.classTypeName,
      classes: r.classes,
    })),
    byMonth: byMonth.map((r) => ({ ...figuresOf(r), month: r.month, classes: r.classes })),
  };
}
