import { centsToDecimal } from '../../../../shared/money';
import {
  INCOMING_PAYMENT_STATUSES,
  type TIncomingPayment,
  type TIncomingPaymentStatus,
} from '../../../../shared/schemas/inbox';

const isShown = (status: unknown): status is TIncomingPaymentStatus =>
  (INCOMING_PAYMENT_STATUSES as readonly unknown[]).includes(status);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What Incoming Emails shows of an e-mail's `parsed_payment` (a `TPaymentEmailState`, kept as jsonb):
 * null unless it was read as a payment notification. Read field by field, so a state written by an
 * older version (a field missing) still shows what it has. `paymentId` is the e-mail's `payment_id`
 * column: it follows the payment (set null if the payment goes), the jsonb copy does not.
 */
export function incomingPaymentOf(parsedPayment: unknown, paymentId: number | null): TIncomingPayment | null {
  if (typeof parsedPayment !== 'object' || parsedPayment === null) return null;
  const state = parsedPayment as Record<string, unknown>;
  if (!isShown(state.status)) return null;
  const cents = state.amountCents;
  return {
    status: state.status,
    // Only a notice whose raw source passed DKIM can wait for review, be recorded or be dismissed.
    securityCheck: state.status === 'security_failed' ? 'FAILED' : 'PASSED',
    institution: text(state.institution),
    amount: typeof cents === 'number' && Number.isInteger(cents) ? centsToDecimal(cents) : null,
    payerName: text(state.payerName),
    reference: text(state.reference),
    reasons: Array.isArray(state.reasons)
      ? state.reasons.filter((r): r is string => typeof r === 'string')
      : [],
    paymentId,
  };
}
