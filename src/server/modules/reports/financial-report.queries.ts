import { sql } from 'drizzle-orm';
import { addDays, addMonths, endOfMonth } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import {
  BREAKDOWN_MONTHS,
  type TFinancialReport,
  type TFinancialReportInput,
  TOP_STUDENTS,
} from '../../../shared/schemas/reports';
import { describeTax, formatRatePercent, type TaxKind } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { studioDateSql, studioDayStart } from '../../kernel/studio-time';
import { ledgerWhere, paymentCount } from '../billing/ledger.queries';
import { executeRows } from '../classes/sql-rows';
import { getSettingsAndTaxes } from '../settings/settings.service';
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

/**
 * The tax recorded with the period's payments, per tax and rate (decision 028), in the order each was
 * first received: a rate that changed in the period shows both rates on its tax.
 */
async function recordedTaxes(db: Executor, from: string, to: string, timeZone: string): Promise<TaxTotal[]> {
  const rows = await executeRows<{ kind: TaxKind; label: string; rate: number; cents: string | number }>(
    db,
    sql`
    select t.kind, t.label, t."ratePpm" as rate, sum(t."taxCents")::bigint as cents
    from ${payments}
    cross join lateral jsonb_to_recordset(${payments.taxes})
      as t(kind text, label text, "ratePpm" int, "taxCents" int)
    where ${ledgerWhere({ startDate: from, endDate: to }, timeZone)}
    group by 1, 2, 3
    having sum(t."taxCents") <> 0
    order by min(${payments.paymentDate}), 1, 2, 3`,
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
  const [taxed, taxes, students] = await Promise.all([
    dailyTotals(db, first, endOfMonth(to), timezone),
    recordedTaxes(db, from, to, timezone),
    payingStudents(db, from, to, timezone),
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
    topStudents: students.top,
  };
}
