import { OWED_TAX_DIVISOR } from '../../../../shared/constants';
import { decimalToCents } from '../../../../shared/money';

/** "40.00" → 4000 cents; "-5.00" → -500; anything unreadable → 0. */
export function moneyToCents(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  if (text.startsWith('-')) return -(decimalToCents(text.slice(1)) ?? 0);
  return decimalToCents(text) ?? 0;
}

/** The divisor as a fraction of integers (1.05 → 105 / 100), so no float touches the cents. */
const DIVISOR_HUNDREDTHS = Math.round(OWED_TAX_DIVISOR * 100);

/**
 * The Amount Owed card's "subtotal + tax" line (spec 01 §2): the subtotal is the total divided by 1.05,
 * rounded half up to the cent, and the tax is what remains, so the two always add up to the total.
 */
export function owedBreakdown(totalOwed: string): {
  totalCents: number;
  subtotalCents: number;
  taxCents: number;
} {
  const totalCents = moneyToCents(totalOwed);
  const sign = totalCents < 0 ? -1 : 1;
  const abs = Math.abs(totalCents);
  const subtotal = Math.floor((abs * 200 + DIVISOR_HUNDREDTHS) / (2 * DIVISOR_HUNDREDTHS));
  const subtotalCents = sign * subtotal;
  return { totalCents, subtotalCents, taxCents: totalCents - subtotalCents };
}
