import { formatMoney } from '../../../../shared/money';
import type { TIncomingPayment } from '../../../../shared/schemas/inbox';
import { NO_VALUE } from '../../../lib/uiConstants';

type Payment = TIncomingPayment | null | undefined;

export type PaymentChipColor = 'success' | 'warning' | 'error' | 'default';

const CHIPS: Record<TIncomingPayment['status'], { label: string; color: PaymentChipColor }> = {
  recorded: { label: 'Payment recorded', color: 'success' },
  needs_review: { label: 'Waiting for review', color: 'warning' },
  security_failed: { label: 'Security check failed', color: 'error' },
  dismissed: { label: 'Dismissed', color: 'default' },
};

/** The list item's chip: what the message came to as a payment; null when it is not one. */
export const paymentChip = (payment: Payment): { label: string; color: PaymentChipColor } | null =>
  payment ? CHIPS[payment.status] : null;

export type PaymentSeverity = 'success' | 'warning' | 'error' | 'info';

const STATUS: Record<TIncomingPayment['status'], { text: string; severity: PaymentSeverity }> = {
  recorded: {
    text: 'Payment recorded: its signature was checked and it is in the ledger',
    severity: 'success',
  },
  needs_review: {
    text: 'Waiting for review: its signature was checked; pick the student in Payments → Record',
    severity: 'warning',
  },
  security_failed: { text: 'Security check failed: nothing was recorded', severity: 'error' },
  dismissed: { text: 'Dismissed in the review list: nothing was recorded', severity: 'info' },
};

/** The detail's status in words, with the severity it is shown in. */
export const paymentStatus = (payment: TIncomingPayment): { text: string; severity: PaymentSeverity } =>
  STATUS[payment.status];

const REASONS_LABEL: Record<TIncomingPayment['status'], string> = {
  recorded: 'Notes',
  needs_review: 'Why it waits',
  security_failed: 'Why the security check failed',
  dismissed: 'Why it waited',
};

/** The name of the reasons' list (read out by screen readers). */
export const paymentReasonsLabel = (payment: TIncomingPayment): string => REASONS_LABEL[payment.status];

/** What the notice says: institution, amount ("$64.00"), payer and reference; "—" for what it lacks. */
export const paymentFacts = (payment: TIncomingPayment): [label: string, value: string][] => [
  ['Institution', payment.institution ?? NO_VALUE],
  ['Amount', formatMoney(payment.amount)],
  ['Payer', payment.payerName ?? NO_VALUE],
  ['Reference', payment.reference ?? NO_VALUE],
];

/** Where the panel sends the administrator next: the review list, the ledger, or nowhere. */
export function paymentNextStep(payment: TIncomingPayment): 'review' | 'ledger' | null {
  if (payment.status === 'needs_review') return 'review';
  if (payment.status === 'recorded') return 'ledger';
  return null;
}
