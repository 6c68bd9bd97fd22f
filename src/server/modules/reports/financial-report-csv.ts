import { csvRow } from '../../../shared/csv';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { en } from '../../../shared/i18n/msg';
import type { TFinancialReport } from '../../../shared/schemas/reports';
import { translate } from '../../i18n/translate';

export const financialReportFilename = (r: { from: string; to: string }) =>
  `financial-report-${r.from}-to-${r.to}.csv`;

/**
 * The Financial Report as CSV (RFC 4180, formulas neutralised, see shared/csv.ts): blocks separated by
 * an empty line, each starting with its own header row, in the order of the screen —
 * the period and jurisdiction; Summary (Gross Revenue, Total Tax Collected, Net Revenue, Payments,
 * Students); Tax (each tax, its rates in the period, what it collected); Monthly Breakdown (six months,
 * "YYYY-MM"); Received by Method; Top Paying Students. Amounts are decimals without a currency sign ("230.00").
 * Its words (titles, Yes/No, tax and method names) are in `locale`, the requester's language; numbers,
 * dates and months stay machine-readable.
 */
export function financialReportCsv(r: TFinancialReport, locale: Locale = SOURCE_LOCALE): string {
  const t = (text: string) => translate(locale, text);
  const lines: (string | number)[][] = [
    [t(en('Financial Report'))],
    [t(en('From')), r.from],
    [t(en('To')), r.to],
    [t(en('Country')), r.jurisdiction.country],
    [t(en('Region')), r.jurisdiction.region],
    [t(en('Prices include tax')), r.jurisdiction.inclusive ? t(en('Yes')) : t(en('No'))],
    [],
    [t(en('Summary')), t(en('Amount'))],
    [t(en('Gross Revenue')), r.grossRevenue],
    [t(en('Total Tax Collected')), r.taxCollected],
    [t(en('Net Revenue')), r.netRevenue],
    [t(en('Payments')), r.paymentCount],
    [t(en('Students')), r.studentCount],
    [],
    [t(en('Tax')), t(en('Rates')), t(en('Collected'))],
    ...r.taxes.map((x) => [t(x.label), x.ratePercents.map((p) => `${p}%`).join(' / '), x.amount]),
    [],
    [
      t(en('Monthly Breakdown')),
      t(en('Gross Revenue')),
      t(en('Tax Collected')),
      t(en('Net Revenue')),
      t(en('Payments')),
    ],
    ...r.monthlyBreakdown.map((m) => [m.month, m.grossRevenue, m.taxCollected, m.netRevenue, m.paymentCount]),
    [],
    [t(en('Received by Method')), t(en('Payments')), t(en('Received'))],
    ...r.byMethod.map((m) => [t(m.label), m.paymentCount, m.amount]),
    [],
    [t(en('Top Paying Students')), t(en('Payments')), t(en('Total Paid'))],
    ...r.topStudents.map((s) => [s.studentName, s.paymentCount, s.totalAmount]),
  ];
  return lines.map(csvRow).join('');
}
