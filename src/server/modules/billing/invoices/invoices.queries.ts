import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../../shared/money';
import type { TInvoice } from '../../../../shared/schemas/invoices';
import type { Executor } from '../../../db/client';
import { invoices, students } from '../../../db/schema';
import { executeRows } from '../../../kernel/sql-rows';
import { allocatedCtes } from '../allocation';
import { studioToday } from '../studio-periods';

/**
 * What payments leave unpaid of each invoice: its charges, with the student's payments poured over
 * all their charges oldest first (decision 002).
 */
export async function amountsDue(db: Executor, invoiceIds: number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const ids = sql.join(
    invoiceIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await executeRows<{ invoice_id: number; due: number | string }>(
    db,
    sql`
    with ${allocatedCtes(sql`select student_id from invoices where id in (${ids})`, await studioToday(db))}
    select le.invoice_id, sum(a.net - a.paid) as due
    from allocated a join ledger_entries le on le.id = a.charge_id
    where le.invoice_id in (${ids})
    group by le.invoice_id`,
  );
  return new Map(rows.map((r) => [Number(r.invoice_id), Number(r.due)]));
}

const columns = { invoice: invoices, studentName: students.name, studentEmail: students.email };
type Row = { invoice: typeof invoices.$inferSelect; studentName: string; studentEmail: string };

function toInvoice(r: Row, dueCents: number): TInvoice {
  const i = r.invoice;
  return {
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    studentId: i.studentId,
    studentName: r.studentName,
    studentEmail: r.studentEmail,
    billingPeriod: i.periodStart.slice(0, 7),
    month: i.periodStart,
    status: i.status,
    grossAmount: centsToDecimal(i.subtotalCents),
    gstAmount: centsToDecimal(i.taxCents),
    totalAmount: centsToDecimal(i.totalCents),
    // A cancelled invoice asks for nothing, whatever its charges still come to.
    amountDue: centsToDecimal(i.status === 'paid' || i.status === 'cancelled' ? 0 : dueCents),
    dueDate: i.dueDate,
    sentAt: i.sentAt?.toISOString() ?? null,
    paidAt: i.paidAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
  };
}

/**
 * Invoices matching `where`, newest month first, with what each still has to be paid (`knownDue`:
 * already worked out by the caller, e.g. the billing run that made them).
 */
export async function invoiceList(
  db: Executor,
  where?: SQL,
  page?: { limit: number; offset: number },
  knownDue?: Map<number, number>,
) {
  const query = db
    .select(columns)
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.studentId))
    .where(where)
    .orderBy(desc(invoices.periodStart), desc(invoices.invoiceNumber));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const due =
    knownDue ??
    (await amountsDue(
      db,
      rows.map((r) => r.invoice.id),
    ));
  return rows.map((r) => toInvoice(r, due.get(r.invoice.id) ?? 0));
}

export async function findInvoice(db: Executor, id: number): Promise<TInvoice | undefined> {
  return (await invoiceList(db, eq(invoices.id, id)))[0];
}

export const invoicesOf = (ids: number[]) => inArray(invoices.id, ids);
export const openInvoice = and(sql`${invoices.status} in ('pending', 'sent', 'overdue')`);

/** Invoices a page at a time (the Monthly Bills tab, the Billing dashboard) and how many match. */
export async function invoicePage(db: Executor, where: SQL | undefined, page: number, pageSize: number) {
  const [rows, [count]] = await Promise.all([
    invoiceList(db, where, { limit: pageSize, offset: page * pageSize }),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(invoices)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0, page, pageSize };
}
