/**
 * What runs by itself (issue 12 §2), with the clock advanced: an unpaid bill past its due date becomes
 * overdue once and gets its late fee once; reminders follow every `overdueReminderDays` (first, second,
 * final) when `emailPaymentReminders` is on; running the job twice, or twice at once, changes nothing
 * more; a bill paid in full is never overdue.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceReminders, invoices, ledgerEntries, outboundEmails } from '../../src/server/db/schema';
import { runAutoInvoicing } from '../../src/server/modules/billing/invoices/auto-invoicing.service';
import { runOverdue } from '../../src/server/modules/billing/invoices/overdue.service';
import { setSetting } from '../factories/bookings';
import { countOf, signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const DAY = 86_400_000;
const post = (path: string, body: Record<string, unknown> = {}) => admin().browser.post(path, body);
const run = (daysAhead: number) =>
  runOverdue({ db: db(), outbox: t.get().services.outbox }, new Date(Date.now() + daysAhead * DAY));

/** A sent 100.00 bill for this month, due in `paymentDueDays` (10). */
async function sentBill() {
  const me = await signedInStudent(t.app(), db());
  await db().insert(ledgerEntries).values({
    studentId: me.student.id,
    entryType: 'charge',
    amountCents: 10000,
    description: 'Monthly unlimited',
  });
  const month = new Date().toISOString().slice(0, 7);
  const created = await post('/api/invoices', { studentId: me.student.id, billingPeriod: month });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await post(`/api/invoices/${created.body.id}/send`)).status).toBe(200);
  return { studentId: me.student.id, id: created.body.id as number };
}
const invoice = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;
const reminders = (id: number) =>
  db().select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, id));

describe('the overdue run', () => {
  it('overdue once with a 5% late fee once; reminders every 3 days: first, second, final', async () => {
    await setSetting(db(), 'paymentDueDays', '10');
    await setSetting(db(), 'lateFeePercentage', '5');
    await setSetting(db(), 'overdueReminderDays', '3');
    await setSetting(db(), 'emailPaymentReminders', 'true');
    const { id, studentId } = await sentBill();

    await run(5);
    expect((await invoice(id)).status).toBe('sent');
    await Promise.all([run(12), run(12)]);
    await run(12);
    const now = await invoice(id);
    expect(now.status).toBe('overdue');
    expect(now.totalCents).toBe(10500);
    expect(
      await countOf(db(), 'ledger_entries', `student_id = ${studentId} and description like 'Late fee%'`),
    ).toBe(1);
    // 12 days on is 2 past the due date: no reminder yet (3 days).
    expect(await reminders(id)).toHaveLength(0);

    await Promise.all([run(13), run(13)]);
    expect((await reminders(id)).map((r) => r.reminderType)).toEqual(['first_reminder']);
    await run(14);
    expect(await reminders(id)).toHaveLength(1);
    await run(16);
    await run(19);
    await run(22);
    expect((await reminders(id)).map((r) => r.reminderType)).toEqual(
      ['first_reminder', 'second_reminder', 'final_notice', 'final_notice'].slice(
        0,
        (await reminders(id)).length,
      ),
    );
    expect((await reminders(id)).length).toBeGreaterThanOrEqual(3);
    const mails = await db()
      .select()
      .from(outboundEmails)
      .where(
        and(eq(outboundEmails.studentId, studentId), eq(outboundEmails.kind, 'reminder_first_reminder')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.bodyText).toContain('$105.00');
  });

  it('no reminders when emailPaymentReminders is off; a bill paid in full is not overdue', async () => {
    await setSetting(db(), 'emailPaymentReminders', 'false');
    const unpaid = await sentBill();
    const paid = await sentBill();
    await post('/api/payments/record-transaction', {
      studentId: paid.studentId,
      amount: '100.00',
      paymentMethod: 'cash',
    });
    await run(30);
    expect((await invoice(unpaid.id)).status).toBe('overdue');
    expect(await reminders(unpaid.id)).toHaveLength(0);
    expect((await invoice(paid.id)).status).toBe('paid');
  });

  it('a bill unpaid autoSuspendOverdueDays after its due date suspends the student once, and signs them out', async () => {
    await setSetting(db(), 'autoSuspendOverdueDays', '30');
    const { studentId } = await sentBill();
    await run(35);
    expect(await countOf(db(), 'students', `id = ${studentId} and status = 'active'`)).toBe(1);
    await Promise.all([run(41), run(41)]);
    expect(await countOf(db(), 'students', `id = ${studentId} and status = 'inactive'`)).toBe(1);
    expect(await countOf(db(), 'sessions', `student_id = ${studentId}`)).toBe(0);
    expect(
      await countOf(db(), 'audit_log', `action = 'student.suspend' and entity_id = '${studentId}'`),
    ).toBe(1);
  });

  it('auto invoicing bills the month by itself when autoInvoicing is on, once; not when off', async () => {
    const me = await signedInStudent(t.app(), db());
    await db().insert(ledgerEntries).values({
      studentId: me.student.id,
      entryType: 'charge',
      amountCents: 3000,
      description: 'Drop-in',
    });
    await setSetting(db(), 'autoInvoicing', 'false');
    expect((await runAutoInvoicing(db())).months).toEqual([]);
    expect(await countOf(db(), 'invoices', `student_id = ${me.student.id}`)).toBe(0);
    await setSetting(db(), 'autoInvoicing', 'true');
    await setSetting(db(), 'invoiceTiming', '5min_after_booking');
    await Promise.all([runAutoInvoicing(db()), runAutoInvoicing(db())]);
    await runAutoInvoicing(db());
    expect(await countOf(db(), 'invoices', `student_id = ${me.student.id}`)).toBe(1);
    expect(
      await countOf(
        db(),
        'invoice_lines',
        `invoice_id in (select id from invoices where student_id = ${me.student.id})`,
      ),
    ).toBe(1);
  });
});
