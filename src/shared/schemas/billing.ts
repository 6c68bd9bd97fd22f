/**
 * Contracts of what a student owes and holds in credits (spec 01 §2 "Payments tab", §3 and §7; the
 * credit and refund limits of spec 02 §9 and 03 §9). Used by the billing tRPC procedures, their REST
 * adapters and the student's payment screens; the server module is src/server/modules/billing.
 */
import { z } from 'zod';
import { readAmount } from '../amount-rules';
import { PAYMENT_METHODS } from '../constants';
import { formatDate } from '../dates';
import { type Described, en, localized, msg } from '../i18n/msg';
import { zPageNumber, zPageSize, zStudentId } from './common';

/** The largest refund, credit, payment or charge an administrator may enter in one step (spec 02 §5, §9; 03 §9). */
export const MAX_REFUND_CENTS = 100_000;

/** "Insufficient credits. You need $20.00 in credits to book this class. You currently have $5.00." */
export const insufficientCreditsMessage = (price: string, credits: string): Described =>
  msg(
    // biome-ignore lint/suspicious/noTemplateCurlyInString: "$" is the dollar sign before an ICU placeholder.
    'Insufficient credits. You need ${price} in credits to book this class. You currently have ${credits}.',
    {
      price,
      credits,
    },
  );

/** A student's money: their own id for a student, any id for an administrator. */
export const ZStudentIdInput = z.object({ studentId: zStudentId });

/** Credit lots: `available` alone (not used, not voided) or every lot not voided (the default). */
export const ZCreditListInput = z.object({
  studentId: zStudentId,
  available: z.boolean({ error: en('available must be true or false') }).optional(),
});

