import { and, eq, inArray, sql } from 'drizzle-orm';
import { daysBetween } from '../../../../shared/dates';
import type { Db } from '../../../db/client';
import { invoiceLines, invoiceReminders, invoices } from '../../../db/schema';
import type { Outbox } from '../../../kernel/outbox';
import { recipientsByIds } from '../../../kernel/recipients';
import { getSettings } from '../../../kernel/settings/read';
import { suspendForNonPayment } from '../../../kernel/student-status';
import { clockNow } from '../../../kernel/time/clock';
import { studioWallClock } from '../../../kernel/time/studio-time';
import {
  emailStudioOf,
  type ReminderType,
  recipientLocale,
  renderPaymentReminder,
} from '../../../mail/templates/render';
import { attachChargesToInvoice, chargeManually } from '../ledger.service';
import { amountsDue } from './invoices.queries';
import { settleInvoices } from './settle';

const NEXT_REMINDER: ReminderType[] = ['first_reminder', 'second_reminder', 'final_notice'];

/**
 * The hourly overdue run (issue 12 §2), safe to run twice or on two instances at once:
 * - an unpaid pending or sent invoice past its due date becomes overdue, and that one move adds the
 *   late fee (`lateFeePercentage` of the bill, once per invoice) as a charge on the bill;
 * - when `emailPaymentReminders` is on, an overdue invoice gets its next reminder (first, second,
 *   then final notices) once `overdueReminderDays` have passed since the due date or the last one.
 * - a student whose bill is still unpaid `autoSuspendOverdueDays` after its due date is suspended
 *   (inactive: signed out, cannot book).
 * Each change is a conditional update or re-checked under the invoice's row lock.
 */
export async function runOverdue(deps: { db: Db; outbox: Outbox }, now: Date = clockNow()) {
  const { db } = deps;
  const settings = await getSettings(db);
  const today = studioWallClock(settings.timezone, now).date;
  const late = await db
    .select({ id: invoices.id, studentId: invoices.studentId })
    .from(invoices)
    .where(sql`${invoices.status} in ('pending', 'sent') and ${invoices.dueDate} < ${today}::date`);
  const due = await amountsDue(
    db,
    late.map((i) => i.id),
  );
  let overdue = 0;
  for (const invoice of late) {
    if ((due.get(invoice.id) ?? 0) <= 0) {
      await db.transaction((tx) => settleInvoices(tx, invoice.studentId));
      continue;
    }
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(invoices)
        .set({ status: 'overdue', updatedAt: now })
        .where(and(eq(invoices.id, invoice.id), inArray(invoices.status, ['pending', 'sent'])))
        .returning();
      if (!moved) return;
      overdue += 1;
      const feeCents = Math.round((moved.totalCents * settings.lateFeePercentage) / 100);
      if (feeCents <= 0) return;
      const description = `Late fee (${settings.lateFeePercentage}%) on ${moved.invoiceNumber}`;
      const entryId = await chargeManually(tx, {
        studentId: moved.studentId,
        amountCents: feeCents,
        description,
        adminId: null,
        untaxed: true,
      });
      await attachChargesToInvoice(tx, [entryId], moved.id);
      await tx
        .insert(invoiceLines)
        .values({ invoiceId: moved.id, description, amountCents: feeCents, taxCents: 0, taxes: [] });
      await tx
        .update(invoices)
        .set({ subtotalCents: moved.subtotalCents + feeCents, totalCents: moved.totalCents + feeCents })
        .where(eq(invoices.id, moved.id));
    });
  }
  const reminded = settings.emailPaymentReminders ? await sendDueReminders(deps, now, settings) : 0;
  const suspended = await suspendLongOverdue(db, today, settings.autoSuspendOverdueDays);
  return { overdue, reminded, suspended };
}

/** Students with a bill still unpaid `autoSuspendOverdueDays` after its due date are suspended, once. */
async function suspendLongOverdue(db: Db, today: string, days: number) {
  const long = await db
    .select({ id: invoices.id, studentId: invoices.studentId, number: invoices.invoiceNumber })
    .from(invoices)
    .where(sql`${invoices.status} = 'overdue' and ${invoices.dueDate} <= ${today}::date - ${days}::int`);
  const due = await amountsDue(
    db,
    long.map((i) => i.id),
  );
  let suspended = 0;
  for (const i of long) {
    if ((due.get(i.id) ?? 0) <= 0) continue;
    if (await db.transaction((tx) => suspendForNonPayment(tx, i.studentId, i.number))) suspended += 1;
  }
  return suspended;
}

async function sendDueReminders(
  { db, outbox }: { db: Db; outbox: Outbox },
  now: Date,
  settings: Awaited<ReturnType<typeof getSettings>>,
) {
  const today = studioWallClock(settings.timezone, now).date;
  const open = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.status, 'overdue'));
  const due = await amountsDue(
    db,
    open.map((i) => i.id),
  );
  let sent = 0;
  for (const { id } of open) {
    const amountDueCents = due.get(id) ?? 0;
    if (amountDueCents <= 0) continue;
    await db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
      if (invoice?.status !== 'overdue') return;
      const earlier = await tx
        .select({ at: invoiceReminders.sentAt })
        .from(invoiceReminders)
        .where(eq(invoiceReminders.invoiceId, id));
      // The due date or the last reminder's studio day, whichever is later ("YYYY-MM-DD" sorts).
      const last = [invoice.dueDate, ...earlier.map((r) => studioWallClock(settings.timezone, r.at).date)]
        .sort()
        .at(-1)!;
      if (daysBetween(last, today) < settings.overdueReminderDays) return;
      const reminderType = NEXT_REMINDER[Math.min(earlier.length, NEXT_REMINDER.length - 1)]!;
      const [student] = await recipientsByIds(tx, [invoice.studentId]);
      if (!student) return;
      const message = await renderPaymentReminder({
        studio: emailStudioOf(settings),
        locale: recipientLocale(student, settings.language),
        name: student.name,
        reminderType,
        amountDueCents,
        dueDate: invoice.dueDate,
        invoiceNumber: invoice.invoiceNumber,
      });
      await tx.insert(invoiceReminders).values({ invoiceId: id, reminderType, sentAt: now });
      await outbox.queue(tx, {
        kind: `reminder_${reminderType}`,
        toEmail: student.email,
        toName: student.name,
        studentId: student.studentId,
        ...message,
      });
      sent += 1;
    });
  }
  return sent;
}
