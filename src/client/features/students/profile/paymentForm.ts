import { isValidIsoDate } from '../../../../shared/dates';
import { PAYMENT_MESSAGES, type TRecordPaymentInput } from '../../../../shared/schemas/billing';
import { amountDecimal, amountProblem, type FormProblem } from './moneyAmount';

/** Register Payment's methods (spec 02 §5); the server stores check as cheque and credit_card as card. */
export const PAYMENT_METHOD_OPTIONS = [
  { value: 'cash', label: 'Cash' },
  { value: 'check', label: 'Check' },
  { value: 'bank_transfer', label: 'Bank Transfer' },
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'other', label: 'Other' },
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
  const amount = amountProblem(form.amount, PAYMENT_MESSAGES.invalidAmount);
  if (amount) return { field: 'amount', message: amount };
  if (!isValidIsoDate(form.date)) return { field: 'date', message: PAYMENT_MESSAGES.invalidDate };
  if (form.date > today) return { field: 'date', message: PAYMENT_MESSAGES.futureDate };
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
