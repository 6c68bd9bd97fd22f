import { sql } from 'drizzle-orm';
import { addDays, addMonths, endOfMonth } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import { paymentMethodLabel } from '../../../shared/payment-methods';
import {
  BREAKDOWN_MONTHS,
  type TFinancialReport,
  type TFinancialReportInput,
  TOP_STUDENTS,
} from '../../../shared/schemas/reports';
import { describeTax, formatRatePercent, type TaxKind } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { getSettingsAndTaxes } from '../../kernel/settings/read';
import { executeRows } from '../../kernel/sql-rows';
import { clockNow } from '../../kernel/time/clock';
import { studioDateSql, studioDayStart } from '../../kernel/time/studio-time';
import { countedPayment, ledgerWhere, paymentCount } from '../billing/ledger.queries';
import { type DayTax, daysByMonth, type TaxTotal, totalsOf } from './received-by-day';

/** "YYYY-MM" of the `count` months ending with the month of `day`, oldest first. */
export const monthsEnding = (day: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addMonths(day, i - count + 1).slice(0, 7));

/**
 * Money received per studio day from `from` to `to`, both included, and the tax recorded with it: the
 * payments the Payment Ledger counts over the same days (`ledgerWhere`), so the report's gross is the
 * ledger's Total Revenue.
 */
async function dailyTotals(db: Executor, from: string, to: string, timeZone: string): Promise<DayTax[]> {
  const rows = await executeRows<{ day: string; cents: string | number; tax: string | number; n: number }>(
    db,
    // Grouped by the date and only then made text: grouping 300,000 rows by text sorts them on disk.
    sql`
    select day::text as day, cents, tax, n from (
      select ${studioDateSql(payments.paymentDate, timeZone, {
        from: studioDayStart(timeZone, from),
        to: studioDayStart(timeZone, addDays(to, 1)),
      })} as day,
             sum(${payments.amountCents})::bigint as cents, sum(${payments.taxCents})::bigint as tax,
             ${paymentCount()}::int as n
      from ${payments}
      where ${ledgerWhere({ startDate: from, endDate: to }, timeZone)}
      group by 1
    ) d order by d.day`,
  );
  return rows.map((r) => ({
    day: r.day,
    grossCents: Number(r.cents),
    taxCents: Number(r.tax),
    payments: Number(r.n),
  }));
}

const HOUR_MS = 3_600_000;
/** An instant as the UTC wall-clock timestamp `tax_received_hourly.hour` is keyed by. */
const utcStamp = (at: Date) => sql`(${at.toISOString()}::timestamptz at time zone 'UTC')`;
const paidBetween = (from: Date, to: Date) =>
  sql`(${payments.paymentDate} >= ${from.toISOString()}::timestamptz and ${payments.paymentDate} < ${to.toISOString()}::timestamptz)`;

/**
 * The tax recorded with the period's payments, per tax and rate (decision 028), in the order each was
 * first received: a rate that changed in the period shows both rates on its tax. Whole UTC hours come
 * from the hourly sums the database keeps (decision 032); what is left at either end — a studio day
 * that does not start on a UTC hour, and the hour under way, whose later payments do not count yet —
 * from the payments' own tax lines.
 */
async function recordedTaxes(db: Executor, from: string, to: string, timeZone: string): Promise<TaxTotal[]> {
  const start = studioDayStart(timeZone, from);
  const now = clockNow();
  const dayAfter = studioDayStart(timeZone, addDays(to, 1));
  const end = new Date(Math.min(dayAfter.getTime(), now.getTime()));
  if (end <= start) return [];
  const firstHour = new Date(Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS);
  const lastHour = new Date(Math.floor(end.getTime() / HOUR_MS) * HOUR_MS);
  const whole = firstHour < lastHour;
  const hourly = whole
    ? sql`
      select kind, label, rate_ppm as rate, tax_cents as cents, hour as first from tax_received_hourly
      where hour >= ${utcStamp(firstHour)} and hour < ${utcStamp(lastHour)}
      union all`
    : sql``;
  const ends = whole
    ? sql`(${paidBetween(start, firstHour)} or ${paidBetween(lastHour, end)})`
    : paidBetween(start, end);
  const rows = await executeRows<{ kind: TaxKind; label: string; rate: number; cents: string | number }>(
    db,
    sql`
    select kind, label, rate, sum(cents)::bigint as cents from (
      ${hourly}
      select t.kind, t.label, t."ratePpm" as rate, t."taxCents"::bigint as cents,
             ${payments.paymentDate} at time zone 'UTC' as first
      from ${payments}
      cross join lateral jsonb_to_recordset(${payments.taxes})
        as t(kind text, label text, "ratePpm" int, "taxCents" int)
      where ${countedPayment()} and ${ends}
    ) x
    group by 1, 2, 3
    having sum(cents) <> 0
    order by min(first), 1, 2, 3`,
  );
  const totals = new Map<string, TaxTotal>();
  for (const r of rows) {
    const key = `${r.kind}\u0000${r.label}`;
    const total = totals.get(key) ?? { kind: r.kind, label: r.label, ratePpms: [], taxCents: 0 };
    total.ratePpms.push(Number(r.rate));
    total.taxCents += Number(r.cents);
    totals.set(key, total);
  }
  return [...totals.values()];
}

