import type { PAYMENT_METHODS } from './constants';

const METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  e_transfer: 'Interac e-Transfer',
  credit: 'Account credit',
  debit: 'Debit card',
  card: 'Card',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  paypal: 'PayPal',
  stripe: 'Card (Stripe)',
  square: 'Card (Square)',
  other: 'Other',
};

/** A payment method as people read it ("e_transfer" → "Interac e-Transfer"); an unknown one as recorded. */
export const paymentMethodLabel = (method: string): string =>
  METHOD_LABELS[method as keyof typeof METHOD_LABELS] ?? method;

/** A ledger row's method as people read it: money given back (a negative amount) is "Refund by Cash". */
export const movementMethodLabel = (method: string, amountCents: number): string =>
  amountCents < 0 ? `Refund by ${paymentMethodLabel(method)}` : paymentMethodLabel(method);
