import { sql } from 'drizzle-orm';
import { endOfMonth } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { TMonthlyReport } from '../../../shared/schemas/reports';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { getSettings } from '../../kernel/settings/read';
import { executeRows } from '../../kernel/sql-rows';
import { ledgerWhere } from '../billing/ledger.queries';

/**
 * GET /api/reports/monthly?month=YYYY-MM: per student, the classes they took that month (charged,
 * not reversed, by class date) and the payments received that studio month (the Payment Ledger's
 * payments of those days) with the tax recorded with them (decision 028), summed in SQL.
 */
export async function monthlyReport(db: Executor, month: string): Promise<TMonthlyReport> {
  const { timezone } = await getSettings(db);
  const from = `${month}-01`;
  const to = endOfMonth(from);
  const rows = await executeRows<{
    id: number;
    name: string;
    classes: number;
    paid: string | number;
    tax: string | number;
  }>(
    db,
    sql`
    with paid as (
      select ${payments.studentId} as student_id, sum(${payments.amountCents})::bigint as cents,
             sum(${payments.taxCents})::bigint as tax
      from ${payments}
      where ${ledgerWhere({ startDate: from, endDate: to }, timezone)}
      group by 1
    ),
    classes as (
      select b.student_id, count(*) as n
      from bookings b join class_instances ci on ci.id = b.class_instance_id
      where ci.class_date between ${from}::date and ${to}::date
        and exists (select 1 from ledger_entries le where le.booking_id = b.id and le.entry_type = 'charge')
        and not exists (select 1 from ledger_entries le where le.booking_id = b.id and le.entry_type = 'charge_reversal')
      group by b.student_id
    )
    select s.id, s.name, coalesce(c.n, 0)::int as classes, coalesce(p.cents, 0) as paid, coalesce(p.tax, 0) as tax
    from students s
    left join paid p on p.student_id = s.id
    left join classes c on c.student_id = s.id
    where p.student_id is not null or c.student_id is not null
    order by coalesce(p.cents, 0) desc, lower(s.name), s.id`,
  );
  let total = 0;
  let tax = 0;
  const paymentsByStudent = rows.map((r) => {
    const cents = Number(r.paid);
    const t = Number(r.tax);
    total += cents;
    tax += t;
    return {
      studentId: Number(r.id),
      studentName: r.name,
      classCount: Number(r.classes),
      totalAmount: centsToDecimal(cents),
      gstAmount: centsToDecimal(t),
    };
  });
  return {
    month,
    paymentsByStudent,
    totalAmount: centsToDecimal(total),
    gstAmount: centsToDecimal(tax),
    netAmount: centsToDecimal(total - tax),
  };
}
