import { t } from '@lingui/core/macro';
import { signedCents } from '../../../../shared/money';
import { paymentMethodLabel } from '../../../../shared/payment-methods';
import type { TCredit, TStudentPayment } from '../../../../shared/schemas/billing';
import { isRefundableCardPayment } from '../../../../shared/schemas/card-payments';
import { tr } from '../../../i18n/tr';
import { dateLabel, dateTimeLabel } from './profileDates';
import { moneyLabel } from './profileFigures';

export { paymentMethodLabel } from '../../../../shared/payment-methods';

export interface PaymentRow {
  id: number;
  amount: string;
  method: string;
  date: string;
  /** The optional lines of a payment read from an e-mail, each only when known. */
  emailFrom: string | null;
  emailSubject: string | null;
  emailProcessedAt: string | null;
  notes: string | null;
  /** Money given back to the student (decision 030): shown as such, and it cannot be removed. */
  refund: boolean;
  /** The processor's or the bank's reference (a Stripe PaymentIntent, an e-Transfer number). */
  reference: string | null;
  /** A card payment taken through Stripe: part or all of it can go back to the card. */
  cardRefundable: boolean;
}

/** The method as the ledger reads it (movementMethodLabel), in the page's language: "Refund by Cash". */
function movementMethod(method: string, amountCents: number): string {
  const label = tr(paymentMethodLabel(method));
  return amountCents < 0 ? t`Refund by ${label}` : label;
}

/** One item of the Payments tab. */
export function paymentRow(payment: TStudentPayment): PaymentRow {
  const amountCents = signedCents(payment.amount) ?? 0;
  return {
    id: payment.id,
    amount: moneyLabel(payment.amount),
    method: movementMethod(payment.paymentMethod, amountCents),
    date: dateLabel(payment.paymentDate),
    emailFrom: payment.emailFrom?.trim() || null,
    emailSubject: payment.emailSubject?.trim() || null,
    emailProcessedAt: payment.emailProcessedAt ? dateTimeLabel(payment.emailProcessedAt) : null,
    notes: (payment.notes ?? payment.reference)?.trim() || null,
    refund: amountCents < 0,
    reference: payment.transactionId?.trim() || null,
    cardRefundable: isRefundableCardPayment({
      method: payment.paymentMethod,
      status: payment.status,
      amountCents,
      transactionId: payment.transactionId,
    }),
  };
}

export interface CreditRow {
  id: number;
  amount: string;
  reason: string;
  date: string;
  used: boolean;
  /** "Used Nov 22, 2026" for a used credit. */
  usedNote: string | null;
}

/** One of the Cancellation Credits. */
export function creditRow(credit: TCredit): CreditRow {
  const usedOn = dateLabel(credit.usedAt);
  return {
    id: credit.id,
    amount: moneyLabel(credit.creditAmount || credit.amount),
    reason: credit.reason,
    date: dateLabel(credit.createdAt),
    used: credit.isUsed,
    usedNote: credit.isUsed && credit.usedAt ? t`Used ${usedOn}` : null,
  };
}
