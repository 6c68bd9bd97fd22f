import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { TDashboardStats } from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { executeRows } from '../classes/sql-rows';
import { allocatedCtes } from './allocation';
import { signedAmount } from './balance.service';
import { paidSince, studioPeriods } from './payment-reports.queries';

/**
 * Owed and overdue per student in one pass over the ledger: each student's balance (floored at 0) and,
 * with payments poured over charges oldest first (decision 002), the unpaid part of charges made
 * before `dueBefore`.
 */
async function owedAndOverdue(db: Executor, dueBefore: Date) {
  const [row] = await executeRows<{
    outstanding: number;
    owing: number;
    overdue: number;
    overdue_students: number;
  }>(
    db,
    sql`
    with per_student as (
      select student_id, sum(${signedAmount}) as balance
      from ledger_entries
      join students s on s.id = ledger_entries.student_id and s.deleted_at is null
      group by student_id
    ),
    ${allocatedCtes(sql`select student_id from per_student`)},
    overdue as (
      select student_id, sum(net - paid) as amount from allocated
      where net > paid and charged_at < ${dueBefore.toISOString()}::timestamptz
      group by student_id
    )
    select coalesce((select sum(greatest(balance, 0)) from per_student), 0)::bigint as outstanding,
           (select count(*) from per_student where balance > 0)::int as owing,
           coalesce((select sum(amount) from overdue), 0)::bigint as overdue,
           (select count(*) from overdue)::int as overdue_students`,
  );
  return {
    outstandingCents: Number(row?.outstanding ?? 0),
    owing: Number(row?.owing ?? 0),
    overdueCents: Number(row?.overdue ?? 0),
    overdueStudents: Number(row?.overdue_students ?? 0),
  };
}

/** GET /api/dashboard/stats: the dashboard's four cards, each aggregated in SQL. */
export async function dashboardStats(db: Executor, now: Date = new Date()): Promise<TDashboardStats> {
  const { monthStart, dueBefore } = await studioPeriods(db, now);
  const [[active], month, owed] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .where(and(eq(students.status, 'active'), isNull(students.deletedAt))),
    paidSince(db, monthStart),
    owedAndOverdue(db, dueBefore),
  ]);
  return {
    activeStudents: active?.n ?? 0,
    paidThisMonth: centsToDecimal(month.grossCents),
    paidThisMonthNet: centsToDecimal(month.netCents),
    paymentsThisMonth: month.count,
    outstanding: centsToDecimal(owed.outstandingCents),
    studentsOwing: owed.owing,
    overdue: centsToDecimal(owed.overdueCents),
    studentsOverdue: owed.overdueStudents,
  };
}
