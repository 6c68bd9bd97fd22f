import { csvRow } from '../../../shared/csv';
import type { TFinancialReport } from '../../../shared/schemas/reports';

export const financialReportFilename = (r: { from: string; to: string }) =>
  `financial-report-${r.from}-to-${r.to}.csv`;

/**
 * The Financial Report as CSV (RFC 4180, formulas neutralised, see shared/csv.ts): blocks separated by
 * an empty line, each starting with its own header row, in the order of the screen —
 * the period and jurisdiction; Summary (Gross Revenue, Total Tax Collected, Net Revenue, Payments,
 * Students); Tax (each tax, its rates in the period, what it collected); Monthly Breakdown (six months,
 * "YYYY-MM"); Received by Method; Top Paying Students. Amounts are decimals without a currency sign ("230.00").
 */
export function financialReportCsv(r: TFinancialReport): string {
  const lines: (string | number)[][] = [
    ['Financial Report'],
    ['From', r.from],
    ['To', r.to],
    ['Country', r.jurisdiction.country],
    ['Region', r.jurisdiction.region],
    ['Prices include tax', r.jurisdiction.inclusive ? 'Yes' : 'No'],
    [],
    ['Summary', 'Amount'],
    ['Gross Revenue', r.grossRevenue],
    ['Total Tax Collected', r.taxCollected],
    ['Net Revenue', r.netRevenue],
    ['Payments', r.paymentCount],
    ['Students', r.studentCount],
    [],
    ['Tax', 'Rates', 'Collected'],
    ...r.taxes.map((t) => [t.label, t.ratePercents.map((p) => `${p}%`).join(' / '), t.amount]),
    [],
    ['Monthly Breakdown', 'Gross Revenue', 'Tax Collected', 'Net Revenue', 'Payments'],
    ...r.monthlyBreakdown.map((m) => [m.month, m.grossRevenue, m.taxCollected, m.netRevenue, m.paymentCount]),
    [],
    ['Received by Method', 'Payments', 'Received'],
    ...r.byMethod.map((m) => [m.label, m.paymentCount, m.amount]),
    [],
    ['Top Paying Students', 'Payments', 'Total Paid'],
    ...r.topStudents.map((s) => [s.studentName, s.paymentCount, s.totalAmount]),
  ];
  return lines.map(csvRow).join('');
}
