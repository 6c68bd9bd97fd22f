import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDate } from '../../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../../shared/i18n/locales';
import { msg } from '../../../../shared/i18n/msg';
import { decimalToCents, formatMoney } from '../../../../shared/money';
import { paymentMethodLabel } from '../../../../shared/payment-methods';
import { INVOICE_MESSAGES, type TInvoice, type ZMarkPaidInput } from '../../../../shared/schemas/invoices';
import type { Executor } from '../../../db/client';
import { invoiceReminders, invoices } from '../../../db/schema';
import { AppError } from '../../../errors';
import { translate } from '../../../i18n/translate';
import type { AdminActor } from '../../../kernel/actor';
import { recordAudit } from '../../../kernel/audit';
import { recipientsByIds } from '../../../kernel/recipients';
import { getSettings } from '../../../kernel/settings/read';
import { clockNow } from '../../../kernel/time/clock';
import { studioDateOf, studioInstant } from '../../../kernel/time/studio-time';
import type { ReminderType } from '../../../mail/templates/render';
import {
  emailStudioOf,
  recipientLocale,
  renderInvoice,
  renderPaymentReminder,
} from '../../../mail/templates/render';
import { receivePayment } from '../payments.service';
import { periodDays } from './bill.service';
import { invoiceLinesOf } from './invoice-lines.queries';
import { taxBreakdown } from './invoice-tax';
import { amountsDue, findInvoice } from './invoices.queries';

async function invoiceOr404(db: Executor, id: number): Promise<TInvoice> {
  const invoice = await findInvoice(db, id);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  return invoice;
}

/** Moves an invoice from one of `from` to `to`; false when another request moved it first. */
async function transition(
  tx: Executor,
  id: number,
  from: string[],
  set: Partial<typeof invoices.$inferInsert>,
) {
  const moved = await tx
    .update(invoices)
    .set({ ...set, updatedAt: clockNow() })
    .where(
      and(eq(invoices.id, id), inArray(invoices.status, from as (typeof invoices.$inferSelect.status)[])),
    )
    .returning({ id: invoices.id });
  return moved.length > 0;
}

/** POST /api/invoices/{id}/send: only a pending invoice; e-mailed with its lines, totals and how to pay. */
export async function sendInvoice(actor: AdminActor, id: number, locale: Locale = SOURCE_LOCALE) {
  const invoice = await invoiceOr404(actor.db, id);
  if (invoice.status !== 'pending') throw new AppError('CONFLICT', INVOICE_MESSAGES.sendOnlyPending);
  const settings = await getSettings(actor.db);
  const { from, to } = periodDays(invoice.billingPeriod);
  const lines = await invoiceLinesOf(actor.db, id);
  const taxLines = taxBreakdown(lines);
  const [student] = await recipientsByIds(actor.db, [invoice.studentId]);
  const message = await renderInvoice({
    studio: emailStudioOf(settings),
    locale: recipientLocale(student, settings.language),
    name: student?.name ?? invoice.studentName,
    invoiceNumber: invoice.invoiceNumber,
    periodStart: from,
    periodEnd: to,
    lines: lines.map((l) => ({ description: l.description, amountCents: l.amountCents })),
    subtotalCents: lines.reduce((s, l) => s + l.amountCents - l.taxCents, 0),
    taxLines: settings.includeTaxBreakdown ? taxLines : [],
    totalCents: lines.reduce((s, l) => s + l.amountCents, 0),
    amountDueCents: decimalToCents(invoice.amountDue) ?? 0,
    dueDate: invoice.dueDate,
  });
  await actor.db.transaction(async (tx) => {
    if (!(await transition(tx, id, ['pending'], { status: 'sent', sentAt: clockNow() }))) {
      throw new AppError('CONFLICT', INVOICE_MESSAGES.sendOnlyPending);
    }
    await actor.outbox.queue(tx, {
      kind: 'invoice',
      toEmail: student?.email ?? invoice.studentEmail,
      toName: student?.name ?? invoice.studentName,
      studentId: invoice.studentId,
      ...message,
      sentByAdminId: actor.adminId,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'invoice.send',
      entityType: 'invoice',
      entityId: id,
      ip: actor.ip,
    });
  });
  return {
    success: true as const,
    message: translate(
      locale,
      msg('Invoice {number} is queued for {email}', {
        number: invoice.invoiceNumber,
        email: invoice.studentEmail,
      }),
    ),
    invoice: (await findInvoice(actor.db, id))!,
  };
}

/**
 * POST /api/invoices/{id}/mark-paid: only a sent or overdue invoice. What it still has to be paid is
 * recorded as a payment by the method and on the studio date the administrator confirmed (once: its
 * transaction id is the invoice number), and the invoice is paid. The message says what was written.
 */
