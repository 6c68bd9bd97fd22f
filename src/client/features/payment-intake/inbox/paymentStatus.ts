import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../../../../shared/money';
import type { TIncomingPayment } from '../../../../shared/schemas/inbox';
import { NO_VALUE } from '../../../lib/uiConstants';

type Payment = TIncomingPayment | null | undefined;

export type PaymentChipColor = 'success' | 'warning' | 'error' | 'default';

const CHIPS: Record<TIncomingPayment['status'], { label: MessageDescriptor; color: PaymentChipColor }> = {
  recorded: { label: msg`Payment recorded`, color: 'success' },
  needs_review: { label: msg`Waiting for review`, color: 'warning' },
  security_failed: { label: msg`Security check failed`, color: 'error' },
  dismissed: { label: msg`Dismissed`, color: 'default' },
};

/** The list item's chip: what the message came to as a payment; null when it is not one. */
export const paymentChip = (payment: Payment): { label: string; color: PaymentChipColor } | null =>
  payment ? { label: i18n._(CHIPS[payment.status].label), color: CHIPS[payment.status].color } : null;

export type PaymentSeverity = 'success' | 'warning' | 'error' | 'info';

const STATUS: Record<TIncomingPayment['status'], { text: MessageDescriptor; severity: PaymentSeverity }> = {
  recorded: {
    text: msg`Payment recorded: its signature was checked and it is in the ledger`,
    severity: 'success',
  },
  needs_review: {
    text: msg`Waiting for review: its signature was checked; pick the student in Payments → Record`,
    severity: 'warning',
  },
  security_failed: { text: msg`Security check failed: nothing was recorded`, severity: 'error' },
  dismissed: { text: msg`Dismissed in the review list: nothing was recorded`, severity: 'info' },
};

/** The detail's status in words, with the severity it is shown in. */
export const paymentStatus = (payment: TIncomingPayment): { text: string; severity: PaymentSeverity } => ({
  text: i18n._(STATUS[payment.status].text),
  severity: STATUS[payment.status].severity,
});

const REASONS_LABEL: Record<TIncomingPayment['status'], MessageDescriptor> = {
  recorded: msg`Notes`,
  needs_review: msg`Why it waits`,
  security_failed: msg`Why the security check failed`,
  dismissed: msg`Why it waited`,
};

/** The name of the reasons' list (read out by screen readers). */
export const paymentReasonsLabel = (payment: TIncomingPayment): string =>
  i18n._(REASONS_LABEL[payment.status]);

/** What the notice says: institution, amount ("$64.00"), payer and reference; "—" for what it lacks. */
export const paymentFacts = (payment: TIncomingPayment): [label: string, value: string][] => [
  [i18n._(msg`Institution`), payment.institution ?? NO_VALUE],
  [i18n._(msg`Amount`), formatMoney(payment.amount)],
  [i18n._(msg`Payer`), payment.payerName ?? NO_VALUE],
  [i18n._(msg`Reference`), payment.reference ?? NO_VALUE],
];

/** Where the panel sends the administrator next: the review list, the ledger, or nowhere. */
export function paymentNextStep(payment: TIncomingPayment): 'review' | 'ledger' | null {
  if (payment.status === 'needs_review') return 'review';
  if (payment.status === 'recorded') return 'ledger';
  return null;
}
