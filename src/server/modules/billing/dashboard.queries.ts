import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { TDashboardStats } from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { clockNow } from '../../kernel/clock';
import { executeRows } from '../classes/sql-rows';
import { paidSince, studioPeriods } from './payment-reports.queries';

/** A charge (+), its reversals and the credits used on it (−), as SQL over an aliased ledger_entries. */
const chargedCents = (le: string) =>
  sql.raw(
    `case ${le}.entry_type when 'charge' then ${le}.amount_cents when 'charge_reversal' then -${le}.amount_cents when 'credit_use' then -${le}.amount_cents else 0 end`,
  );

/**
 * Owed and overdue over every student in one pass over the ledger. Payments and the credit a student
 * holds (lots granted, less voided and used) pay the oldest charges first (decision 002, allocation.ts), and every charge made before `dueBefore` is older than every charge after it,
 * so a student's overdue part is max(0, what those older charges still come to − everything paid):
 * the figure the allocation gives charge by charge (GET /api/payments/overdue), without ordering or
 * grouping the charges. A reversal or a credit used belongs to its charge, which is never younger
 * than it: those made before the cutoff count as old, and only later ones look up their charge.
 */
async function owedAndOverdue(db: Executor, dueBefore: Date) {
  const due = sql`${dueBefore.toISOString()}::timestamptz`;
  const [row] = await executeRows<{
    outstanding: number;
    owing: number;
    overdue: number;
    overdue_students: number;
  }>(
    db,
    sql`
    with sums as (
      select le.student_id,
             sum(${chargedCents('le')}) as charged,
             sum(${chargedCents('le')}) filter (where le.occurred_at < ${due}) as old_charged,
             sum(case le.entry_type when 'payment' then le.amount_cents when 'credit' then le.amount_cents
                   when 'payment_reversal' then -le.amount_cents when 'credit_void' then -le.amount_cents
                   when 'credit_use' then -le.amount_cents else 0 end) as paid
      from ledger_entries le
      group by le.student_id
    ),
    late_adjustments as (
      select a.student_id, sum(a.amount_cents) as amount
      from ledger_entries a
      where a.entry_type in ('charge_reversal', 'credit_use') and a.occurred_at >= ${due}
        and exists (
          select 1 from ledger_entries c
          where c.entry_type = 'charge' and c.student_id = a.student_id and c.occurred_at < ${due}
            and (c.booking_id = a.booking_id or c.id = a.reverses_entry_id))
      group by a.student_id
    ),
    per_student as (
      select s.charged - s.paid as owed,
             coalesce(s.old_charged, 0) - coalesce(l.amount, 0) - s.paid as overdue
      from sums s
      join students st on st.id = s.student_id and st.deleted_at is null
      left join late_adjustments l on l.student_id = s.student_id
    )
    select coalesce(sum(owed) filter (where owed > 0), 0)::bigint as outstanding,
           (count(*) filter (where owed > 0))::int as owing,
           coalesce(sum(overdue) filter (where overdue > 0), 0)::bigint as overdue,
           (count(*) filter (where overdue > 0))::int as overdue_students
    from per_student`,
  );
  return {
    outstandingCents: Number(row?.outstanding ?? 0),
    owing: Number(row?.owing ?? 0),
    overdueCents: Number(row?.overdue ?? 0),
    overdueStudents: Number(row?.overdue_students ?? 0),
  };
}

/** GET /api/dashboard/stats: the dashboard's four cards, each aggregated in SQL. */
export async function dashboardStats(db: Executor, now: Date = clockNow()): Promise<TDashboardStats> {
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