export async function markInvoicePaid(
  actor: AdminActor,
  input: z.output<typeof ZMarkPaidInput>,
  locale: Locale = SOURCE_LOCALE,
) {
  const { id } = input;
  const invoice = await invoiceOr404(actor.db, id);
  if (invoice.status !== 'sent' && invoice.status !== 'overdue') {
    throw new AppError('CONFLICT', INVOICE_MESSAGES.markPaidOnlyOpen);
  }
  const settings = await getSettings(actor.db);
  const today = studioDateOf(settings.timezone, clockNow());
  const paidOn = input.paymentDate ?? today;
  const dueCents = (await amountsDue(actor.db, [id])).get(id) ?? 0;
  if (dueCents > 0) {
    await receivePayment(actor, {
      studentId: invoice.studentId,
      amountCents: dueCents,
      method: input.paymentMethod,
      // A past day is recorded at its noon: any hour of it is that day on the studio clock.
      paymentDate: paidOn === today ? undefined : studioInstant(settings.timezone, paidOn, '12:00'),
      transactionId: `invoice-${invoice.invoiceNumber}`,
      notes: translate(
        settings.language,
        msg('Invoice {invoiceNumber} marked paid', { invoiceNumber: invoice.invoiceNumber }),
      ),
      invoiceId: id,
    });
  }
  await actor.db.transaction(async (tx) => {
    await transition(tx, id, ['sent', 'overdue', 'pending'], { status: 'paid', paidAt: clockNow() });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'invoice.mark_paid',
      entityType: 'invoice',
      entityId: id,
      details: { amountCents: dueCents, method: input.paymentMethod, paidOn },
      ip: actor.ip,
    });
  });
  // Said in `locale`, the request's language.
  const number = invoice.invoiceNumber;
  const paid =
    dueCents > 0
      ? msg('Invoice {number} is paid: {amount} recorded by {method} on {date}.', {
          number,
          amount: formatMoney(dueCents, { currency: settings.currency, locale }),
          method: translate(locale, paymentMethodLabel(input.paymentMethod)),
          date: formatDate(paidOn, locale),
        })
      : msg('Invoice {number} is paid: nothing was left to pay, so no payment was recorded.', { number });
  return {
    success: true as const,
    message: translate(locale, paid),
    invoice: (await findInvoice(actor.db, id))!,
  };
}

/** POST /api/invoices/{id}/reminder: only a sent or overdue invoice; each type its own e-mail. */
/** "The first reminder for INV-2026-00012 is queued", one sentence per kind of reminder. */
const REMINDER_QUEUED: Record<ReminderType, (number: string) => ReturnType<typeof msg>> = {
  first_reminder: (number) => msg('The first reminder for {number} is queued', { number }),
  second_reminder: (number) => msg('The second reminder for {number} is queued', { number }),
  final_notice: (number) => msg('The final notice for {number} is queued', { number }),
};

export async function remindInvoice(
  actor: AdminActor,
  id: number,
  reminderType: ReminderType,
  locale: Locale = SOURCE_LOCALE,
) {
  const invoice = await invoiceOr404(actor.db, id);
  if (invoice.status !== 'sent' && invoice.status !== 'overdue') {
    throw new AppError('CONFLICT', INVOICE_MESSAGES.remindOnlyOpen);
  }
  const settings = await getSettings(actor.db);
  const [student] = await recipientsByIds(actor.db, [invoice.studentId]);
  const dueCents = (await amountsDue(actor.db, [id])).get(id) ?? 0;
  const message = await renderPaymentReminder({
    studio: emailStudioOf(settings),
    locale: recipientLocale(student, settings.language),
    name: student?.name ?? invoice.studentName,
    reminderType,
    amountDueCents: dueCents,
    dueDate: invoice.dueDate,
    invoiceNumber: invoice.invoiceNumber,
  });
  await actor.db.transaction(async (tx) => {
    await tx.insert(invoiceReminders).values({ invoiceId: id, reminderType });
    await actor.outbox.queue(tx, {
      kind: `reminder_${reminderType}`,
      toEmail: student?.email ?? invoice.studentEmail,
      toName: student?.name ?? invoice.studentName,
      studentId: invoice.studentId,
      ...message,
      sentByAdminId: actor.adminId,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'invoice.reminder',
      entityType: 'invoice',
      entityId: id,
      details: { reminderType },
      ip: actor.ip,
    });
  });
  return {
    success: true as const,
    message: translate(locale, REMINDER_QUEUED[reminderType](invoice.invoiceNumber)),
  };
}
