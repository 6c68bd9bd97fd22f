import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { addDays, monthLabel } from '../../../shared/dates';
import type { StudioSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/client';
import { invoices, reminderDeliveries, students } from '../../db/schema';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import { emailStudioOf, recipientLocale } from '../../mail/templates/render';
import { amountsDue } from '../billing/invoices/invoices.queries';
import { paymentReminderKey, queueReminderOnce } from './reminder-deliveries';
import type { ReminderDeps } from './reminder-deps';
import { PAYMENT_DUE_REMINDER_KIND, renderPaymentDueReminder } from './reminder-emails';
import { greetingName, paymentMailAddress, remindable } from './reminder-recipients';
import { paymentReminderDue } from './reminder-timing';
import { unsubscribeUrl } from './unsubscribe-link';

const dueDateText = sql<string>`to_char(${invoices.dueDate}, 'YYYY-MM-DD')`;

/** Unpaid bills not yet due (pending or sent), of students who may get reminders, not yet reminded. */
function pendingReminders(db: Executor, where: SQL | undefined) {
  return db
    .select({
      invoiceId: invoices.id,
      studentId: invoices.studentId,
      invoiceNumber: invoices.invoiceNumber,
      periodStart: invoices.periodStart,
      dueDate: dueDateText,
      createdAt: invoices.createdAt,
      name: greetingName,
      email: paymentMailAddress,
      language: students.language,
    })
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.studentId))
    .where(
      and(
        inArray(invoices.status, ['pending', 'sent']),
        remindable,
        sql`not exists (select 1 from ${reminderDeliveries} where ${reminderDeliveries.key} =
          'payment-due:' || ${invoices.id} || ':' || ${dueDateText})`,
        where,
      ),
    );
}

/**
 * The "due soon" run (issue 14 §4; docs/decisions/014): when `emailPaymentReminders` is on, a bill
 * still owing money gets one reminder `reminderDays` before its due date (from 09:00 studio time that
 * day to the end of the due date). The overdue notices after the due date are the overdue run's.
 * Safe to run twice or at once: each bill is re-read under its row lock and its key claimed with the
 * message.
 */
export async function runPaymentReminders(deps: ReminderDeps, now: Date = clockNow()) {
  const settings = await getSettings(deps.db);
  if (!settings.emailPaymentReminders) return { reminded: 0 };
  const days = settings.reminderDays;
  const zone = settings.timezone;
  const today = studioWallClock(zone, now).date;
  const candidates = (
    await pendingReminders(
      deps.db,
      and(gte(invoices.dueDate, today), lte(invoices.dueDate, addDays(today, days))),
    )
  ).filter((bill) => paymentReminderDue(bill, days, zone, now));
  const owing = await amountsDue(
    deps.db,
    candidates.map((c) => c.invoiceId),
  );
  let reminded = 0;
  for (const bill of candidates) {
    if ((owing.get(bill.invoiceId) ?? 0) <= 0) continue;
    if (await remindOne(deps, settings, bill.invoiceId, now)) reminded += 1;
  }
  return { reminded };
}

async function remindOne(deps: ReminderDeps, settings: StudioSettings, invoiceId: number, now: Date) {
  const days = settings.reminderDays;
  return deps.db.transaction(async (tx) => {
    // Re-read under the bill's lock: a payment, a cancellation or the overdue run in between is seen.
    const [bill] = await pendingReminders(tx, eq(invoices.id, invoiceId)).for('update', { of: invoices });
    if (!bill || !paymentReminderDue(bill, days, settings.timezone, now)) return false;
    const amountDueCents = (await amountsDue(tx, [invoiceId])).get(invoiceId) ?? 0;
    if (amountDueCents <= 0) return false;
    const locale = recipientLocale(bill, settings.language);
    const message = await renderPaymentDueReminder({
      studio: emailStudioOf(settings),
      locale,
      name: bill.name,
      invoiceNumber: bill.invoiceNumber,
      billingPeriod: monthLabel(bill.periodStart, 'long', locale),
      amountDueCents,
      dueDate: bill.dueDate,
      unsubscribeUrl: unsubscribeUrl(deps.origin, deps.box, bill.studentId),
    });
    return queueReminderOnce(
      tx,
      deps.outbox,
      { key: paymentReminderKey(invoiceId, bill.dueDate), kind: 'payment_due', studentId: bill.studentId },
      {
        kind: PAYMENT_DUE_REMINDER_KIND,
        toEmail: bill.email,
        toName: bill.name,
        studentId: bill.studentId,
        ...message,
      },
    );
  });
}
