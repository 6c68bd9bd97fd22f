/**
 * Contracts of what a student owes and holds in credits (spec 01 §2 "Payments tab", §3 and §7; the
 * credit and refund limits of spec 02 §9 and 03 §9). Used by the billing tRPC procedures, their REST
 * adapters and the student's payment screens; the server module is src/server/modules/billing.
 */
import { z } from 'zod';
import { zStudentId } from './common';

/** The largest refund or credit an administrator may grant in one step (spec 02 §9, 03 §9). */
export const MAX_REFUND_CENTS = 100_000;

/** "Insufficient credits. You need $20.00 in credits to book this class. You currently have $5.00." */
export const insufficientCreditsMessage = (price: string, credits: string) =>
  `Insufficient credits. You need $${price} in credits to book this class. You currently have $${credits}.`;

/** A student's money: their own id for a student, any id for an administrator. */
export const ZStudentIdInput = z.object({ studentId: zStudentId });

/** Credit lots: `available` alone (not used, not voided) or every lot not voided (the default). */
export const ZCreditListInput = z.object({
  studentId: zStudentId,
  available: z.boolean({ error: 'available must be true or false' }).optional(),
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
  /**
   * The owed total split into subtotal and tax with the studio's configured taxes (spec 01 §2's
   * "subtotal + tax" line); each tax on its own line (GST, PST, QST, HST, sales tax).
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
