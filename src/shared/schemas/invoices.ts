/**
 * Monthly bills, which are invoices (design §3): one per student per billing month (spec 03 §1, §2.2,
 * §2.4, §3, §4, §5, §7). Served by src/server/modules/invoices.
 */
import { z } from 'zod';
import { REMINDER_TYPES } from '../constants';
import { addMonths, monthLabel, startOfMonth } from '../dates';
import { type Described, en, msg } from '../i18n/msg';
import { PAYMENT_MESSAGES, zPaymentMethod } from './billing';
import { zId, zPageNumber, zPageSize, zStudentId } from './common';
import { ZPaymentOption, ZStudioProfile } from './studio';

export const INVOICE_MESSAGES = {
  studentRequired: en('Student is required'),
  periodRequired: en('Billing period is required'),
  periodInvalid: en('Billing period must be a month like 2025-08'),
  monthRange: en('Month must be between 1 and 12'),
  yearRange: en('Year must be between 2020 and 2030'),
  reminderType: en('Reminder type must be first_reminder, second_reminder or final_notice'),
  notFound: en('Invoice not found'),
  sendOnlyPending: en('Only a pending invoice can be sent'),
  remindOnlyOpen: en('A reminder can be sent only for a sent or overdue invoice'),
  markPaidOnlyOpen: en('Only a sent or overdue invoice can be marked paid'),
  nothingToBill: en('This student has no charges to bill in that month'),
} as const;
const M = INVOICE_MESSAGES;

const zInt = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** POST /api/payments/generate-monthly: month 1–12, year 2020–2030 (spec 03 §5). */
export const ZGenerateMonthlyInput = z.object({
  month: zInt(M.monthRange, 1, 12),
  year: zInt(M.yearRange, 2020, 2030),
});

/** "2025-08" (a date in the month is read as its month). */
export const zBillingPeriod = z
  .string({ error: M.periodRequired })
  .trim()
  .min(1, { error: M.periodRequired })
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, { error: M.periodInvalid })
  .transform((v) => v.slice(0, 7));

/**
 * The latest month a bill can be for is the studio month after this one (classes booked ahead): a later
 * one says so, in its own words (issue 28: "2031-05" is a month, just too far ahead).
 */
export function billingPeriodTooLate(period: string, studioToday: string): Described | null {
  const latest = addMonths(startOfMonth(studioToday), 1).slice(0, 7);
  return period.slice(0, 7) > latest
    ? msg('Billing period cannot be after {month}', { month: monthLabel(latest) })
    : null;
}

export const ZCreateInvoiceInput = z.object({
  studentId: z.coerce
    .number({ error: M.studentRequired })
    .int({ error: M.studentRequired })
    .min(1, { error: M.studentRequired })
    .max(2_147_483_647, { error: M.studentRequired }),
  billingPeriod: zBillingPeriod,
});
export const ZBulkInvoiceInput = z.object({ billingPeriod: zBillingPeriod });
export const ZInvoiceIdInput = z.object({ id: zId });

/**
 * Mark Paid: how and when the rest of the invoice was received (issue 28: asked, never assumed). The
 * spec's REST call has an empty body, so both stay optional there: method Other, dated now.
 */
export const ZMarkPaidInput = z.object({
  id: zId,
  paymentMethod: zPaymentMethod.default('other'),
  /** The studio date the money came in ("2026-11-28"); today when absent. */
  paymentDate: z.iso.date({ error: PAYMENT_MESSAGES.invalidDate }).optional(),
});
export type TMarkPaidInput = z.input<typeof ZMarkPaidInput>;
export const ZStudentInvoicesInput = z.object({ studentId: zStudentId });
export const ZReminderInput = z.object({
  id: zId,
  reminderType: z.enum(REMINDER_TYPES, { error: M.reminderType }),
});

export const INVOICE_STATUSES = ['pending', 'sent', 'paid', 'overdue'] as const;
export const INVOICE_PAGE_SIZES = [25, 50, 100] as const;

/** One page of invoices, newest month first; `overdue` is open and past its due date. */
export const ZInvoicePageInput = z.object({
  filter: z.enum(['all', 'overdue'], { error: en('filter must be all or overdue') }).default('all'),
  page: zPageNumber,
  pageSize: zPageSize(INVOICE_PAGE_SIZES, 25),
});

export const ZInvoiceLine = z.object({
  id: z.number(),
  bookingId: z.number().nullable(),
  description: z.string(),
  /** The line's amount as charged (tax included) and the tax in it. */
  amount: z.string(),
  taxAmount: z.string(),
});

/** An invoice as the lists and the spec read it (spec 03 §3 "Invoice" and "Monthly bill"). */
export const ZInvoice = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  studentEmail: z.string(),
  /** "2025-08" */
  billingPeriod: z.string(),
  /** The first day of the month (the Monthly bill's `month`). */
  month: z.string(),
  status: z.enum(['pending', 'sent', 'paid', 'overdue', 'cancelled']),
  grossAmount: z.string(),
  gstAmount: z.string(),
  totalAmount: z.string(),
  /** What payments against the student's charges leave unpaid of this invoice. */
  amountDue: z.string(),
  dueDate: z.string(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZGenerateMonthlyResult = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The bills of that month created by this run (none when every student was already billed). */
  created: z.number(),
  payments: z.array(ZInvoice),
});

export const ZBulkInvoiceResult = z.object({
  success: z.array(ZInvoice),
  failed: z.array(z.object({ studentId: z.number(), studentName: z.string(), error: z.string() })),
});

export const ZInvoicePage = z.object({
  rows: z.array(ZInvoice),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** GET /api/billing/stats (spec 03 §3 "Billing stats"). */
export const ZBillingStats = z.object({
  totalInvoices: z.number(),
  totalRevenue: z.string(),
  pendingAmount: z.string(),
  overdueInvoices: z.number(),
});

/** A line of the invoice page: a booking's line carries its class's date. */
export const ZInvoiceDetailLine = ZInvoiceLine.extend({ classDate: z.string().nullable() });

/** One tax of the invoice's tax split, e.g. "GST 5%" and the amount of it in the invoice. */
export const ZInvoiceTaxLine = z.object({ label: z.string(), amount: z.string() });

/** A payment that paid (part of) the invoice: payments pay the oldest charges first (decision 002). */
export const ZInvoicePayment = z.object({
  paymentId: z.number(),
  /** The studio day it was paid, "YYYY-MM-DD". */
  paidOn: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  /** The whole payment, and the part of it that paid this invoice. */
  amount: z.string(),
  appliedAmount: z.string(),
});

/**
 * GET /api/invoices/{id}: the invoice as a page shows and prints it — what the invoice e-mail says,
 * plus what has been paid against it. totalAmount − adjustmentsAmount − paymentsAmount = amountDue.
 */
export const ZInvoiceDetail = ZInvoice.extend({
  /** The billing month's first and last days, and the day the invoice was made. */
  periodStart: z.string(),
  periodEnd: z.string(),
  issueDate: z.string(),
  lines: z.array(ZInvoiceDetailLine),
  subtotalAmount: z.string(),
  taxAmount: z.string(),
  /** By tax when the studio's includeTaxBreakdown is on, otherwise one "Tax" line. */
  taxLines: z.array(ZInvoiceTaxLine),
  /** Cancellations and credits used on its charges since it was billed. */
  adjustmentsAmount: z.string(),
  paymentsAmount: z.string(),
  payments: z.array(ZInvoicePayment),
  studio: ZStudioProfile,
  /** How to pay: the studio's enabled payment methods with their details. */
  paymentOptions: z.array(ZPaymentOption),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;
