import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema';
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
  if (open.length === 0) return [];
  const due = await amountsDue(
    tx,
    open.map((i) => i.id),
  );
  const settled = open.map((i) => i.id).filter((id) => (due.get(id) ?? 0) <= 0);
  if (settled.length > 0) {
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
      .where(inArray(invoices.id, settled));
  }
  return settled;
}
