import { decimalToCents, formatMoney } from '../../../shared/money';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-03" → "Mar 2025" (the chart's axis). */
export const shortMonth = (month: string): string =>
  `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The server's decimal ("-12.50" too) as integer cents; 0 for anything unreadable. */
export function centsOf(decimal: string): number {
  const negative = decimal.startsWith('-');
  const cents = decimalToCents(negative ? decimal.slice(1) : decimal) ?? 0;
  return negative ? -cents : cents;
}

/** A server decimal as money on screen: "1250.00" → "$1,250.00". */
export const money = (decimal: string): string => formatMoney(centsOf(decimal));

/** "5" → "5%", ["15", "14"] → "15% → 14%". */
export const ratesText = (percents: readonly string[]): string => percents.map((p) => `${p}%`).join(' → ');
