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
 * - totalOwed = Σcharge − Σcharge_reversal − Σpayment + Σpayment_reversal − Σcredit_use, floored at 0,
 *   summed in SQL. availableCredit = Σ lots neither used nor voided.
 * - classCount and details[] are the classes still unpaid (confirmed bookings and charged late
 *   cancellations) once payments are poured over charges oldest first; each shows its unpaid part.
 */

import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import { scaleTaxLines, sumTaxLines, taxCentsOf } from '../../../shared/recorded-tax';
import type { TCredit, TOutstanding } from '../../../shared/schemas/billing';
import { describeTax } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { ledgerEntries, studentCredits } from '../../db/schema';
import { deriveOutstanding, OWED_SIGN } from './credit-math';
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

export async function availableCreditCents(db: Executor, studentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${studentCredits.amountCents}), 0)`.mapWith(Number) })
    .from(studentCredits)
    .where(availableLot(studentId));
  return row?.total ?? 0;
}

export async function outstanding(db: Executor, studentId: number): Promise<TOutstanding> {
  const [sums] = await db
    .select({
      balance: sql<number>`coalesce(sum(${signedAmount}), 0)`.mapWith(Number),
      credit: sql<number>`(select coalesce(sum(${studentCredits.amountCents}), 0) from ${studentCredits}
        where ${availableLot(studentId)})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.studentId, studentId));
  const balance = sums?.balance ?? 0;
  // The charges still unpaid once payments are poured over charges oldest first (decision 002).
  const unpaid = balance > 0 ? await unpaidCharges(db, sql`select ${studentId}::int`) : [];
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
    availableCredit: centsToDecimal(sums?.credit ?? 0),
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
