/**
 * The Payment Management forms' contracts (spec 03 §2.2, §5, §7): the older Record Payment dialog's
 * POST /api/payments, the Record Payment Transaction form and the Process Payment dialog. The
 * profile's POST /api/payments shape is ZRecordPaymentInput in ./billing.
 */
import { z } from 'zod';
import { en } from '../i18n/msg';
import { PAYMENT_MESSAGES, ZRecordPaymentInput, ZStudentPayment, zCents, zPaymentMethod } from './billing';
import { zId } from './common';

/** The largest single payment these forms take (a term's fees; the profile's forms stop at 1000.00). */
export const MAX_PAYMENT_CENTS = 10_000_000;

export const PAYMENT_ENTRY_MESSAGES = {
  selectStudent: en('Please select a student'),
  studentRequired: en('Student is required'),
  amountPositive: en('Amount must be greater than 0'),
  amountRequired: en('Amount is required'),
  amountNonNegative: en('Amount cannot be negative'),
  amountTooLarge: en('Amount cannot exceed 100000.00'),
  methodRequired: en('Payment method is required'),
  invalidEmail: en('Invalid email address'),
  invalidMonth: en('Month must be a month like 2026-11'),
  invalidStatus: en('Status must be pending, paid or overdue'),
  totalMismatch: en('Total amount must equal the gross amount plus GST'),
  noStudentWithEmail: en('No student found with this email address'),
  billNotFound: en('Monthly bill not found'),
  billOfAnotherStudent: en('This monthly bill belongs to another student'),
} as const;
const M = PAYMENT_ENTRY_MESSAGES;

const zPaymentCents = (invalid: string, minCents = 1) =>
  zCents({ invalid, minCents, maxCents: MAX_PAYMENT_CENTS, tooLarge: M.amountTooLarge });

const zStudentRef = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

/** An optional text with its two messages written out ("Notes must be text", "Notes must be at most 2000 characters"). */
const zOptionalText = (notText: string, tooLong: string, max: number) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => v || null);

const zRequiredMethod = z.unknown().transform((v, ctx) => {
  const blank = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  const r = blank ? undefined : zPaymentMethod.safeParse(v);
  if (!r?.success) {
    ctx.addIssue({ code: 'custom', message: r ? PAYMENT_MESSAGES.invalidMethod : M.methodRequired });
    return z.NEVER;
  }
  return r.data;
});

/** POST /api/payments/record-transaction (spec 03 §5 "Record transaction"). */
export const ZRecordTransactionInput = z.object({
  studentId: zStudentRef(M.studentRequired),
  amount: zPaymentCents(M.amountPositive),
  paymentMethod: zRequiredMethod,
  transactionId: zOptionalText(
    en('Transaction ID must be text'),
    en('Transaction ID must be at most 200 characters'),
    200,
  ),
  monthlyBillId: z.preprocess((v) => (v === '' || v === null ? undefined : v), zId.optional()),
  notes: zOptionalText(en('Notes must be text'), en('Notes must be at most 2000 characters'), 2000),
});
export type TRecordTransactionInput = z.input<typeof ZRecordTransactionInput>;

/** POST /api/payments/process (spec 03 §5 "Process payment"): the student found by e-mail. */
export const ZProcessPaymentInput = z.object({
  studentEmail: z
    .string({ error: M.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.invalidEmail })),
  amount: zPaymentCents(M.amountPositive),
  reference: zOptionalText(en('Reference must be text'), en('Reference must be at most 200 characters'), 200),
  paymentMethod: zPaymentMethod.default('e_transfer'),
});
export type TProcessPaymentInput = z.input<typeof ZProcessPaymentInput>;

export const ZPaymentEntryResult = z.object({
  success: z.literal(true),
  /** False when this transaction id or reference was already recorded: nothing new was written. */
  created: z.boolean(),
  payment: ZStudentPayment,
  /** Whether a payment confirmation e-mail was queued (sendPaymentConfirmations). */
  confirmationQueued: z.boolean(),
  message: z.string(),
});
export type TPaymentEntryResult = z.infer<typeof ZPaymentEntryResult>;

const zMonth = z
  .string({ error: M.invalidMonth })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-01)?$/, { error: M.invalidMonth })
  .transform((v) => v.slice(0, 7));

/**
 * The older Record Payment dialog (spec 03 §2.2, §5): gross amount (≥ 0), GST, their total, a status
 * (paid records a payment; pending or overdue is an amount the student owes for the month).
 */
export const ZLegacyPaymentInput = z
  .object({
    studentId: zStudentRef(M.selectStudent),
    month: zMonth.nullish(),
    grossAmount: zPaymentCents(M.amountNonNegative, 0),
    gstAmount: zPaymentCents(M.amountNonNegative, 0).default(0),
    totalAmount: zPaymentCents(M.amountPositive).optional(),
    status: z.enum(['pending', 'paid', 'overdue'], { error: M.invalidStatus }).default('paid'),
    paymentMethod: zPaymentMethod.default('cash'),
    paymentEmail: z
      .string({ error: M.invalidEmail })
      .trim()
      .refine((v) => v === '' || z.email().safeParse(v).success, { error: M.invalidEmail })
      .nullish()
      .transform((v) => v || null),
    transactionId: zOptionalText(
      en('Transaction ID must be text'),
      en('Transaction ID must be at most 200 characters'),
      200,
    ),
    notes: zOptionalText(en('Notes must be text'), en('Notes must be at most 2000 characters'), 2000),
  })
  .transform((v, ctx) => {
    const total = v.totalAmount ?? v.grossAmount + v.gstAmount;
    if (v.totalAmount !== undefined && v.grossAmount + v.gstAmount !== v.totalAmount) {
      ctx.addIssue({ code: 'custom', message: M.totalMismatch, path: ['totalAmount'] });
      return z.NEVER;
    }
    if (total <= 0) {
      ctx.addIssue({ code: 'custom', message: M.amountPositive, path: ['totalAmount'] });
      return z.NEVER;
    }
    return { ...v, totalCents: total };
  });
export type TLegacyPaymentInput = z.input<typeof ZLegacyPaymentInput>;

const isLegacyShape = (v: unknown) =>
  typeof v === 'object' && v !== null && !('amount' in v) && ('grossAmount' in v || 'totalAmount' in v);

/**
 * POST /api/payments in either of the spec's shapes: the profile's (amount, paymentMethod, status
 * paid or pending) or the older dialog's (month, grossAmount, gstAmount, totalAmount, status).
 */
export const ZPaymentsPostInput = z.unknown().transform((v, ctx) => {
  if (isLegacyShape(v)) {
    const r = ZLegacyPaymentInput.safeParse(v);
    return r.success ? { shape: 'legacy' as const, input: r.data } : forward(r.error, ctx);
  }
  const r = ZRecordPaymentInput.safeParse(v);
  return r.success ? { shape: 'profile' as const, input: r.data } : forward(r.error, ctx);
});
export type TPaymentsPostInput = z.output<typeof ZPaymentsPostInput>;

function forward(error: z.ZodError, ctx: z.RefinementCtx): never {
  for (const issue of error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
  }
  return z.NEVER;
}
