import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { TDashboardStats } from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { clockNow } from '../../kernel/clock';
import { executeRows } from '../classes/sql-rows';
import { signedAmount } from './balance.service';
import { overdueAndUpcoming, paidSince } from './payment-reports.queries';
import { studioPeriods } from './studio-periods';

/** Owed over every student: the sum of the balances above 0 (one balance, decision 029), and how many. */
async function owed(db: Executor) {
  const [row] = await executeRows<{ outstanding: string | number; owing: number }>(
    db,
    sql`
    select coalesce(sum(balance), 0)::bigint as outstanding, count(*)::int as owing
    from (
      select sum(${signedAmount}) as balance from ledger_entries
      where student_id in (select id from students where deleted_at is null)
      group by student_id
    ) b
    where balance > 0`,
  );
  return { outstandingCents: Number(row?.outstanding ?? 0), owing: Number(row?.owing ?? 0) };
}

/** GET /api/dashboard/stats: the dashboard's four cards, each aggregated in SQL. */
export async function dashboardStats(db: Executor, now: Date = clockNow()): Promise<TDashboardStats> {
  const { monthStart, terms } = await studioPeriods(db, now);
  const [[active], month, owing, due] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .where(and(eq(students.status, 'active'), isNull(students.deletedAt))),
    paidSince(db, monthStart),
    owed(db),
    overdueAndUpcoming(db, terms),
  ]);
  return {
    activeStudents: active?.n ?? 0,
    paidThisMonth: centsToDecimal(month.grossCents),
    paidThisMonthNet: centsToDecimal(month.netCents),
    paymentsThisMonth: month.count,
    outstanding: centsToDecimal(owing.outstandingCents),
    studentsOwing: owing.owing,
    upcoming: centsToDecimal(due.upcomingCents),
    overdue: centsToDecimal(due.overdueCents),
    studentsOverdue: due.overdueStudents,
  };
}
