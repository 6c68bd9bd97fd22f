import { z } from 'zod';
import {
  ZBalanceSummary,
  ZCredit,
  ZCreditListInput,
  ZDashboardStats,
  ZGrantCreditInput,
  ZOutstanding,
  ZPaymentPage,
  ZPaymentPageInput,
  ZRecordPaymentInput,
  ZRecordPaymentResult,
  ZRefundInput,
  ZRefundNoticeInput,
  ZRefundNoticeResult,
  ZRefundResult,
  ZStudentIdInput,
  ZStudentPayment,
} from '../../../shared/schemas/billing';
import { zId } from '../../../shared/schemas/common';
import {
  ZPaymentEntryResult,
  ZPaymentsPostInput,
  ZProcessPaymentInput,
  ZRecordTransactionInput,
} from '../../../shared/schemas/payment-entry';
import { ZOutstandingSummary, ZOverdueList, ZPaymentList } from '../../../shared/schemas/payment-reports';
import { said } from '../../i18n/said';
import { adminActor } from '../../kernel/actor';
import { assertStudentExists } from '../../kernel/student-status';
import { adminProcedure, router, signedInProcedure } from '../../trpc/init';
import { scopeOneStudent } from '../../trpc/scope';
import { listCredits, outstanding } from './balance.service';
import { deleteCredit, grantAdminCredit, refundToCredit, sendRefundNotification } from './credits.service';
import { dashboardStats } from './dashboard.queries';
import { paymentPage } from './ledger.queries';
import {
  outstandingSummary,
  overduePayments,
  paymentsThisMonth,
  recentPayments,
} from './payment-reports.queries';
import { processPayment, recordTransaction, registerPayment, removePayment } from './payments.service';
import { balanceSummary, listStudentPayments } from './student-money.queries';

export const billingRouter = router({
  /** What a student owes and has in credits: their own for a student, anyone's for an admin. */
  outstanding: signedInProcedure
    .input(ZStudentIdInput)
    .output(ZOutstanding)
    .query(async ({ ctx, input }) => {
      const studentId = scopeOneStudent(ctx.viewer, input.studentId);
      await assertStudentExists(ctx.db, studentId);
      return outstanding(ctx.db, studentId);
    }),

  credits: signedInProcedure
    .input(ZCreditListInput)
    .output(z.array(ZCredit))
    .query(async ({ ctx, input }) => {
      const studentId = scopeOneStudent(ctx.viewer, input.studentId);
      await assertStudentExists(ctx.db, studentId);
      return listCredits(ctx.db, studentId, { available: input.available });
    }),

  /** The profile's Payments tab: the student's payments, newest first. */
  studentPayments: adminProcedure
    .input(ZStudentIdInput)
    .output(z.array(ZStudentPayment))
    .query(async ({ ctx, input }) => {
      await assertStudentExists(ctx.db, input.studentId);
      return listStudentPayments(ctx.db, input.studentId);
    }),

  /** The profile's Credit Balance Summary. */
  balanceSummary: adminProcedure
    .input(ZStudentIdInput)
    .output(ZBalanceSummary)
    .query(async ({ ctx, input }) => {
      await assertStudentExists(ctx.db, input.studentId);
      return balanceSummary(ctx.db, input.studentId);
    }),

  /** The profile's Register Payment and Add Charge (status pending). */
  recordPayment: adminProcedure
    .input(ZRecordPaymentInput)
    .output(ZRecordPaymentResult)
    .mutation(({ ctx, input }) =>
      registerPayment(adminActor(ctx), { shape: 'profile', input }, ctx.meta.locale),
    ),

  /** POST /api/payments in either spec shape: the profile's or the older Record Payment dialog's. */
  postPayment: adminProcedure
    .input(ZPaymentsPostInput)
    .output(ZRecordPaymentResult)
    .mutation(({ ctx, input }) => registerPayment(adminActor(ctx), input, ctx.meta.locale)),

  /** POST /api/payments/record-transaction: the Record Payment Transaction form. */
  recordTransaction: adminProcedure
    .input(ZRecordTransactionInput)
    .output(ZPaymentEntryResult)
    .mutation(({ ctx, input }) => recordTransaction(adminActor(ctx), input, ctx.meta.locale)),

  /** POST /api/payments/process: the Process Payment dialog (the student found by e-mail). */
  processPayment: adminProcedure
    .input(ZProcessPaymentInput)
    .output(ZPaymentEntryResult)
    .mutation(({ ctx, input }) => processPayment(adminActor(ctx), input, ctx.meta.locale)),

  removePayment: adminProcedure
    .input(z.object({ id: zId, reason: z.string().trim().max(500).optional() }))
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) =>
      said(ctx.meta.locale, await removePayment(adminActor(ctx), input.id, input.reason || undefined)),
    ),

  /** POST /api/payments/refund: the amount back as account credit, e-mailed when asked. */
  refund: adminProcedure
    .input(ZRefundInput)
    .output(ZRefundResult)
    .mutation(({ ctx, input }) => refundToCredit(adminActor(ctx), input, ctx.meta.locale)),

  grantCredit: adminProcedure
    .input(ZGrantCreditInput)
    .output(z.object({ credit: ZCredit, created: z.boolean() }))
    .mutation(({ ctx, input }) => grantAdminCredit(adminActor(ctx), input)),

  deleteCredit: adminProcedure
    .input(z.object({ id: zId }))
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => said(ctx.meta.locale, await deleteCredit(adminActor(ctx), input.id))),

  /** The Payment Ledger and the Payments tab: a page, sorted and filtered on the server, with totals. */
  paymentPage: adminProcedure
    .input(ZPaymentPageInput)
    .output(ZPaymentPage)
    .query(({ ctx, input }) => paymentPage(ctx.db, input, ctx.meta.locale)),

  /** POST /api/email/send-refund-notification: the refund sequence's notice, queued once. */
  sendRefundNotification: adminProcedure
    .input(ZRefundNoticeInput)
    .output(ZRefundNoticeResult)
    .mutation(({ ctx, input }) => sendRefundNotification(adminActor(ctx), input, ctx.meta.locale)),

  /** GET /api/payments/this-month: Payments This Month. */
  thisMonth: adminProcedure
    .output(ZPaymentList)
    .query(({ ctx }) => paymentsThisMonth(ctx.db, ctx.meta.locale)),

  /** GET /api/payments/recent: Recent Activity. */
  recent: adminProcedure.output(ZPaymentList).query(({ ctx }) => recentPayments(ctx.db, ctx.meta.locale)),

  /** GET /api/payments/outstanding: Outstanding Amounts. */
  outstandingSummary: adminProcedure
    .output(ZOutstandingSummary)
    .query(({ ctx }) => outstandingSummary(ctx.db)),

  /** GET /api/payments/overdue: Overdue Payments. */
  overdue: adminProcedure.output(ZOverdueList).query(({ ctx }) => overduePayments(ctx.db)),

  /** GET /api/dashboard/stats: active students, paid this month, outstanding and overdue. */
  dashboardStats: adminProcedure.output(ZDashboardStats).query(({ ctx }) => dashboardStats(ctx.db)),
});
