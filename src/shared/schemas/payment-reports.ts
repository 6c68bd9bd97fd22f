/**
 * The dashboard's money lists (spec 03 §2.1, §3, §7): payments this month, what is outstanding, what
 * is overdue, and the recent payments. Served by src/server/modules/billing/payment-reports.queries.ts.
 */
import { z } from 'zod';
import { ZLedgerPayment } from './billing';

/** GET /api/payments/this-month and /recent: payments as the ledger shows them. */
export const ZPaymentList = z.array(ZLedgerPayment);
export type TPaymentList = z.infer<typeof ZPaymentList>;

/** Recent Activity's length (spec 03 §9). */
export const RECENT_PAYMENTS = 10;
/** What Recent Activity leaves out, as a method or a status (spec 03 §2.1). */
export const NOT_RECENT_ACTIVITY = ['refunded', 'pending', 'failed', 'cancelled'] as const;

/** GET /api/payments/outstanding (spec 03 §3 "Outstanding payments response"). */
export const ZOutstandingSummary = z.object({
  totalOutstanding: z.string(),
  studentCount: z.number(),
  paidThisMonth: z.string(),
  /** Per student who owes: the dashboard's Outstanding Amounts dialog. */
  details: z.array(
    z.object({
      studentId: z.number(),
      studentName: z.string(),
      studentEmail: z.string(),
      classCount: z.number(),
      outstandingAmount: z.string(),
    }),
  ),
  /** Per unpaid charge (a class or another charge), oldest first; classPrice is what is left to pay. */
  enrollmentDetails: z.array(
    z.object({
      studentId: z.number(),
      studentName: z.string(),
      className: z.string(),
      classDate: z.string().nullable(),
      classPrice: z.string(),
      notes: z.string().nullable(),
    }),
  ),
});
export type TOutstandingSummary = z.infer<typeof ZOutstandingSummary>;

/** GET /api/payments/overdue: one row per student with charges unpaid past the payment due days. */
export const ZOverdueItem = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentEmail: z.string(),
  /** Whole days, in the studio's timezone, since the oldest charge still unpaid past its due date. */
  daysSinceInvoice: z.number(),
  /** Classes among the overdue charges. */
  classCount: z.number(),
  /** The student's unpaid and partly paid charges, what payments cover of them, and the overdue part. */
  totalOwed: z.string(),
  paidAmount: z.string(),
  overdueAmount: z.string(),
});
export const ZOverdueList = z.array(ZOverdueItem);
export type TOverdueItem = z.infer<typeof ZOverdueItem>;
