import { and, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { addDays, startOfMonth, zonedNow, zonedToInstant } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { TDashboardStats } from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { payments, students } from '../../db/schema';
import { executeRows } from '../classes/sql-rows';
import { getSettings } from '../settings/settings.service';

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
      select student_id,
             sum(case entry_type when 'charge' then amount_cents when 'payment_reversal' then amount_cents
                 when 'charge_reversal' then -amount_cents when 'payment' then -amount_cents
                 when 'credit_use' then -amount_cents else 0 end) as balance,
             coalesce(sum(case entry_type when 'payment' then amount_cents
                 when 'payment_reversal' then -amount_cents end), 0) as paid
      from ledger_entries
      join students s on s.id = ledger_entries.student_id and s.deleted_at is null
      group by student_id
    ),
    open_charges as (
      select le.student_id,
             min(le.occurred_at) filter (where le.entry_type = 'charge') as charged_at,
             min(le.id) filter (where le.entry_type = 'charge') as charge_id,
             sum(case le.entry_type when 'charge' then le.amount_cents else -le.amount_cents end) as net
      from ledger_entries le
      where le.entry_type in ('charge', 'charge_reversal', 'credit_use')
      group by le.student_id, coalesce(le.booking_id::bigint, -coalesce(le.reverses_entry_id, le.id))
    ),
    unpaid as (
      select o.student_id, o.charged_at,
             o.net - greatest(0, least(o.net, coalesce(p.paid, 0) - coalesce(sum(o.net) over (
               partition by o.student_id order by o.charged_at, o.charge_id
               rows between unbounded preceding and 1 preceding), 0))) as unpaid
      from open_charges o join per_student p on p.student_id = o.student_id
      where o.net > 0
    ),
    overdue as (
      select student_id, sum(unpaid) as amount from unpaid
      where unpaid > 0 and charged_at < ${dueBefore.toISOString()}::timestamptz
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
  const settings = await getSettings(db);
  const today = zonedNow(settings.timezone, now).date;
  const monthStart = zonedToInstant(startOfMonth(today), '00:00', settings.timezone);
  const dueBefore = zonedToInstant(addDays(today, -settings.paymentDueDays), '00:00', settings.timezone);
  const [[active], [month], owed] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .where(and(eq(students.status, 'active'), isNull(students.deletedAt))),
    db
      .select({
        gross: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
        net: sql<number>`coalesce(sum(${payments.netCents}), 0)`.mapWith(Number),
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(payments)
      .where(and(ne(payments.status, 'cancelled'), gte(payments.paymentDate, monthStart))),
    owedAndOverdue(db, dueBefore),
  ]);
  return {
    activeStudents: active?.n ?? 0,
    paidThisMonth: centsToDecimal(month?.gross ?? 0),
    paidThisMonthNet: centsToDecimal(month?.net ?? 0),
    paymentsThisMonth: month?.n ?? 0,
    outstanding: centsToDecimal(owed.outstandingCents),
    studentsOwing: owed.owing,
    overdue: centsToDecimal(owed.overdueCents),
    studentsOverdue: owed.overdueStudents,
  };
}
