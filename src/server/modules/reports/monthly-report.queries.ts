import { sql } from 'drizzle-orm';
import { addDays, endOfMonth } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import type { TMonthlyReport } from '../../../shared/schemas/reports';
import { computeTax } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { studioDateSql, studioDayStart } from '../../kernel/studio-time';
import { ledgerWhere } from '../billing/ledger.queries';
import { executeRows } from '../classes/sql-rows';
import type { StudioTaxes } from '../settings/tax-settings';
import { studioTaxCalendar } from './studio-tax-calendar';

/**
 * The days of the month on which the studio's taxes change (the first day always starts one): a
 * month usually has one span; a month with a rate change (Nova Scotia, April 2025) has two.
 */
function taxSpans(from: string, to: string, taxesOn: (day: string) => StudioTaxes['taxes']): string[] {
  const starts = [from];
  let previous = JSON.stringify(taxesOn(from));
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    const current = JSON.stringify(taxesOn(day));
    if (current !== previous) starts.push(day);
    previous = current;
  }
  return starts;
}

/**
 * GET /api/reports/monthly?month=YYYY-MM: per student, the classes they took that month (charged,
 * not reversed, by class date) and the payments received that studio month (the Payment Ledger's
 * payments of those days), summed in SQL per span of days with the same taxes; the tax inside what was
 * paid is split out with the taxes of each span (prices include tax), rounded once per student and span.
 */
export async function monthlyReport(db: Executor, month: string): Promise<TMonthlyReport> {
  const calendar = await studioTaxCalendar(db);
  const timezone = calendar.settings.timezone;
  const from = `${month}-01`;
  const to = endOfMonth(from);
  const taxesOn = (day: string) => calendar.on(day).taxes;
  const spans = taxSpans(from, to, taxesOn);
  const day = studioDateSql(payments.paymentDate, timezone, {
    from: studioDayStart(timezone, from),
    to: studioDayStart(timezone, addDays(to, 1)),
  });
  const span = sql.join(
    spans.map((start, i) => sql`when ${day} >= ${start}::date then ${sql.raw(String(i))}`).reverse(),
    sql` `,
  );
  const rows = await executeRows<{
    id: number;
    name: string;
    classes: number;
    paid: string | number;
    spans: string | null;
  }>(
    db,
    sql`
    with paid_span as (
      select ${payments.studentId} as student_id, (case ${span} else 0 end) as span,
             sum(${payments.amountCents})::bigint as cents
      from ${payments}
      where ${ledgerWhere({ startDate: from, endDate: to }, timezone)}
      group by 1, 2
    ),
    paid as (
      select student_id, sum(cents) as cents, string_agg(span || ':' || cents, ',') as spans
      from paid_span group by student_id
    ),
    classes as (
      select b.student_id, count(*) as n
      from bookings b join class_instances ci on ci.id = b.class_instance_id
      where ci.class_date between ${from}::date and ${to}::date
        and exists (select 1 from ledger_entries le where le.booking_id = b.id and le.entry_type = 'charge')
        and not exists (select 1 from ledger_entries le where le.booking_id = b.id and le.entry_type = 'charge_reversal')
      group by b.student_id
    )
    select s.id, s.name, coalesce(c.n, 0)::int as classes, coalesce(p.cents, 0) as paid, p.spans
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
    let t = 0;
    for (const part of r.spans ? r.spans.split(',') : []) {
      const [index, amount] = part.split(':');
      t += computeTax(Number(amount), taxesOn(spans[Number(index)]!), { inclusive: true }).taxCents;
    }
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
