import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { chargeManually, grantCredit } from './ledger.service';

/** How an imported opening balance reads on the ledger, and how a second import finds it. */
export const OPENING_BALANCE = 'Opening balance (imported)';

/** Each student's opening balance already imported, in cents (owed positive, credit negative). */
export async function importedOpeningBalances(
  db: Executor,
  studentIds: number[],
): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: ledgerEntries.studentId,
      cents: sql<number>`sum(case when ${ledgerEntries.entryType} = 'charge' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end)::int`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.studentId, studentIds),
        inArray(ledgerEntries.entryType, ['charge', 'credit']),
        eq(ledgerEntries.description, OPENING_BALANCE),
      ),
    )
    .groupBy(ledgerEntries.studentId);
  return new Map(rows.map((r) => [r.studentId, Number(r.cents)]));
}

/**
 * Records what a student owed or held in the studio's previous software: owed, a charge (the old
 * system's figure, its tax its own: none is worked out again); held, a credit lot. In the caller's
 * transaction, so a batch is whole or not at all.
 */
export async function recordOpeningBalance(
  tx: Executor,
  b: { studentId: number; cents: number; occurredAt: Date; adminId: number },
): Promise<void> {
  if (b.cents > 0) {
    await chargeManually(tx, {
      studentId: b.studentId,
      amountCents: b.cents,
      description: OPENING_BALANCE,
      occurredAt: b.occurredAt,
      adminId: b.adminId,
      untaxed: true,
    });
  } else if (b.cents < 0) {
    await grantCredit(tx, {
      studentId: b.studentId,
      amountCents: -b.cents,
      reason: OPENING_BALANCE,
      source: 'admin_credit',
      classDate: null,
      adminId: b.adminId,
    });
  }
}
