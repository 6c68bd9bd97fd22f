import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { TDashboardStats } from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { clockNow } from '../../kernel/time/clock';
import { owedFigures, paidSince } from './payment-reports.queries';
import { studioPeriods } from './studio-periods';

/** GET /api/dashboard/stats: the dashboard's four cards, each aggregated in SQL. */
export async function dashboardStats(db: Executor, now: Date = clockNow()): Promise<TDashboardStats> {
  const { monthStart, terms } = await studioPeriods(db, now);
  const [[active], month, owed] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .where(and(eq(students.status, 'active'), isNull(students.deletedAt))),
    paidSince(db, monthStart),
    owedFigures(db, terms),
  ]);
  return {
    activeStudents: active?.n ?? 0,
    paidThisMonth: centsToDecimal(month.grossCents),
    paidThisMonthNet: centsToDecimal(month.netCents),
    paymentsThisMonth: month.count,
    outstanding: centsToDecimal(owed.outstandingCents),
    studentsOwing: owed.owing,
    upcoming: centsToDecimal(owed.upcomingCents),
    overdue: centsToDecimal(owed.overdueCents),
    studentsOverdue: owed.overdueStudents,
  };
}
