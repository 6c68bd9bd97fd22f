import { centsToDecimal, decimalToCents } from '../../../shared/money';
import { PAYMENT_ENTRY_MESSAGES as M, MAX_PAYMENT_CENTS } from '../../../shared/schemas/payment-entry';

/** The methods a payment is recorded with (spec 03 §9), as the server stores them. */
export const RECORD_METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Credit card' },
  { value: 'debit', label: 'Debit card' },
  { value: 'e_transfer', label: 'Interac e-Transfer' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'other', label: 'Other' },
] as const;

export const RECORD_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'overdue', label: 'Overdue' },
] as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
type Checked<K extends string, T> = { ok: true; input: T } | { ok: false; errors: FieldErrors<K> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Cents from what was typed, or null when it is not an amount (more than two decimals included). */
const centsOf = (text: string): number | null => decimalToCents(text.trim());
const positive = (text: string) => {
  const cents = centsOf(text);
  return cents !== null && cents > 0 && cents <= MAX_PAYMENT_CENTS ? cents : null;
};

function result<K extends string, T>(errors: FieldErrors<K>, input: () => T): Checked<K, T> {
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input: input() };
}

export interface TransactionForm {
  studentId: number | null;
  amount: string;
  paymentMethod: string;
  transactionId: string;
  notes: string;
}

/** The Record Payment Transaction form (spec 03 §5 "Record transaction"). */
export function checkTransaction(f: TransactionForm) {
  const errors: FieldErrors<'studentId' | 'amount' | 'paymentMethod'> = {};
  if (f.studentId === null) errors.studentId = M.studentRequired;
  const cents = positive(f.amount);
  if (cents === null) errors.amount = M.amountPositive;
  if (!f.paymentMethod) errors.paymentMethod = M.methodRequired;
  return result(errors, () => ({
    studentId: f.studentId!,
    amount: centsToDecimal(cents!),
    paymentMethod: f.paymentMethod,
    transactionId: f.transactionId.trim() || undefined,
    notes: f.notes.trim() || undefined,
  }));
}

export interface ProcessForm {
  studentEmail: string;
  amount: string;
  reference: string;
}

/** The Process Payment dialog (spec 03 §5 "Process payment"). */
export function checkProcess(f: ProcessForm) {
  const errors: FieldErrors<'studentEmail' | 'amount'> = {};
  if (!EMAIL.test(f.studentEmail.trim())) errors.studentEmail = M.invalidEmail;
  const cents = positive(f.amount);
  if (cents === null) errors.amount = M.amountPositive;
  return result(errors, () => ({
    studentEmail: f.studentEmail.trim(),
    amount: centsToDecimal(cents!),
    reference: f.reference.trim() || undefined,
  }));
}

export interface RecordPaymentForm {
  studentId: number | null;
  grossAmount: string;
  gstAmount: string;
  paymentMethod: string;
  status: 'pending' | 'paid' | 'overdue';
  paymentEmail: string;
}

/** Gross + GST in cents, or null while either is not an amount. */
export function totalCents(f: Pick<RecordPaymentForm, 'grossAmount' | 'gstAmount'>): number | null {
  const gross = centsOf(f.grossAmount);
  const gst = f.gstAmount.trim() ? centsOf(f.gstAmount) : 0;
  return gross === null || gst === null ? null : gross + gst;
}

/** The older Record Payment dialog (spec 03 §2.2, §5 "Record payment (older form)"). */
export function checkRecordPayment(f: RecordPaymentForm, month: string) {
  const errors: FieldErrors<'studentId' | 'grossAmount' | 'gstAmount' | 'paymentEmail'> = {};
  if (f.studentId === null) errors.studentId = M.selectStudent;
  const gross = centsOf(f.grossAmount);
  if (gross === null) errors.grossAmount = f.grossAmount.trim() ? M.amountNonNegative : M.amountRequired;
  const gst = f.gstAmount.trim() ? centsOf(f.gstAmount) : 0;
  if (gst === null) errors.gstAmount = M.amountNonNegative;
  const total = totalCents(f);
  if (gross !== null && gst !== null && (total === null || total <= 0)) errors.grossAmount = M.amountPositive;
  if (total !== null && total > MAX_PAYMENT_CENTS) errors.grossAmount = M.amountTooLarge;
  if (f.paymentEmail.trim() && !EMAIL.test(f.paymentEmail.trim())) errors.paymentEmail = M.invalidEmail;
  return result(errors, () => ({
    studentId: f.studentId!,
    month,
    grossAmount: centsToDecimal(gross!),
    gstAmount: centsToDecimal(gst!),
    totalAmount: centsToDecimal(total!),
    status: f.status,
    paymentMethod: f.paymentMethod,
    paymentEmail: f.paymentEmail.trim() || undefined,
  }));
}
