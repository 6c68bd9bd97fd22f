import type { PAYMENT_METHODS } from './constants';
import { type Described, en, msg } from './i18n/msg';

const METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: en('Cash'),
  e_transfer: en('Interac e-Transfer'),
  credit: en('Account credit'),
  debit: en('Debit card'),
  card: en('Card'),
  cheque: en('Cheque'),
  bank_transfer: en('Bank transfer'),
  paypal: en('PayPal'),
  stripe: en('Card (Stripe)'),
  square: en('Card (Square)'),
  other: en('Other'),
};

/** A payment method as people read it ("e_transfer" → "Interac e-Transfer"); an unknown one as recorded. */
export const paymentMethodLabel = (method: string): string =>
  METHOD_LABELS[method as keyof typeof METHOD_LABELS] ?? method;

/**
 * A ledger row's method as people read it, to translate: money given back (a negative amount) is
 * "Refund by Cash". englishOf() gives the English.
 */
export function movementMethodLabel(method: string, amountCents: number): Described {
  const label = paymentMethodLabel(method);
  return amountCents < 0 ? msg('Refund by {method}', { method: label }) : { id: label, message: label };
}
