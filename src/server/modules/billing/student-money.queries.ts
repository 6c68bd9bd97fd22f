import { and, desc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { TBalanceSummary, TStudentPayment } from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { ledgerEntries, payments } from '../../db/schema';
import { availableCreditCents, outstanding } from './balance.service';

/**
 * The student's payments as the ledger records them (a payment row with its 'payment' entry), newest
 * first: the profile's Payments tab.
 */
export async function listStudentPayments(db: Executor, studentId: number): Promise<TStudentPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.studentId, studentId),
        ne(payments.status, 'cancelled'),
        exists(
          db
            .select({ one: sql`1` })
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.paymentId, payments.id),
                // Money in, and money given back (decision 030: "Refund by Cash", a negative amount).
                inArray(ledgerEntries.entryType, ['payment', 'refund']),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(payments.paymentDate), desc(payments.id));
  return rows.map(toStudentPayment);
}

/** A payment row as the profile and the spec's payment record show it. */
export function toStudentPayment(p: typeof payments.$inferSelect): TStudentPayment {
  return {
    id: p.id,
    studentId: p.studentId,
    amount: centsToDecimal(p.amountCents),
    paymentMethod: p.method,
    paymentDate: p.paymentDate.toISOString(),
    status: p.status,
    transactionId: p.transactionId,
    notes: p.notes,
    reference: p.notes,
    emailFrom: p.emailFrom,
    emailSubject: p.emailSubject,
    emailProcessedAt: p.emailProcessedAt?.toISOString() ?? null,
    totalAmount: centsToDecimal(p.amountCents),
    netAmount: centsToDecimal(p.netCents),
    gstAmount: centsToDecimal(p.taxCents),
    paymentEmail: p.paymentEmail,
    monthlyBillId: p.invoiceId,
    processingNotes: p.processingNotes,
    createdAt: p.createdAt.toISOString(),
  };
}

const sumOf = (type: string) =>
  sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.entryType} = ${type}), 0)`.mapWith(
    Number,
  );

/** Total Payments, Total Charges, Available Credit and what is outstanding, summed in SQL. */
export async function balanceSummary(db: Executor, studentId: number): Promise<TBalanceSummary> {
  const [[sums], credit, owed] = await Promise.all([
    db
      .select({
        payments: sumOf('payment'),
        paymentReversals: sumOf('payment_reversal'),
        refunds: sumOf('refund'),
        charges: sumOf('charge'),
        chargeReversals: sumOf('charge_reversal'),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.studentId, studentId)),
    availableCreditCents(db, studentId),
    outstanding(db, studentId),
  ]);
  const s = sums ?? { payments: 0, paymentReversals: 0, refunds: 0, charges: 0, chargeReversals: 0 };
  return {
    studentId,
    totalPayments: centsToDecimal(s.payments - s.paymentReversals - s.refunds),
    totalCharges: centsToDecimal(s.charges - s.chargeReversals),
    availableCredit: centsToDecimal(credit),
    outstanding: owed.totalOwed,
  };
}
