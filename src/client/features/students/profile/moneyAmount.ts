import { readAmount } from '../../../../shared/amount-rules';
import { centsToDecimal, decimalToCents } from '../../../../shared/money';
import { MAX_REFUND_CENTS, PAYMENT_MESSAGES } from '../../../../shared/schemas/billing';
import { tr } from '../../../i18n/tr';

/** The amount inputs of Register Payment, Add Charge and Refund: 0 to 1000, steps of 0.01 (spec 02 §5, §9). */
export const AMOUNT_INPUT = { min: 0, max: MAX_REFUND_CENTS / 100, step: 0.01 } as const;

/** The longest reason or reference the forms take (the server's refund reason limit). */
export const MAX_REASON_CHARS = 500;

/** Cents of a typed amount ("20", "20.5", ".5", "20.50"), or null when it is not an amount. */
export function amountCents(text: string): number | null {
  const trimmed = text.trim();
  return decimalToCents(trimmed.startsWith('.') ? `0${trimmed}` : trimmed);
}

/**
 * Why a typed amount cannot be sent: `missing` (the form's own words) when it is empty or not above 0;
 * "Amount cannot exceed 1000.00" above the limit; the rule it breaks when it is not an amount ("12.345":
 * at most 2 decimal places); null when it can be sent.
 */
export function amountProblem(text: string, missing: string): string | null {
  const read = readAmount(text, {
    minCents: 1,
    maxCents: MAX_REFUND_CENTS,
    tooSmall: missing,
    tooLarge: PAYMENT_MESSAGES.amountTooLarge,
  });
  return read.ok ? null : tr(read.message);
}

/** "20" → "20.00", as the server takes it. Only for an amount amountProblem accepted. */
export const amountDecimal = (text: string): string => centsToDecimal(amountCents(text) ?? 0);

/** Which field a form's problem is about, and the words to show. */
export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}
