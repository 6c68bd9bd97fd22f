import { and, eq, sql } from 'drizzle-orm';
import { addDays, endOfMonth, formatDate, zonedNow } from '../../../shared/dates';
import { computeTax } from '../../../shared/tax';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { attachChargesToInvoice } from '../billing/ledger.service';
import { getSettings, getStudioTaxes } from '../settings/settings.service';
import type { BillableCharge } from './billable-charges';

/** The billing month's first and last studio days, from "2025-08". */
export const periodDays = (period: string) => ({ from: `${period}-01`, to: endOfMonth(`${period}-01`) });

/** The tax in an amount charged on a day, with the taxes in force that day (prices include tax). */
async function lineTax(db: Executor, cents: number, day: string, cache: Map<string, number>) {
  const key = `${day}:${cents}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const taxes = await getStudioTaxes(db, day);
  const tax = computeTax(cents, taxes.taxes, { inclusive: true }).taxCents;
  cache.set(key, tax);
  return tax;
}

/** "INV-2026-00042": numbered in order, one sequence per year, under the caller's billing lock. */
async function nextInvoiceNumber(tx: Executor, year: string): Promise<string> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(sql`${invoices.invoiceNumber} like ${`INV-${year}-%`}`);
  return `INV-${year}-${String((row?.n ?? 0) + 1).padStart(5, '0')}`;
}

/** Billing is one at a time: invoice numbers stay sequential and a month is billed once. */
export const lockBilling = (tx: Executor) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('studio.billing'))`);

/**
 * Bills a student's charges for a month, in the caller's transaction (holding lockBilling): a new
 * pending invoice, or more lines on the month's invoice while it is still pending. Null when there
 * is nothing to add. Each line's tax is the tax in force on its day; the due date is today plus
 * `paymentDueDays`.
 */
export async function billStudent(
  tx: Executor,
  studentId: number,
  period: string,
  charges: BillableCharge[],
): Promise<{ id: number; created: boolean } | null> {
  if (charges.length === 0) return null;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.studentId, studentId), eq(invoices.periodStart, `${period}-01`)));
  if (existing && existing.status !== 'pending') return null;
  const cache = new Map<string, number>();
  const lines = [];
  for (const c of charges) {
    lines.push({
      bookingId: c.bookingId,
      description: c.className
        ? `${c.className} — ${formatDate(c.day)}`
        : `${c.description} — ${formatDate(c.day)}`,
      amountCents: c.netCents,
      taxCents: await lineTax(tx, c.netCents, c.day, cache),
    });
  }
  const total = lines.reduce((s, l) => s + l.amountCents, 0);
  const tax = lines.reduce((s, l) => s + l.taxCents, 0);
  let invoiceId: number;
  if (existing) {
    invoiceId = existing.id;
    await tx
      .update(invoices)
      .set({
        subtotalCents: existing.subtotalCents + total - tax,
        taxCents: existing.taxCents + tax,
        totalCents: existing.totalCents + total,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, existing.id));
  } else {
    const settings = await getSettings(tx);
    const today = zonedNow(settings.timezone).date;
    const [row] = await tx
      .insert(invoices)
      .values({
        invoiceNumber: await nextInvoiceNumber(tx, today.slice(0, 4)),
        studentId,
        periodStart: `${period}-01`,
        subtotalCents: total - tax,
        taxCents: tax,
        totalCents: total,
        dueDate: addDays(today, settings.paymentDueDays),
      })
      .returning({ id: invoices.id });
    invoiceId = row!.id;
  }
  await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId })));
  await attachChargesToInvoice(
    tx,
    charges.map((c) => c.entryId),
    invoiceId,
  );
  return { id: invoiceId, created: !existing };
}
