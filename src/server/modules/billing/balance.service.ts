/**
 * A student's balance and credits, derived from the append-only record (design §3, decision 002).
 *
 * The money model:
 * - `ledger_entries` is append-only; every amount is positive cents and its type gives the direction.
 * - A confirmed booking charges its price, fixed at booking time ('charge'). Only confirmed bookings
 *   are charged.
 * - Cancelling a confirmed booking appends a 'charge_reversal' of that booking's charge, except when an
 *   administrator cancels with chargeStudent (late cancellation, no-show): the charge stays and no
 *   credit is granted. When credits paid for the booking (prepayment), only the unpaid part of the
 *   charge is reversed: the credit paid comes back as the cancellation credit, never twice.
 * - A cancellation credit is a lot in `student_credits` (plus a 'credit' entry), available until used
 *   or voided. A prepaid booking uses lots oldest first ('credit_use' per lot, the lot marked used);
 *   a lot larger than needed is marked used and the difference re-issued as a "Remainder of credit
 *   #N" lot (no ledger entry: it is the same money).
 * - One balance (issue 27 §2): Σcharge − Σcharge_reversal − Σpayment + Σpayment_reversal − Σcredit +
 *   Σcredit_void, summed in SQL. A credit lot is money held, like a payment: it pays what is owed.
 *   totalOwed is the balance when above 0, availableCredit the balance's opposite when below 0 (lots
 *   and overpayment left once debts are paid); one of them is always 0.
 * - classCount and details[] are the classes still unpaid (confirmed bookings and charged late
 *   cancellations) once payments and credit are poured over charges oldest first; each shows its
 *   unpaid part.
 */

import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import { scaleTaxLines, sumTaxLines, taxCentsOf } from '../../../shared/recorded-tax';
import type { TCredit, TOutstanding } from '../../../shared/schemas/billing';
import { describeTax } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { ledgerEntries, studentCredits } from '../../db/schema';
import { deriveOutstanding, OWED_SIGN } from './credit-math';
import { studioPeriods } from './studio-periods';
import { unpaidCharges } from './unpaid-charges';

/** Each entry's amount signed by OWED_SIGN, as SQL over ledger_entries. */
export const signedAmount: SQL = sql.join(
  [
    sql`case ${ledgerEntries.entryType}`,
    ...Object.entries(OWED_SIGN)
      .filter(([, sign]) => sign !== 0)
      .map(([type, sign]) => sql`${sql.raw(`when '${type}' then ${sign} *`)} ${ledgerEntries.amountCents}`),
    sql`else 0 end`,
  ],
  sql` `,
);

export const availableLot = (studentId: number) =>
  and(
    eq(studentCredits.studentId, studentId),
    isNull(studentCredits.usedAt),
    isNull(studentCredits.voidedAt),
  );

/** The student's balance: what they owe (> 0) or hold as credit (< 0), one number (issue 27 §2). */
export async function balanceCents(db: Executor, studentId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${signedAmount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.studentId, studentId));
  return row?.cents ?? 0;
}

/**
 * The credit a student holds once it has paid what they owe: their credit lots and any overpayment,
 * less their debt. Never beside a debt: one of this and what they owe is 0.
 */
export async function availableCreditCents(db: Executor, studentId: number): Promise<number> {
  return Math.max(0, -(await balanceCents(db, studentId)));
}

export async function outstanding(db: Executor, studentId: number): Promise<TOutstanding> {
  const balance = await balanceCents(db, studentId);
  // The charges still unpaid once payments are poured over charges oldest first (decision 002).
  const unpaid =
    balance > 0
      ? await unpaidCharges(db, sql`select ${studentId}::int`, (await studioPeriods(db)).terms)
      : [];
  const partOf = (keep: (c: (typeof unpaid)[number]) => boolean) =>
    unpaid.filter(keep).reduce((sum, c) => sum + c.chargedCents - c.paidCents, 0);
  const uncovered = unpaid.flatMap((c) =>
    c.bookingId === null
      ? []
      : [
          {
            bookingId: c.bookingId,
            className: c.className ?? c.description,
            classDate: c.classDate ?? '',
            amountCents: c.chargedCents - c.paidCents,
          },
        ],
  );
  const figures = deriveOutstanding(balance, uncovered);
  // The tax in what is owed: the tax recorded with each unpaid charge, for its unpaid part.
  const owedTax = sumTaxLines(
    unpaid.map((c) => scaleTaxLines(c.recorded.taxes, c.recorded.amountCents, c.chargedCents - c.paidCents)),
  );
  const owedTaxCents = figures.totalOwedCents > 0 ? taxCentsOf(owedTax) : 0;
  return {
    studentId,
    totalOwed: centsToDecimal(figures.totalOwedCents),
    classCount: figures.classCount,
    availableCredit: centsToDecimal(Math.max(0, -balance)),
    upcoming: centsToDecimal(partOf((c) => c.upcoming)),
    overdue: centsToDecimal(partOf((c) => c.overdue)),
    breakdown: {
      subtotal: centsToDecimal(figures.totalOwedCents - owedTaxCents),
      tax: centsToDecimal(owedTaxCents),
      lines: (owedTaxCents > 0 ? owedTax : []).map((l) => ({
        ...describeTax(l),
        amount: centsToDecimal(l.taxCents),
      })),
    },
    details: figures.details.map((d) => ({
      bookingId: d.bookingId,
      className: d.className,
      classDate: d.classDate,
      amount: centsToDecimal(d.amountCents),
    })),
  };
}

/** The student's credit lots, newest first: every lot not voided, or only those still available. */
export async function listCredits(
  db: Executor,
  studentId: number,
  { available = false }: { available?: boolean } = {},
): Promise<TCredit[]> {
  const rows = await db
    .select()
    .from(studentCredits)
    .where(
      available
        ? availableLot(studentId)
        : and(eq(studentCredits.studentId, studentId), isNull(studentCredits.voidedAt)),
    )
    .orderBy(desc(studentCredits.createdAt), desc(studentCredits.id));
  return rows.map(toCredit);
}

/** A credit lot as the screens and the spec's credit record show it. */
export function toCredit(c: typeof studentCredits.$inferSelect): TCredit {
  return {
    id: c.id,
    studentId: c.studentId,
    amount: centsToDecimal(c.amountCents),
    creditAmount: centsToDecimal(c.amountCents),
    reason: c.reason,
    source: c.source,
    classDate: c.classDate,
    isUsed: c.usedAt !== null,
    usedAt: c.usedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}
