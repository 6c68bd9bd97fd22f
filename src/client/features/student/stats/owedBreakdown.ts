import { signedCents } from '../../../../shared/money';
import type { TOutstanding } from '../../../../shared/schemas/billing';

/** "40.00" → 4000 cents; "-5.00" → -500; anything unreadable → 0. */
export function moneyToCents(value: string | null | undefined): number {
  return signedCents(value) ?? 0;
}

/**
 * The Amount Owed card's "subtotal + tax" line (spec 01 §2), as the server split it with the studio's
 * configured taxes.
 */
export function owedBreakdown(outstanding: Pick<TOutstanding, 'totalOwed' | 'breakdown'>): {
  totalCents: number;
  subtotalCents: number;
  taxCents: number;
} {
  return {
    totalCents: moneyToCents(outstanding.totalOwed),
    subtotalCents: moneyToCents(outstanding.breakdown.subtotal),
    taxCents: moneyToCents(outstanding.breakdown.tax),
  };
}
