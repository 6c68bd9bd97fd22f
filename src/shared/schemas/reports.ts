/** The monthly report (spec 03 §3 "Monthly report", §7 GET /api/reports/monthly). */
import { z } from 'zod';

export const ZMonthlyReportInput = z.object({
  month: z
    .string({ error: 'month is required (like 2025-08)' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, { error: 'month must be a month like 2025-08' })
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
