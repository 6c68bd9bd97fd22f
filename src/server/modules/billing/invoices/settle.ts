import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { clockNow } from '../../../kernel/time/clock';
import { amountsDue } from './invoices.queries';

/**
 * After money comes in by any path: the student's open invoices that nothing is left to pay on are
 * paid (payments pay the oldest charges first, so older bills settle first).
 */
export async function settleInvoices(tx: Executor, studentId: number): Promise<number[]> {
  const open = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.studentId, studentId), sql`${invoices.status} in ('pending', 'sent', 'overdue')`));
  return settleOpenInvoices(
    tx,
    open.map((i) => i.id),
  );
}

/**
 * Of these open invoices, those nothing is left to pay on are paid (`known`: what each still needs,
 * when the caller has it already) — e.g. a bill made of classes
 * the student had already paid for (payments and credits came before the bill).
 */
export async function settleOpenInvoices(
  tx: Executor,
  openIds: number[],
  known?: Map<number, number>,
): Promise<number[]> {
  if (openIds.length === 0) return [];
  const due = known ?? (await amountsDue(tx, openIds));
  const settled = openIds.filter((id) => (due.get(id) ?? 0) <= 0);
  if (settled.length > 0) {
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: clockNow(), updatedAt: clockNow() })
      .where(inArray(invoices.id, settled));
  }
  return settled;
}
