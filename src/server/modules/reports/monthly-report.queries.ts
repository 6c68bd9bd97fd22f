import { sql } from 'drizzle-orm';
import { addDays, endOfMonth, zonedToInstant } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { TMonthlyReport } from '../../../shared/schemas/reports';
import { computeTax } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { executeRows } from '../classes/sql-rows';
import { getSettings, getStudioTaxes } from '../settings/settings.service';

/**
 * GET /api/reports/monthly?month=YYYY-MM: per student, the classes they took that month (charged,
 * not reversed, by class date) and the payments received that studio month, summed in SQL; the tax
 * inside what was paid uses the taxes in force that month (prices include tax).
 */
export async function monthlyReport(db: Executor, month: string): Promise<TMonthlyReport> {
  const { timezone } = await getSettings(db);
  const from = `${month}-01`;
  const to = endOfMonth(from);
  const start = zonedToInstant(from, '00:00', timezone).toISOString();
  const end = zonedToInstant(addDays(to, 1), '00:00', timezone).toISOString();
  const rows = await executeRows<{ id: number; name: string; classes: number; paid: string | number }>(
    db,
    sql`
    with paid as (
      select student_id, sum(amount_cents) as cents from payments
      where status <> 'cancelled' and payment_date >= ${start}::timestamptz and payment_date < ${end}::timestamptz
      group by student_id
    ),
    classes as (
      select b.student_id, count(*) as n
      from bookings b join class_instances ci on ci.id = b.class_instance_id
      where ci.class_date between ${from}::date and ${to}::date
        and exists (select 1 from ledger_entries le where le.booking_id = b.id and le.entry_type = 'charge')
        and not exists (select 1 from ledger_entries le where le.booking_id = b.id and le.entry_type = 'charge_reversal')
      group by b.student_id
    )
    select s.id, s.name, coalesce(c.n, 0)::int as classes, coalesce(p.cents, 0) as paid
    from students s
    left join paid p on p.student_id = s.id
    left join classes c on c.student_id = s.id
    where p.student_id is not null or c.student_id is not null
    order by coalesce(p.cents, 0) desc, lower(s.name), s.id`,
  );
  const taxes = (await getStudioTaxes(db, from)).taxes;
  let total = 0;
  let tax = 0;
  const paymentsByStudent = rows.map((r) => {
    const cents = Number(r.paid);
    const t = computeTax(cents, taxes, { inclusive: true }).taxCents;
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
