import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { TAttendanceReport, TAttendanceReportInput } from '../../../shared/schemas/attendance';
import type { Db } from '../../db/client';
import { bookings, classInstances, classTypes } from '../../db/schema';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import {
  attendanceCountColumns,
  classHasEnded,
  countedBooking,
  figuresOf,
} from '../bookings/attendance.queries';

const classCount = sql<number>`count(distinct ${classInstances.id})::int`.mapWith(Number);
const month = sql<string>`to_char(${classInstances.classDate}, 'YYYY-MM')`;

/**
 * The report's three aggregates over the classes of a period (studio days, both included) that have
 * ended by `wallClock`: in all, per class type and per month. Built, not run, so the benchmark can
 * EXPLAIN them. Counted: confirmed bookings of classes that are not cancelled (decision 013).
 */
export function attendanceReportQueries(
  db: Db,
  period: TAttendanceReportInput,
  wallClock: { date: string; time: string },
) {
  const where = and(
    between(classInstances.classDate, period.from, period.to),
    countedBooking,
    classHasEnded(wallClock),
  );
  const counts = { ...attendanceCountColumns, classes: classCount };
  const byClass = eq(classInstances.id, bookings.classInstanceId);
  const byType = eq(classTypes.id, classInstances.classTypeId);
  return {
    totals: db.select(counts).from(bookings).innerJoin(classInstances, byClass).where(where),
    byType: db
      .select({ ...counts, classTypeId: classTypes.id, classTypeName: classTypes.name })
      .from(bookings)
      .innerJoin(classInstances, byClass)
      .innerJoin(classTypes, byType)
      .where(where)
      .groupBy(classTypes.id, classTypes.name)
      .orderBy(asc(classTypes.name), asc(classTypes.id)),
    byMonth: db
      .select({ ...counts, month })
      .from(bookings)
      .innerJoin(classInstances, byClass)
      .where(where)
      .groupBy(month)
      .orderBy(month),
  };
}

/**
 * Attendance and no-show rates per class type, per month and in all; the rates are over every counted
 * booking of an ended class, unmarked ones included (decision 013). Aggregated in SQL, reaching the
 * bookings through the class-date index and the bookings' class index.
 */
export async function attendanceReport(
  db: Db,
  period: TAttendanceReportInput,
  now: Date = clockNow(),
): Promise<TAttendanceReport> {
  const wallClock = studioWallClock((await getSettings(db)).timezone, now);
  const queries = attendanceReportQueries(db, period, wallClock);
  const [[totals], byType, byMonth] = await Promise.all([queries.totals, queries.byType, queries.byMonth]);
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