export const ZCredit = z.object({
  id: z.number(),
  studentId: z.number(),
  amount: z.string(),
  creditAmount: z.string(),
  reason: z.string(),
  source: z.string(),
  classDate: z.string().nullable(),
  isUsed: z.boolean(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TCredit = z.infer<typeof ZCredit>;

/** GET /api/payments/student/{id}/outstanding. */
export const ZOutstanding = z.object({
  studentId: z.number(),
  totalOwed: z.string(),
  /** Confirmed, charged bookings not yet covered by payments or credits. */
  classCount: z.number(),
  availableCredit: z.string(),
  /** The part of totalOwed for classes not yet held and not yet billed: owed, not due yet. */
  upcoming: z.string(),
  /** The part of totalOwed unpaid past its due date (its bill's), as the dashboard's Overdue counts it. */
  overdue: z.string(),
  /**
   * The owed total split into subtotal and tax: the tax recorded with each unpaid charge (spec 01 §2's
   * "subtotal + tax" line; decision 028); each tax on its own line (GST, PST, QST, HST, sales tax).
   */
  breakdown: z.object({
    subtotal: z.string(),
    tax: z.string(),
    lines: z.array(
      z.object({ kind: z.string(), label: z.string(), ratePercent: z.string(), amount: z.string() }),
    ),
  }),
  details: z.array(
    z.object({
      bookingId: z.number(),
      className: z.string(),
      classDate: z.string(),
      amount: z.string(),
    }),
  ),
});
export type TOutstanding = z.infer<typeof ZOutstanding>;

/** GET /api/payments/student/{id}: a payment as the profile's Payments tab shows it (spec 02 §3). */
export const ZStudentPayment = z.object({
  id: z.number(),
  studentId: z.number(),
  amount: z.string(),
  paymentMethod: z.string(),
  paymentDate: z.string(),
  status: z.string(),
  transactionId: z.string().nullable(),
  notes: z.string().nullable(),
  reference: z.string().nullable(),
  emailFrom: z.string().nullable(),
  emailSubject: z.string().nullable(),
  emailProcessedAt: z.string().nullable(),
  /** The amount with tax (totalAmount = amount), without it (netAmount) and the tax (gstAmount). */
  totalAmount: z.string(),
  netAmount: z.string(),
  gstAmount: z.string(),
  paymentEmail: z.string().nullable(),
  /** The monthly bill (invoice) it pays, when one was named. */
  monthlyBillId: z.number().nullable(),
  processingNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type TStudentPayment = z.infer<typeof ZStudentPayment>;

/** The profile's Credit Balance Summary, every figure summed from the ledger. */
export const ZBalanceSummary = z.object({
  studentId: z.number(),
  /** Payments received, less payments reversed. */
  totalPayments: z.string(),
  /** Charges, less charges reversed (cancellations). */
  totalCharges: z.string(),
  availableCredit: z.string(),
  /** What is still owed (0.00: "Account Fully Paid"). */
  outstanding: z.string(),
});
export type TBalanceSummary = z.infer<typeof ZBalanceSummary>;

// ---------- recording payments and charges (spec 02 §7 "POST /api/payments", §5, §8) ----------

export const PAYMENT_MESSAGES = {
  invalidAmount: en('Please enter a valid payment amount'),
  amountTooLarge: en('Amount cannot exceed 1000.00'),
  invalidMethod: en('Unknown payment method'),
  invalidDate: en('Invalid payment date'),
  futureDate: en('Payment date cannot be after today'),
  invalidStatus: en('Status must be paid or pending'),
  notFound: en('Payment not found'),
  alreadyRemoved: en('This payment has already been removed'),
  refundKept: en('This is money given back to the student, not a payment: a refund stays on the record'),
} as const;

/** The earliest date money can be dated (a year before the studio's first record), as a message. */
export const tooEarlyDateMessage = (earliest: string): Described =>
  msg('Payment date cannot be before {date}', {
    date: localized((locale) => formatDate(earliest, locale)),
  });

/** The spec's labels and common spellings, as the method we store (design §3: method ≠ status). */
const METHOD_ALIASES: Record<string, (typeof PAYMENT_METHODS)[number]> = {
  check: 'cheque',
  cheque: 'cheque',
  'credit card': 'card',
  credit_card: 'card',
  creditcard: 'card',
  card: 'card',
  'bank transfer': 'bank_transfer',
  bank_transfer: 'bank_transfer',
  'e-transfer': 'e_transfer',
  etransfer: 'e_transfer',
  e_transfer: 'e_transfer',
  'interac e-transfer': 'e_transfer',
  interac: 'e_transfer',
  // The profile's Add Charge sends "manual": a charge has no method of its own.
  manual: 'other',
};

export const zPaymentMethod = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const key = v.trim().toLowerCase();
    return METHOD_ALIASES[key] ?? key;
  },
  z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.invalidMethod }),
);

/**
 * A decimal amount ("20.00", 20 or "20") as integer cents, never a float: `invalid` is what an empty or
 * too small amount answers (below `minCents`, 1 by default), `tooLarge` above `maxCents`; more than two
 * decimals, a negative or a word each answer their own rule (AMOUNT_RULES).
 */
export const zCents = (o: { invalid: string; maxCents: number; tooLarge: string; minCents?: number }) =>
  z.union([z.string(), z.number()], { error: o.invalid }).transform((v, ctx) => {
    const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v;
    const read = readAmount(text, {
      minCents: o.minCents ?? 1,
      maxCents: o.maxCents,
      tooSmall: o.invalid,
      tooLarge: o.tooLarge,
    });
    if (!read.ok) {
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    }
    return read.cents;
  });

/** Above 0 and at most 1000.00 (the profile forms' 0–1000, step 0.01). */
const zAmountCents = (invalid: string) =>
  zCents({ invalid, maxCents: MAX_REFUND_CENTS, tooLarge: PAYMENT_MESSAGES.amountTooLarge });

export const zManualAmountCents = zAmountCents(PAYMENT_MESSAGES.invalidAmount);

/**
 * POST /api/payments in the profile's shape (spec 02 §7): status "paid" registers a payment; status
 * "pending" is the profile's Add Charge, which adds to what the student owes. `reference` and `notes`
 * are the same field. The same transactionId twice records one payment.
 */
export const ZRecordPaymentInput = z.object({
  studentId: zStudentId,
  amount: zManualAmountCents,
  paymentMethod: zPaymentMethod.default('cash'),
  paymentDate: z
    .string({ error: PAYMENT_MESSAGES.invalidDate })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: PAYMENT_MESSAGES.invalidDate })
    .optional(),
  status: z.enum(['paid', 'pending'], { error: PAYMENT_MESSAGES.invalidStatus }).default('paid'),
  transactionId: z
    .string()
    .trim()
    .max(200, { error: en('Transaction ID is too long') })
    .nullish(),
  notes: z
    .string()
    .trim()
    .max(2000, { error: en('Notes are too long') })
    .nullish(),
  reference: z
    .string()
    .trim()
    .max(2000, { error: en('Reference is too long') })
    .nullish(),
});
export type TRecordPaymentInput = z.input<typeof ZRecordPaymentInput>;

