import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, endOfMonth, formatDate } from '../../../../shared/dates';
import { scaleTaxLines, taxCentsOf } from '../../../../shared/recorded-tax';
import type { Executor } from '../../../db/client';
import { invoiceLines, invoices } from '../../../db/schema';
import { getSettings } from '../../../kernel/settings/read';
import { clockNow } from '../../../kernel/time/clock';
import { studioWallClock } from '../../../kernel/time/studio-time';
import { attachChargesToInvoices } from '../ledger.service';
import type { BillableCharge } from './billable-charges';
import { amountsDue } from './invoices.queries';
import { settleOpenInvoices } from './settle';

/** The billing month's first and last studio days, from "2025-08". */
export const periodDays = (period: string) => ({ from: `${period}-01`, to: endOfMonth(`${period}-01`) });

/**
 * How many invoices the year has: the next is "INV-2026-00042" after 41, numbered in order, one
 * sequence per year, under the caller's billing lock.
 */
async function invoiceCount(tx: Executor, year: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(sql`${invoices.invoiceNumber} like ${`INV-${year}-%`}`);
  return row?.n ?? 0;
}

/** Billing is one at a time: invoice numbers stay sequential and a month is billed once. */
export const lockBilling = (tx: Executor) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('studio.billing'))`);

/** Rows per multi-row insert: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Bills students' charges for a month, in the caller's transaction (holding lockBilling): for each
 * student a new pending invoice, or more lines on the month's invoice while it is still pending;
 * nothing for a student whose bill for the month is no longer pending. Each line's tax is the tax
 * recorded with its charge, for the part still billed (decision 028; the bill's tax is the sum of its
 * lines'); the due date is today plus `paymentDueDays`. A few statements whatever the number of
 * students (issue 12 §4: 5,000 bills within 10 s): one read of the month's bills, multi-row inserts.
 */
export async function billStudents(
  tx: Executor,
  period: string,
  byStudent: Map<number, BillableCharge[]>,
): Promise<{ id: number; created: boolean; dueCents: number }[]> {
  const studentIds = [...byStudent].filter(([, charges]) => charges.length > 0).map(([id]) => id);
  if (studentIds.length === 0) return [];
  const periodStart = `${period}-01`;
  const existing = new Map<number, typeof invoices.$inferSelect>();
  for (const ids of chunks(studentIds)) {
    // Locked: a bill the overdue run moves meanwhile is read as it is after that move (no longer
    // pending, so left alone) rather than extended after its late fee was worked out.
    const rows = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.periodStart, periodStart), inArray(invoices.studentId, ids)))
      .for('update');
    for (const r of rows) existing.set(r.studentId, r);
  }
  const bills: { studentId: number; lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[] }[] = [];
  for (const studentId of studentIds) {
    const bill = existing.get(studentId);
    if (bill && bill.status !== 'pending') continue;
    const lines = [];
    for (const c of byStudent.get(studentId)!) {
      const taxes = scaleTaxLines(c.charged.taxes, c.charged.amountCents, c.netCents);
      lines.push({
        bookingId: c.bookingId,
        description: c.className
          ? `${c.className} — ${formatDate(c.day)}`
          : `${c.description} — ${formatDate(c.day)}`,
        amountCents: c.netCents,
        taxCents: taxCentsOf(taxes),
        taxes,
      });
    }
    bills.push({ studentId, lines });
  }
  if (bills.length === 0) return [];

  const settings = await getSettings(tx);
  const today = studioWallClock(settings.timezone, clockNow()).date;
  const sums = (lines: { amountCents: number; taxCents?: number }[]) => {
    const total = lines.reduce((s, l) => s + l.amountCents, 0);
    const tax = lines.reduce((s, l) => s + (l.taxCents ?? 0), 0);
    return { total, tax };
  };
  const invoiceOf = new Map<number, number>();
  const fresh = bills.filter((b) => !existing.has(b.studentId));
  let number = await invoiceCount(tx, today.slice(0, 4));
  for (const part of chunks(fresh)) {
    const rows = await tx
      .insert(invoices)
      .values(
        part.map((b) => {
          const { total, tax } = sums(b.lines);
          number += 1;
          return {
            invoiceNumber: `INV-${today.slice(0, 4)}-${String(number).padStart(5, '0')}`,
            studentId: b.studentId,
            periodStart,
            subtotalCents: total - tax,
            taxCents: tax,
            totalCents: total,
            dueDate: addDays(today, settings.paymentDueDays),
          };
        }),
      )
      .returning({ id: invoices.id, studentId: invoices.studentId });
    for (const r of rows) invoiceOf.set(r.studentId, r.id);
  }
  for (const b of bills) {
    const bill = existing.get(b.studentId);
    if (!bill) continue;
    invoiceOf.set(b.studentId, bill.id);
    const { total, tax } = sums(b.lines);
    await tx
      .update(invoices)
      .set({
        subtotalCents: sql`${invoices.subtotalCents} + ${total - tax}`,
        taxCents: sql`${invoices.taxCents} + ${tax}`,
        totalCents: sql`${invoices.totalCents} + ${total}`,
        updatedAt: clockNow(),
      })
      .where(eq(invoices.id, bill.id));
  }
  const lines = bills.flatMap((b) => b.lines.map((l) => ({ ...l, invoiceId: invoiceOf.get(b.studentId)! })));
  for (const part of chunks(lines)) await tx.insert(invoiceLines).values(part);
  await attachChargesToInvoices(
    tx,
    bills.flatMap((b) =>
      byStudent
        .get(b.studentId)!
        .map((c) => ({ entryId: c.entryId, invoiceId: invoiceOf.get(b.studentId)! })),
    ),
  );
  const ids = bills.map((b) => invoiceOf.get(b.studentId)!);
  // What each bill still needs: settles those already paid for, and is the answer's amount due.
  const due = await amountsDue(tx, ids);
  await settleOpenInvoices(tx, ids, due);
  return bills.map((b) => {
    const id = invoiceOf.get(b.studentId)!;
    return { id, created: !existing.has(b.studentId), dueCents: due.get(id) ?? 0 };
  });
}
