import { t } from '@lingui/core/macro';
import { AMOUNT_RULES, readAmount } from '../../../../shared/amount-rules';
import { centsToDecimal, decimalToCents } from '../../../../shared/money';
import { MAX_REFUND_CENTS } from '../../../../shared/schemas/billing';
import type { TAdminCancelInput } from '../../../../shared/schemas/bookings';
import { tr } from '../../../i18n/tr';

/** The spec's reason prefix for a refund cancellation (spec 03 §7). */
export const REFUND_REASON_PREFIX = 'Admin refund: ';

/** The spec's toast for an empty amount or a blank reason; its words are read in the page's language. */
export const MISSING_INFORMATION = {
  get title() {
    return t`Missing Information`;
  },
  get description() {
    return t`Please fill in all required fields`;
  },
};

/**
 * How the paid part comes back: account credit, or money the studio pays back (decision 030). Each is
 * shown by its payment method's label (src/shared/payment-methods: "Account credit", "Cash", "Interac
 * e-Transfer", "Card", "Cheque", "Other").
 */
export const GIVE_BACK_OPTIONS = [
  { value: 'credit' },
  { value: 'cash' },
  { value: 'e_transfer' },
  { value: 'card' },
  { value: 'cheque' },
  { value: 'other' },
] as const;
export type GiveBack = (typeof GIVE_BACK_OPTIONS)[number]['value'];

export interface RefundForm {
  amount: string;
  reason: string;
  emailNotify: boolean;
  /** Account credit unless given. */
  giveBack?: GiveBack;
}

/**
 * Why the Refund dialog cannot send (issue 28: each rule in its own words): the spec's Missing
 * Information for an empty amount or a blank reason; "Invalid Amount" with the rule an amount breaks
 * (over 1000.00, more than 2 decimals, negative, not a number); null when it can be sent.
 */
export function refundProblem(form: RefundForm): { title: string; description: string } | null {
  if (!form.amount.trim() || !form.reason.trim()) return MISSING_INFORMATION;
  const read = readAmount(form.amount, {
    minCents: 0,
    maxCents: MAX_REFUND_CENTS,
    tooSmall: AMOUNT_RULES.negative,
    tooLarge: t`Refund amount cannot exceed 1000.00`,
  });
  return read.ok ? null : { title: t`Invalid Amount`, description: tr(read.message) };
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
        ...(form.giveBack && form.giveBack !== 'credit' ? { refundMethod: form.giveBack } : {}),
      };
}
