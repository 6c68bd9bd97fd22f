import { centsToDecimal, decimalToCents } from '../../../shared/money';
import { MAX_REFUND_CENTS } from '../../../shared/schemas/billing';
import type { TAdminCancelInput } from '../../../shared/schemas/bookings';

/** The spec's reason prefix for a refund cancellation (spec 03 §7). */
export const REFUND_REASON_PREFIX = 'Admin refund: ';

export const MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please fill in all required fields',
} as const;

export interface RefundForm {
  amount: string;
  reason: string;
  emailNotify: boolean;
}

/**
 * What the Refund dialog sends for a booking, or null when a required field is missing (amount 0 to
 * 1000 in cents, a reason that is not blank). No Refund (0.00) cancels with the charge kept: nothing
 * comes back and nothing is e-mailed.
 */
export function refundRequest(bookingId: number, form: RefundForm): TAdminCancelInput | null {
  const cents = decimalToCents(form.amount);
  const reason = form.reason.trim();
  if (cents === null || cents > MAX_REFUND_CENTS || !reason) return null;
  const text = reason.startsWith(REFUND_REASON_PREFIX) ? reason : `${REFUND_REASON_PREFIX}${reason}`;
  return cents === 0
    ? { id: bookingId, reason: text, refundable: false }
    : {
        id: bookingId,
        reason: text,
        refundable: true,
        refundAmount: centsToDecimal(cents),
        emailNotify: form.emailNotify,
      };
}
