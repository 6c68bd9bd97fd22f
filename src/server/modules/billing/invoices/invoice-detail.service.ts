import { and, eq, ne } from 'drizzle-orm';
import { centsToDecimal } from '../../../../shared/money';
import { INVOICE_MESSAGES, type TInvoice, type TInvoiceDetail } from '../../../../shared/schemas/invoices';
import { paymentOptionsOf, studioProfileOf } from '../../../../shared/schemas/studio';
import type { Executor } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { AppError } from '../../../errors';
import { cardPaymentsReady } from '../../../kernel/card-payments-ready';
import { getSettings } from '../../../kernel/settings/read';
import { assertStudentExists } from '../../../kernel/student-status';
import { studioWallClock } from '../../../kernel/time/studio-time';
import type { Viewer } from '../../../trpc/init';
import { periodDays } from './bill.service';
import { invoiceLinesOf } from './invoice-lines.queries';
import { paymentsAgainst } from './invoice-payments.queries';
import { taxBreakdown } from './invoice-tax';
import { findInvoice, invoiceList } from './invoices.queries';

const money = centsToDecimal;

/**
 * A pending bill is still being put together (later bookings of the month join it) and has not been
 * sent: its student sees it once it is issued (sent, overdue or paid).
 */
const issued = (invoice: TInvoice) => invoice.status !== 'pending';

/**
 * One invoice as its page shows it: lines, tax split, totals, what paid it and what is due, the
 * studio and how to pay. `onlyStudentId` (a student's session): another student's invoice is not
 * found, exactly like one that does not exist, and so is their own bill not yet issued.
 */
export async function invoiceDetail(
  db: Executor,
  id: number,
  onlyStudentId?: number,
): Promise<TInvoiceDetail> {
  const invoice = await findInvoice(db, id);
  if (
    !invoice ||
    (onlyStudentId !== undefined && !(invoice.studentId === onlyStudentId && issued(invoice)))
  ) {
    throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  }
  const settings = await getSettings(db);
  const { from, to } = periodDays(invoice.billingPeriod);
  const lines = await invoiceLinesOf(db, id);
  const taxSplit = taxBreakdown(lines);
  const paid = await paymentsAgainst(db, invoice, settings.timezone);
  const totalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const taxCents = lines.reduce((s, l) => s + l.taxCents, 0);
  const taxLines = settings.includeTaxBreakdown
    ? taxSplit
    : taxCents > 0
      ? [{ label: 'Tax', amountCents: taxCents }]
      : [];
  return {
    ...invoice,
    periodStart: from,
    periodEnd: to,
    issueDate: studioWallClock(settings.timezone, new Date(invoice.createdAt)).date,
    lines: lines.map((l) => ({
      id: l.id,
      bookingId: l.bookingId,
      description: l.description,
      classDate: l.classDate,
      amount: money(l.amountCents),
      taxAmount: money(l.taxCents),
    })),
    subtotalAmount: money(totalCents - taxCents),
    taxAmount: money(taxCents),
    taxLines: taxLines.map((t) => ({ label: t.label, amount: money(t.amountCents) })),
    adjustmentsAmount: money(totalCents - paid.chargedCents),
    paymentsAmount: money(paid.paidCents),
    payments: paid.payments.map((p) => ({
      paymentId: p.paymentId,
      paidOn: p.paidOn,
      method: p.method,
      reference: p.reference,
      amount: money(p.amountCents),
      appliedAmount: money(p.appliedCents),
    })),
    studio: studioProfileOf(settings),
    paymentOptions: paymentOptionsOf(settings, await cardPaymentsReady(db, settings)),
  };
}

/**
 * GET /api/invoices/student/{id}: one student's invoices, newest month first. The student's own view
 * (`viewer` a student) leaves out bills not yet issued, as `invoiceDetail` answers them 404.
 */
export async function studentInvoices(db: Executor, studentId: number, viewer: Viewer): Promise<TInvoice[]> {
  await assertStudentExists(db, studentId);
  const theirs = eq(invoices.studentId, studentId);
  return invoiceList(db, viewer.kind === 'student' ? and(theirs, ne(invoices.status, 'pending')) : theirs);
}
