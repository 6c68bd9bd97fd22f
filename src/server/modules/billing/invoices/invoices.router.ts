import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ZBillingStats,
  ZBulkInvoiceInput,
  ZBulkInvoiceResult,
  ZCreateInvoiceInput,
  ZGenerateMonthlyInput,
  ZGenerateMonthlyResult,
  ZInvoice,
  ZInvoiceDetail,
  ZInvoiceIdInput,
  ZInvoicePage,
  ZInvoicePageInput,
  ZMarkPaidInput,
  ZReminderInput,
  ZStudentInvoicesInput,
} from '../../../../shared/schemas/invoices';
import { invoices } from '../../../db/schema';
import { adminActor } from '../../../kernel/actor';
import { getSettings } from '../../../kernel/settings/read';
import { clockNow } from '../../../kernel/time/clock';
import { studioWallClock } from '../../../kernel/time/studio-time';
import { adminProcedure, router, signedInProcedure } from '../../../trpc/init';
import { scopeOneStudent } from '../../../trpc/scope';
import { billingStats, daysOverdue } from './billing-stats.queries';
import { bulkInvoices, createInvoice, generateMonthly } from './generate.service';
import { markInvoicePaid, remindInvoice, sendInvoice } from './invoice-actions.service';
import { invoiceDetail, studentInvoices } from './invoice-detail.service';
import { invoiceList, invoicePage } from './invoices.queries';

/** Open invoices whose due date has passed (the studio's day). */
const pastDue = (today: string) =>
  sql`${invoices.status} in ('pending', 'sent', 'overdue') and ${invoices.dueDate} < ${today}::date`;

const ZActionResult = z.object({ success: z.literal(true), message: z.string(), invoice: ZInvoice });

export const invoicesRouter = router({
  generateMonthly: adminProcedure
    .input(ZGenerateMonthlyInput)
    .output(ZGenerateMonthlyResult)
    .mutation(({ ctx, input }) => generateMonthly(adminActor(ctx), input, ctx.meta.locale)),

  create: adminProcedure
    .input(ZCreateInvoiceInput)
    .output(ZInvoice)
    .mutation(({ ctx, input }) => createInvoice(adminActor(ctx), input)),

  bulk: adminProcedure
    .input(ZBulkInvoiceInput)
    .output(ZBulkInvoiceResult)
    .mutation(({ ctx, input }) => bulkInvoices(adminActor(ctx), input)),

  /** GET /api/invoices: every invoice, newest month first. */
  list: adminProcedure.output(z.array(ZInvoice)).query(({ ctx }) => invoiceList(ctx.db)),

  /** The Monthly Bills tab and the Billing dashboard: a page of invoices, all or overdue. */
  page: adminProcedure
    .input(ZInvoicePageInput)
    .output(ZInvoicePage)
    .query(async ({ ctx, input }) => {
      const today = studioWallClock((await getSettings(ctx.db)).timezone, clockNow()).date;
      const where = input.filter === 'overdue' ? pastDue(today) : undefined;
      return invoicePage(ctx.db, where, input.page, input.pageSize);
    }),

  /** GET /api/invoices/overdue: open invoices past their due date with something left to pay. */
  overdue: adminProcedure
    .output(z.array(ZInvoice.extend({ daysOverdue: z.number() })))
    .query(async ({ ctx }) => {
      const today = studioWallClock((await getSettings(ctx.db)).timezone, clockNow()).date;
      const rows = await invoiceList(ctx.db, pastDue(today));
      return rows
        .filter((i) => i.amountDue !== '0.00')
        .map((i) => ({ ...i, daysOverdue: daysOverdue(i.dueDate, today) }));
    }),

  /** GET /api/invoices/{id}: the invoice page; a student sees only their own (another's is 404). */
  detail: signedInProcedure
    .input(ZInvoiceIdInput)
    .output(ZInvoiceDetail)
    .query(({ ctx, input }) => invoiceDetail(ctx.db, input.id, ctx.viewer.studentId)),

  /** GET /api/invoices/student/{id}: a student's invoices (a student: only their own), newest first. */
  forStudent: signedInProcedure
    .input(ZStudentInvoicesInput)
    .output(z.array(ZInvoice))
    .query(({ ctx, input }) =>
      studentInvoices(ctx.db, scopeOneStudent(ctx.viewer, input.studentId), ctx.viewer),
    ),

  stats: adminProcedure.output(ZBillingStats).query(({ ctx }) => billingStats(ctx.db)),

  send: adminProcedure
    .input(ZInvoiceIdInput)
    .output(ZActionResult)
    .mutation(({ ctx, input }) => sendInvoice(adminActor(ctx), input.id, ctx.meta.locale)),

  markPaid: adminProcedure
    .input(ZMarkPaidInput)
    .output(ZActionResult)
    .mutation(({ ctx, input }) => markInvoicePaid(adminActor(ctx), input, ctx.meta.locale)),

  reminder: adminProcedure
    .input(ZReminderInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) =>
      remindInvoice(adminActor(ctx), input.id, input.reminderType, ctx.meta.locale),
    ),
});
