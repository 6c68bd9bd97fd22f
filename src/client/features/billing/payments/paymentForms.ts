import { readAmount } from '../../../../shared/amount-rules';
import { centsToDecimal, decimalToCents } from '../../../../shared/money';
import { PAYMENT_ENTRY_MESSAGES as M, MAX_PAYMENT_CENTS } from '../../../../shared/schemas/payment-entry';
import { tr } from '../../../i18n/tr';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
type Checked<K extends string, T> = { ok: true; input: T } | { ok: false; errors: FieldErrors<K> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Cents from what was typed, or null when it is not an amount (more than two decimals included). */
const centsOf = (text: string): number | null => decimalToCents(text.trim());
/** An amount from 0.01 to 100000.00, or the rule it breaks in the spec's words ("Amount must be greater than 0"). */
const positive = (text: string) =>
  readAmount(text, {
    minCents: 1,
    maxCents: MAX_PAYMENT_CENTS,
    tooSmall: M.amountPositive,
    tooLarge: M.amountTooLarge,
  });

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
  if (f.studentId === null) errors.studentId = tr(M.studentRequired);
  const amount = positive(f.amount);
  if (!amount.ok) errors.amount = tr(amount.message);
  if (!f.paymentMethod) errors.paymentMethod = tr(M.methodRequired);
  return result(errors, () => ({
    studentId: f.studentId!,
    amount: centsToDecimal(amount.ok ? amount.cents : 0),
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
  if (!EMAIL.test(f.studentEmail.trim())) errors.studentEmail = tr(M.invalidEmail);
  const amount = positive(f.amount);
  if (!amount.ok) errors.amount = tr(amount.message);
  return result(errors, () => ({
    studentEmail: f.studentEmail.trim(),
    amount: centsToDecimal(amount.ok ? amount.cents : 0),
    reference: f.reference.trim() || undefined,
  }));
}

export interface RecordPaymentForm {
  studentId: number | null;
  grossAmount: string;
  gstAmount: string;
  paymentMethod: string;
  paymentEmail: string;
}

/** Gross + GST in cents, or null while either is not an amount. */
export function totalCents(f: Pick<RecordPaymentForm, 'grossAmount' | 'gstAmount'>): number | null {
  const gross = centsOf(f.grossAmount);
  const gst = f.gstAmount.trim() ? centsOf(f.gstAmount) : 0;
  return gross === null || gst === null ? null : gross + gst;
}

const partOfTotal = (text: string, tooSmall: string) =>
  readAmount(text, { minCents: 0, maxCents: MAX_PAYMENT_CENTS, tooSmall, tooLarge: M.amountTooLarge });

/**
 * The older Record Payment dialog (spec 03 §2.2, §5 "Record payment (older form)"): money received, so
 * always status paid — an amount owed is Add Charge (issue 28). Each amount names the rule it breaks.
 */
export function checkRecordPayment(f: RecordPaymentForm, month: string) {
  const errors: FieldErrors<'studentId' | 'grossAmount' | 'gstAmount' | 'paymentEmail'> = {};
  if (f.studentId === null) errors.studentId = tr(M.selectStudent);
  const gross = partOfTotal(f.grossAmount, f.grossAmount.trim() ? M.amountNonNegative : M.amountRequired);
  if (!gross.ok) errors.grossAmount = tr(gross.message);
  const gst = f.gstAmount.trim()
    ? partOfTotal(f.gstAmount, M.amountNonNegative)
    : { ok: true as const, cents: 0 };
  if (!gst.ok) errors.gstAmount = tr(gst.message);
  const total = gross.ok && gst.ok ? gross.cents + gst.cents : null;
  if (total !== null && total <= 0) errors.grossAmount = tr(M.amountPositive);
  if (total !== null && total > MAX_PAYMENT_CENTS) errors.grossAmount = tr(M.amountTooLarge);
  if (f.paymentEmail.trim() && !EMAIL.test(f.paymentEmail.trim())) errors.paymentEmail = tr(M.invalidEmail);
  return result(errors, () => ({
    studentId: f.studentId!,
    month,
    grossAmount: centsToDecimal(gross.ok ? gross.cents : 0),
    gstAmount: centsToDecimal(gst.ok ? gst.cents : 0),
    totalAmount: centsToDecimal(total ?? 0),
    status: 'paid' as const,
    paymentMethod: f.paymentMethod,
    paymentEmail: f.paymentEmail.trim() || undefined,
  }));
}
