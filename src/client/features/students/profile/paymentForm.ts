import { t } from '@lingui/core/macro';
import { isValidIsoDate } from '../../../../shared/dates';
import { PAYMENT_MESSAGES, type TRecordPaymentInput } from '../../../../shared/schemas/billing';
import { tr } from '../../../i18n/tr';
import { amountDecimal, amountProblem, type FormProblem } from './moneyAmount';

/**
 * Register Payment's methods (spec 02 §5); the server stores check as cheque and credit_card as card.
 * Each label is read in the page's language when it is shown.
 */
export const PAYMENT_METHOD_OPTIONS = [
  {
    value: 'cash',
    get label() {
      return t`Cash`;
    },
  },
  {
    value: 'check',
    get label() {
      return t`Check`;
    },
  },
  {
    value: 'bank_transfer',
    get label() {
      return t`Bank Transfer`;
    },
  },
  {
    value: 'credit_card',
    get label() {
      return t`Credit Card`;
    },
  },
  {
    value: 'other',
    get label() {
      return t`Other`;
    },
  },
] as const;

export type PaymentMethodChoice = (typeof PAYMENT_METHOD_OPTIONS)[number]['value'];

export const isPaymentMethodChoice = (value: string): value is PaymentMethodChoice =>
  PAYMENT_METHOD_OPTIONS.some((option) => option.value === value);

export interface PaymentForm {
  amount: string;
  method: PaymentMethodChoice;
  /** Optional: left empty, the server notes "Manual {method} payment". */
  reference: string;
  /** "YYYY-MM-DD", a studio date. */
  date: string;
}

/** No amount, Cash, no reference, today. */
export const paymentFormDefaults = (today: string): PaymentForm => ({
  amount: '',
  method: 'cash',
  reference: '',
  date: today,
});

export type PaymentField = 'amount' | 'date';

/**
 * "Please enter a valid payment amount" unless the amount is above 0 (and at most 1000); a real date,
 * not after the studio's today (the server refuses it too, and the date before its first records).
 */
export function paymentFormProblem(form: PaymentForm, today: string): FormProblem<PaymentField> | null {
  const amount = amountProblem(form.amount, tr(PAYMENT_MESSAGES.invalidAmount));
  if (amount) return { field: 'amount', message: amount };
  if (!isValidIsoDate(form.date)) return { field: 'date', message: tr(PAYMENT_MESSAGES.invalidDate) };
  if (form.date > today) return { field: 'date', message: tr(PAYMENT_MESSAGES.futureDate) };
  return null;
}

/** billing.recordPayment's input for a payment received: status paid, the reference only when given. */
export function paymentInput(
  studentId: number,
  form: PaymentForm,
  sent: { transactionId: string; paymentDate: string },
): TRecordPaymentInput {
  const reference = form.reference.trim();
  return {
    studentId,
    amount: amountDecimal(form.amount),
    paymentMethod: form.method,
    paymentDate: sent.paymentDate,
    status: 'paid',
    transactionId: sent.transactionId,
    ...(reference ? { reference } : {}),
  };
}