/** The first students by amount paid in the period, and how many students paid anything. */
async function payingStudents(db: Executor, from: string, to: string, timeZone: string) {
  const rows = await executeRows<{
    id: number;
    name: string;
    n: number;
    cents: string | number;
    students: number;
  }>(
    db,
    sql`
    select s.id, s.name, p.n, p.cents, (count(*) over ())::int as students
    from (
      select ${payments.studentId} as student_id, ${paymentCount()}::int as n, sum(${payments.amountCents})::bigint as cents
      from ${payments}
      where ${ledgerWhere({ startDate: from, endDate: to }, timeZone)}
      group by 1
    ) p join students s on s.id = p.student_id
    order by p.cents desc, lower(s.name), s.id
    limit ${TOP_STUDENTS}`,
  );
  return {
    studentCount: Number(rows[0]?.students ?? 0),
    top: rows.map((r) => ({
      studentId: Number(r.id),
      studentName: r.name,
      paymentCount: Number(r.n),
      totalAmount: centsToDecimal(Number(r.cents)),
    })),
  };
}

/**
 * Money received in the period per method, the ledger's own rows (`ledgerWhere`): what came by card
 * through Stripe beside e-Transfers and cash, refunds netted out, to match each against its payouts.
 */
async function receivedByMethod(db: Executor, from: string, to: string, timeZone: string) {
  const rows = await executeRows<{ method: string; n: number; cents: string | number }>(
    db,
    sql`
    select ${payments.method} as method, ${paymentCount()}::int as n, sum(${payments.amountCents})::bigint as cents
    from ${payments}
    where ${ledgerWhere({ startDate: from, endDate: to }, timeZone)}
    group by 1
    order by 3 desc, 1`,
  );
  return rows.map((r) => ({
    method: r.method,
    label: paymentMethodLabel(r.method),
    paymentCount: Number(r.n),
    amount: centsToDecimal(Number(r.cents)),
  }));
}

/**
 * The Financial Report for the studio days `from` to `to`: gross (money received), the tax recorded
 * with it per tax (decision 028: never worked out again from today's settings), net, paying students,
 * the six months ending with the period's last month and the top five students, all SQL sums.
 */
export async function financialReport(db: Executor, input: TFinancialReportInput): Promise<TFinancialReport> {
  const { from, to } = input;
  // The settings and the taxes in force at the period's end: the jurisdiction card, nothing summed.
  const { settings, taxes: atEnd } = await getSettingsAndTaxes(db, to);
  const { timezone } = settings;
  const months = monthsEnding(to, BREAKDOWN_MONTHS);
  const first = `${months[0]}-01` < from ? `${months[0]}-01` : from;
  const [taxed, taxes, students, byMethod] = await Promise.all([
    dailyTotals(db, first, endOfMonth(to), timezone),
    recordedTaxes(db, from, to, timezone),
    payingStudents(db, from, to, timezone),
    receivedByMethod(db, from, to, timezone),
  ]);
  const inPeriod = taxed.filter((d) => d.day >= from && d.day <= to);
  const period = totalsOf(inPeriod);
  return {
    from,
    to,
    jurisdiction: {
      country: settings.country,
      region: settings.region,
      source: atEnd.source,
      inclusive: atEnd.inclusive,
      taxes: atEnd.taxes.map(describeTax),
    },
    grossRevenue: centsToDecimal(period.grossCents),
    taxCollected: centsToDecimal(period.taxCents),
    netRevenue: centsToDecimal(period.netCents),
    taxes: taxes.map((t) => ({
      kind: t.kind,
      label: t.label,
      ratePercents: t.ratePpms.map(formatRatePercent),
      amount: centsToDecimal(t.taxCents),
    })),
    paymentCount: period.payments,
    studentCount: students.studentCount,
    monthlyBreakdown: [...daysByMonth(taxed, months)].map(([month, monthDays]) => {
      const m = totalsOf(monthDays);
      return {
        month,
        grossRevenue: centsToDecimal(m.grossCents),
        taxCollected: centsToDecimal(m.taxCents),
        netRevenue: centsToDecimal(m.netCents),
        paymentCount: m.payments,
      };
    }),
    byMethod,
    topStudents: students.top,
  };
}