export const ZRecordPaymentResult = z.object({
  success: z.literal(true),
  kind: z.enum(['payment', 'charge']),
  /** False when this transaction id was already recorded: nothing new was written. */
  created: z.boolean(),
  payment: ZStudentPayment.nullable(),
  /** What was recorded or charged (the older dialog reads it). */
  totalAmount: z.string(),
  /** Whether a payment confirmation e-mail was queued (sendPaymentConfirmations). */
  confirmationQueued: z.boolean(),
  message: z.string(),
});
export type TRecordPaymentResult = z.infer<typeof ZRecordPaymentResult>;

// ---------- refunds and credits (spec 02 §5, §7, §8; spec 03 §5, §7) ----------

export const REFUND_MESSAGES = {
  missing: en('Please enter refund amount and reason'),
  reasonRequired: en('Reason is required'),
  creditNotFound: en('Credit not found'),
  creditUsed: en('This credit has already been used on a booking and cannot be deleted'),
  creditAlreadyDeleted: en('This credit has already been deleted'),
} as const;

/** A refund or credit amount: 0.01 to 1000.00 (0 grants nothing). */
const zRefundCents = zAmountCents(REFUND_MESSAGES.missing);

const zRefundReason = z
  .string({ error: REFUND_MESSAGES.missing })
  .trim()
  .min(1, { error: REFUND_MESSAGES.missing })
  .max(500, { error: en('Reason must be at most 500 characters') });

/**
 * POST /api/payments/refund (the profile's Refund): the amount comes back to the student as account
 * credit (source admin_refund), recorded as a refund, and e-mailed when emailNotify is on.
 */
export const ZRefundInput = z.object({
  studentId: zStudentId,
  amount: zRefundCents,
  reason: zRefundReason,
  emailNotify: z.boolean({ error: en('emailNotify must be true or false') }).default(true),
});
export type TRefundInput = z.input<typeof ZRefundInput>;

export const ZRefundResult = z.object({
  success: z.literal(true),
  message: z.string(),
  credit: ZCredit,
  /** The refund notification, when one was queued. */
  emailQueued: z.boolean(),
  /** Whether a mail server is configured: without one a queued notice is kept, not sent. */
  mailConfigured: z.boolean(),
});
export type TRefundResult = z.infer<typeof ZRefundResult>;

/** POST /api/student-credits: a credit the administrator grants (spec 02 §7). */
export const ZGrantCreditInput = z.object({
  studentId: zStudentId,
  amount: zRefundCents,
  reason: zRefundReason,
  source: z
    .enum(['admin_refund', 'admin_credit'], { error: en('source must be admin_refund or admin_credit') })
    .default('admin_credit'),
  classDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: en('Invalid date') })
    .nullish(),
});
export type TGrantCreditInput = z.input<typeof ZGrantCreditInput>;

