import { formatDate } from '../../../shared/dates';
import { decimalToCents, formatMoney } from '../../../shared/money';

/** A decimal string from the server ("20.00") in the studio's currency ("$20.00"). */
export const money = (decimal: string): string => formatMoney(decimalToCents(decimal) ?? 0);

/** "−$7.50": what is taken off the total. */
export const minus = (decimal: string): string => `−${money(decimal)}`;

export const isZero = (decimal: string): boolean => (decimalToCents(decimal) ?? 0) === 0;

/**
 * A booking's line reads "Yoga Flow — Nov 12, 2026" (the bill names the class and its day); where the
 * page shows the class date in its own column the date is not repeated.
 */
export function lineText(description: string, classDate: string | null): string {
  if (!classDate) return description;
  // The line was written in the studio's language when it was billed: its date may be in English.
  for (const suffix of [` — ${formatDate(classDate)}`, ` — ${formatDate(classDate, 'en-CA')}`]) {
    if (description.endsWith(suffix)) return description.slice(0, -suffix.length);
  }
  return description;
}
