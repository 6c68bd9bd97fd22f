/** The monthly report (spec 03 §3 "Monthly report", §7 GET /api/reports/monthly). */
import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { en } from '../i18n/msg';

export const ZMonthlyReportInput = z.object({
  month: z
    .string({ error: en('month is required (like 2025-08)') })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, { error: en('month must be a month like 2025-08') })
    .transform((v) => v.slice(0, 7)),
});

export const ZMonthlyReport = z.object({
  month: z.string(),
  /** Per student: classes taken that month, what they paid that month and the tax inside it. */
  paymentsByStudent: z.array(
    z.object({
      studentId: z.number(),
      studentName: z.string(),
      classCount: z.number(),
      totalAmount: z.string(),
      gstAmount: z.string(),
    }),
  ),
  totalAmount: z.string(),
  gstAmount: z.string(),
  netAmount: z.string(),
});
export type TMonthlyReport = z.infer<typeof ZMonthlyReport>;

// ---------- Financial Reports (spec 03 §2.3, §9; issue 12 §3) ----------

/** The longest period one report covers: enough for "This Year" and any custom range an accountant asks for. */
export const FINANCIAL_REPORT_MAX_YEARS = 3;
/** The Monthly Breakdown's months and the Top Paying Students' length (spec 03 §9). */
export const BREAKDOWN_MONTHS = 6;
export const TOP_STUDENTS = 5;

// Dates the studio's calendar arithmetic handles (JavaScript writes years after 9999 differently).
const FIRST_REPORT_DAY = '1970-01-01';
const LAST_REPORT_DAY = '2999-12-31';

/** Each end's messages, written out whole so the catalogues hold them. */
const DAY_MESSAGES = {
  from: {
    required: en('from is required (a date like 2025-08-01)'),
    invalid: en('from must be a date like 2025-08-01'),
    outside: en('from must be between 1970-01-01 and 2999-12-31'),
  },
  to: {
    required: en('to is required (a date like 2025-08-01)'),
    invalid: en('to must be a date like 2025-08-01'),
    outside: en('to must be between 1970-01-01 and 2999-12-31'),
  },
};

const zStudioDay = (name: 'from' | 'to') =>
  z
    .string({ error: DAY_MESSAGES[name].required })
    .trim()
    .refine(isValidIsoDate, { error: DAY_MESSAGES[name].invalid })
    .refine((v) => v >= FIRST_REPORT_DAY && v <= LAST_REPORT_DAY, { error: DAY_MESSAGES[name].outside });

/**
 * True when `to` is within FINANCIAL_REPORT_MAX_YEARS of `from`: before the same calendar day that many
 * years later (compared as text, so "2027-02-29" after 2024-02-29 still sorts right).
 */
export const periodWithinLimit = (from: string, to: string): boolean =>
  to < `${String(Number(from.slice(0, 4)) + FINANCIAL_REPORT_MAX_YEARS).padStart(4, '0')}${from.slice(4)}`;

/** A period of the studio's calendar days, both ends included. */
export const ZFinancialReportInput = z
  .object({ from: zStudioDay('from'), to: zStudioDay('to') })
  .refine((v) => v.from <= v.to, { error: en('from must be on or before to'), path: ['to'] })
  .refine((v) => periodWithinLimit(v.from, v.to), {
    error: en('The period can be at most 3 years'),
    path: ['to'],
  });
export type TFinancialReportInput = z.infer<typeof ZFinancialReportInput>;

const ZTaxRate = z.object({ kind: z.string(), label: z.string(), ratePercent: z.string() });

export const ZFinancialReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Where the studio charges tax and the taxes in force on the period's last day (the tax jurisdiction card). */
  jurisdiction: z.object({
    country: z.string(),
    region: z.string(),
    /** Which settings the taxes come from; 'default' is the spec's 5 % "Tax" when nothing is configured. */
    source: z.enum(['settings', 'legacy', 'default']),
    inclusive: z.boolean(),
    taxes: z.array(ZTaxRate),
  }),
  /** Payments received in the period: the Payment Ledger's Total Revenue over the same days. */
  grossRevenue: z.string(),
  taxCollected: z.string(),
  netRevenue: z.string(),
  /** Per tax, the tax inside what was received, at the rates in force on each day (in date order). */
  taxes: z.array(
    z.object({ kind: z.string(), label: z.string(), ratePercents: z.array(z.string()), amount: z.string() }),
  ),
  paymentCount: z.number(),
  studentCount: z.number(),
  /** The six months ending with the period's last month, oldest first; "YYYY-MM". */
  monthlyBreakdown: z.array(
    z.object({
      month: z.string(),
      grossRevenue: z.string(),
      taxCollected: z.string(),
      netRevenue: z.string(),
      paymentCount: z.number(),
    }),
  ),
  /** Money received in the period by payment method (card through Stripe, e-Transfer, …), net of refunds. */
  byMethod: z.array(
    z.object({ method: z.string(), label: z.string(), paymentCount: z.number(), amount: z.string() }),
  ),
  topStudents: z.array(
    z.object({
      studentId: z.number(),
      studentName: z.string(),
      paymentCount: z.number(),
      totalAmount: z.string(),
    }),
  ),
});
export type TFinancialReport = z.infer<typeof ZFinancialReport>;

/** Sales by product (issue 30 §5) for a period, and the value of unused pack classes today. */
export const ZProductSalesReport = z.object({
  from: z.string(),
  to: z.string(),
  products: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      kind: z.enum(['pack', 'membership']),
      /** Packs sold, or membership periods billed. */
      sold: z.number(),
      amount: z.string(),
    }),
  ),
  total: z.string(),
  /** Classes left on packs that can still be used: what the studio still owes in classes. */
  unused: z.object({ packs: z.number(), classes: z.number(), value: z.string(), asOf: z.string() }),
});
export type TProductSalesReport = z.infer<typeof ZProductSalesReport>;