/** POST /api/email/send-refund-notification (spec 03 §7), the refund sequence's last call. */
export const ZRefundNoticeInput = z.object({
  studentId: zStudentId,
  amount: zRefundCents,
  reason: zRefundReason,
  className: z
    .string()
    .trim()
    .max(200, { error: en('className is too long') })
    .nullish(),
  classDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: en('Invalid date') })
    .nullish(),
});
export const ZRefundNoticeResult = z.object({
  success: z.literal(true),
  /** False when the same notice was already queued (a retry): nothing new is sent. */
  queued: z.boolean(),
  mailConfigured: z.boolean(),
  message: z.string(),
});
export type TRefundNoticeResult = z.infer<typeof ZRefundNoticeResult>;

// ---------- the Payment Ledger and payment lists (spec 03 §2.5, §7; issue 11 §4) ----------

export const PAYMENT_PAGE_SIZES = [25, 50, 100] as const;
export const PAYMENT_SORT_FIELDS = ['paymentDate', 'studentName', 'amount', 'method'] as const;

const zIsoDate = (notText: string, notDate: string) =>
  z.string({ error: notText }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: notDate });

const filterFields = {
  startDate: zIsoDate(en('startDate must be a date'), en('startDate must be a date (YYYY-MM-DD)')).optional(),
  endDate: zIsoDate(en('endDate must be a date'), en('endDate must be a date (YYYY-MM-DD)')).optional(),
  studentId: zStudentId.optional(),
};
const datesInOrder = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;
const DATES_OUT_OF_ORDER = { error: en('startDate must be on or before endDate'), path: ['endDate'] };

/** The ledger's filters: dates are the studio's calendar days, both ends included. */
export const ZPaymentFilter = z.object(filterFields).refine(datesInOrder, DATES_OUT_OF_ORDER);

export const ZPaymentPageInput = z
  .object({
    ...filterFields,
    page: zPageNumber,
    pageSize: zPageSize(PAYMENT_PAGE_SIZES, 25),
    sortField: z
      .enum(PAYMENT_SORT_FIELDS, {
        error: en('sortField must be one of paymentDate, studentName, amount, method'),
      })
      .default('paymentDate'),
    sortDirection: z
      .enum(['asc', 'desc'], { error: en('sortDirection must be asc or desc') })
      .default('desc'),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type TPaymentPageInput = z.input<typeof ZPaymentPageInput>;

/** A row of the Payment Ledger (spec 03 §2.5: Date, Student, Amount, Method, Email Source, Notes). */
export const ZLedgerPayment = ZStudentPayment.extend({
  studentName: z.string(),
  /** The spec reads the name from here too. */
  student: z.object({ name: z.string() }),
  methodLabel: z.string(),
});
export type TLedgerPayment = z.infer<typeof ZLedgerPayment>;

export const ZPaymentTotals = z.object({
  count: z.number(),
  /** Total Payments (their count is `count`), Total Revenue and Average Payment, as decimals. */
  totalAmount: z.string(),
  averageAmount: z.string(),
  /** The tax recorded with these payments, inside totalAmount (decision 028). */
  taxAmount: z.string(),
});

export const ZPaymentPage = z.object({
  rows: z.array(ZLedgerPayment),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: ZPaymentTotals,
});
export type TPaymentPage = z.infer<typeof ZPaymentPage>;

/** GET /api/dashboard/stats (spec 03 §3 "Dashboard stats"). */
export const ZDashboardStats = z.object({
  activeStudents: z.number(),
  /** Payments received this studio month (what students paid, tax included). */
  paidThisMonth: z.string(),
  /** The same without the tax recorded on them. */
  paidThisMonthNet: z.string(),
  paymentsThisMonth: z.number(),
  /** What every student owes, summed: equals the sum of each student's Amount Owed. */
  outstanding: z.string(),
  studentsOwing: z.number(),
  /** The part of it for classes not yet held and not yet billed: owed, not due. */
  upcoming: z.string(),
  /** The part of it unpaid past its due date (its bill's; money and credit pay the oldest charges first). */
  overdue: z.string(),
  studentsOverdue: z.number(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;
