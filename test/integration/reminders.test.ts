/**
 * Reminders (issue 14 §4), with the clock advanced (the run is given its `now`):
 * - a class reminder goes at 09:00 studio time `classReminderDays` (0, 1, 2, 3, 7) before the class
 *   (same day: the earlier of 09:00 and 3 hours before), not a minute before, and at the same wall-clock
 *   time across both DST changes in America/Vancouver; never once the class has started, never for a
 *   booking made after the reminder time, a cancelled class or booking, an inactive or deleted student,
 *   a student with reminders off, or with emailClassReminders off; once only when run twice or twice
 *   at once; a class moved to another date is reminded again;
 * - a payment reminder goes `reminderDays` before an unpaid bill's due date, once, to the billing
 *   e-mail; not for a paid, overdue or cancelled bill or one with nothing left to pay;
 * - the e-mails say who, what, when, where, the cancellation deadline or the amount, and carry a
 *   one-click unsubscribe link that turns the preference off without signing in (a bad or foreign
 *   token changes nothing);
 * - the student turns reminders on and off in their own profile; another student's id is 404.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookings,
  classInstances,
  invoices,
  ledgerEntries,
  outboundEmails,
  students,
} from '../../src/server/db/schema';
import { SecretBox } from '../../src/server/kernel/secret-box';
import { studioInstant } from '../../src/server/kernel/time/studio-time';
import { runClassReminders } from '../../src/server/modules/reminders/class-reminders.service';
import { runPaymentReminders } from '../../src/server/modules/reminders/payment-reminders.service';
import { paymentReminderAt } from '../../src/server/modules/reminders/reminder-timing';
import { unsubscribeToken } from '../../src/server/modules/reminders/unsubscribe-link';
import { addDays } from '../../src/shared/dates';
import { setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, insertInstance, signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const ZONE = 'America/Vancouver';
const ORIGIN = 'https://studio.test';
const MINUTE = 60_000;

const deps = () => {
  const { services } = t.get();
  return { db: db(), outbox: services.outbox, box: services.secretBox, origin: ORIGIN };
};
const classRun = (now: Date) => runClassReminders(deps(), now);
const paymentRun = (now: Date) => runPaymentReminders(deps(), now);
/** 09:00 (or any time) on a studio date, as an instant. */
const studio = (date: string, time = '09:00') => studioInstant(ZONE, date, time);
const minus = (at: Date, minutes: number) => new Date(at.getTime() - minutes * MINUTE);

const mailsTo = (studentId: number, kind: string) =>
  db()
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.studentId, studentId), eq(outboundEmails.kind, kind)))
    .orderBy(outboundEmails.id);
const classMails = (studentId: number) => mailsTo(studentId, 'class_reminder');
const paymentMails = (studentId: number) => mailsTo(studentId, 'payment_due_reminder');

let typeId: number;
async function classType() {
  typeId ??= (await insertClassType(db(), { name: 'Sunrise Yoga' })).id;
  return typeId;
}

/** A confirmed booking, made long before, of a class on `classDate` at `startTime` (studio time). */
async function bookedClass(
  classDate: string,
  startTime = '19:30',
  options: { student?: Parameters<typeof createStudent>[1]; bookedAt?: Date } = {},
) {
  const student = await createStudent(db(), { name: 'Rita Reminder', ...options.student });
  const [h, m] = startTime.split(':').map(Number);
  const instance = await insertInstance(db(), await classType(), {
    classDate,
    startTime,
    endTime: `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
    location: 'Studio A',
  });
  const [booking] = await db()
    .insert(bookings)
    .values({
      studentId: student.id,
      classInstanceId: instance.id,
      status: 'confirmed',
      priceCents: 2000,
      bookedAt: options.bookedAt ?? new Date('2020-01-01T00:00:00Z'),
    })
    .returning();
  return { student, instance, booking: booking! };
}

describe('class reminders: when', () => {
  for (const [days, date] of [
    [1, '2027-01-20'],
    [2, '2027-01-21'],
    [3, '2027-01-22'],
    [7, '2027-01-23'],
    [0, '2027-01-24'],
  ] as const) {
    it(`classReminderDays ${days}: at 09:00 studio time on ${addDays(date, -days)}, not a minute before`, async () => {
      await setSetting(db(), 'emailClassReminders', 'true');
      await setSetting(db(), 'classReminderDays', String(days));
      const { student } = await bookedClass(date);
      const at = studio(addDays(date, -days));
      await classRun(minus(at, 1));
      expect(await classMails(student.id)).toHaveLength(0);
      await classRun(at);
      expect(await classMails(student.id)).toHaveLength(1);
    });
  }

  it('classReminderDays 0 with a 7:00 AM class: 20:00 the evening before, not 4:00 AM (decision 035)', async () => {
    await setSetting(db(), 'classReminderDays', '0');
    const { student } = await bookedClass('2027-01-25', '07:00');
    await classRun(studio('2027-01-24', '19:59'));
    expect(await classMails(student.id)).toHaveLength(0);
    await classRun(studio('2027-01-24', '20:00'));
    expect(await classMails(student.id)).toHaveLength(1);
    await classRun(studio('2027-01-25', '04:00'));
    expect(await classMails(student.id)).toHaveLength(1);
  });

  it('classReminderDays 0 with a 1:00 AM class: 20:00 the evening before, not 22:00', async () => {
    await setSetting(db(), 'classReminderDays', '0');
    const { student } = await bookedClass('2027-01-27', '01:00');
    await classRun(studio('2027-01-26', '19:59'));
    expect(await classMails(student.id)).toHaveLength(0);
    await classRun(studio('2027-01-26', '20:00'));
    expect(await classMails(student.id)).toHaveLength(1);
  });

  it('on Nov 1, 2026 B.C. no longer falls back (tz 2026b): 09:00 is still 16:00Z, not 17:00Z', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    const { student } = await bookedClass('2026-11-02');
    await classRun(new Date('2026-11-01T15:59:00Z'));
    expect(await classMails(student.id)).toHaveLength(0);
    await classRun(new Date('2026-11-01T16:00:00Z'));
    expect(await classMails(student.id)).toHaveLength(1);
  });

  it('across the spring-forward change (Mar 8, 2026): 09:00 PDT, the same wall-clock time', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    const { student } = await bookedClass('2026-03-09');
    // 09:00 PST would be 17:00Z; after the change 09:00 is PDT, 16:00Z.
    await classRun(new Date('2026-03-08T15:59:00Z'));
    expect(await classMails(student.id)).toHaveLength(0);
    await classRun(new Date('2026-03-08T16:00:00Z'));
    expect(await classMails(student.id)).toHaveLength(1);
  });

  it('a missed slot: caught up in daytime while the class is 3 hours away; never at night or later (decision 035)', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    // Its slot was 09:00 on Jan 31; the app comes back at noon on the class day.
    const caughtUp = await bookedClass('2027-02-01');
    await classRun(studio('2027-02-01', '12:00'));
    expect(await classMails(caughtUp.student.id)).toHaveLength(1);
    // First start at 01:10 (issue 28: 23 reminders went out at night): nothing until 08:00.
    const night = await bookedClass('2027-02-05');
    await classRun(studio('2027-02-05', '01:10'));
    expect(await classMails(night.student.id)).toHaveLength(0);
    await classRun(studio('2027-02-05', '08:00'));
    expect(await classMails(night.student.id)).toHaveLength(1);
    // Less than 3 hours before the class, then after it started: never.
    const missed = await bookedClass('2027-02-02');
    await classRun(studio('2027-02-02', '16:31'));
    await classRun(studio('2027-02-02', '19:30'));
    await classRun(studio('2027-02-03'));
    expect(await classMails(missed.student.id)).toHaveLength(0);
  });

  it('a booking made after the reminder time gets none (its confirmation has just said it all)', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    const late = await bookedClass('2027-02-04', '19:30', { bookedAt: studio('2027-02-03', '09:01') });
    const onTime = await bookedClass('2027-02-04', '19:30', { bookedAt: studio('2027-02-03', '08:59') });
    await classRun(studio('2027-02-03', '12:00'));
    expect(await classMails(late.student.id)).toHaveLength(0);
    expect(await classMails(onTime.student.id)).toHaveLength(1);
  });
});

describe('class reminders: once, and never when it should not', () => {
  it('run twice, and twice at once: one reminder per booking', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    const a = await bookedClass('2027-03-02');
    const b = await bookedClass('2027-03-02');
    const at = studio('2027-03-01');
    await Promise.all([classRun(at), classRun(at), classRun(at)]);
    await classRun(new Date(at.getTime() + 10 * MINUTE));
    expect(await classMails(a.student.id)).toHaveLength(1);
    expect(await classMails(b.student.id)).toHaveLength(1);
    expect(
      await countOf(
        db(),
        'reminder_deliveries',
        `key = 'class:${a.booking.id}:2027-03-02' and kind = 'class'`,
      ),
    ).toBe(1);
    const [delivery] = await db()
      .execute<{ outbound_email_id: number }>(
        sql`select outbound_email_id from reminder_deliveries where key = ${`class:${a.booking.id}:2027-03-02`}`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { outbound_email_id: number }[] }).rows));
    expect(delivery!.outbound_email_id).toBe((await classMails(a.student.id))[0]!.id);
  });

  it('nothing for a cancelled class, a cancelled booking, reminders off, an inactive or a deleted student', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    const date = '2027-03-05';
    const cancelledClass = await bookedClass(date);
    await db()
      .update(classInstances)
      .set({ isCancelled: true, cancelledAt: new Date() })
      .where(eq(classInstances.id, cancelledClass.instance.id));
    const cancelledBooking = await bookedClass(date);
    await db()
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'student' })
      .where(eq(bookings.id, cancelledBooking.booking.id));
    const optedOut = await bookedClass(date, '19:30', { student: { emailReminders: false } });
    const inactive = await bookedClass(date, '19:30', { student: { status: 'inactive' } });
    const deleted = await bookedClass(date, '19:30', { student: { deletedAt: new Date() } });
    const control = await bookedClass(date);
    await classRun(studio('2027-03-04'));
    for (const none of [cancelledClass, cancelledBooking, optedOut, inactive, deleted]) {
      expect(await classMails(none.student.id)).toHaveLength(0);
    }
    expect(await classMails(control.student.id)).toHaveLength(1);
  });

  it('nothing while emailClassReminders is off; turned back on, the due ones go', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    await setSetting(db(), 'emailClassReminders', 'false');
    const { student } = await bookedClass('2027-03-08');
    const result = await classRun(studio('2027-03-07'));
    expect(result).toEqual({ reminded: 0 });
    expect(await classMails(student.id)).toHaveLength(0);
    await setSetting(db(), 'emailClassReminders', 'true');
    await classRun(studio('2027-03-07', '09:05'));
    expect(await classMails(student.id)).toHaveLength(1);
  });

  it('a class moved to another date is reminded again; a new time on the same date is not', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    const { student, instance } = await bookedClass('2027-03-10');
    await classRun(studio('2027-03-09'));
    await db().update(classInstances).set({ startTime: '20:00' }).where(eq(classInstances.id, instance.id));
    await classRun(studio('2027-03-09', '10:00'));
    expect(await classMails(student.id)).toHaveLength(1);
    await db()
      .update(classInstances)
      .set({ classDate: '2027-03-12' })
      .where(eq(classInstances.id, instance.id));
    await classRun(studio('2027-03-11'));
    const mails = await classMails(student.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Reminder: Sunrise Yoga on Mar 12, 2027');
  });
});

describe('class reminder e-mail', () => {
  it('names the student, the class, the studio date and time, the location, the deadline and the unsubscribe link', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    await setSetting(db(), 'cancellationDeadlineHours', '24');
    await setSetting(db(), 'businessName', 'Lotus Studio');
    const { student } = await bookedClass('2026-11-02', '19:30', {
      student: { name: 'Maria Lopez', preferredName: 'Mari', notificationEmail: 'mari.classes@mail.test' },
    });
    await classRun(new Date('2026-11-01T17:00:00Z'));
    const [mail] = await classMails(student.id);
    expect(mail).toMatchObject({
      toEmail: 'mari.classes@mail.test',
      toName: 'Mari',
      subject: 'Reminder: Sunrise Yoga on Nov 02, 2026',
      status: 'queued',
    });
    const token = unsubscribeToken(t.get().services.secretBox, student.id);
    const link = `${ORIGIN}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
    for (const body of [mail!.bodyText, mail!.bodyHtml!]) {
      expect(body).toContain('Hello Mari,');
      expect(body).toContain('Sunrise Yoga');
      expect(body).toContain('Nov 02, 2026');
      expect(body).toContain('7:30 PM - 8:30 PM');
      expect(body).toContain('Studio A');
      // 24 hours before 7:30 PM on Nov 2 is 7:30 PM on Nov 1 (a 25-hour day: real hours).
      expect(body).toContain('Nov 01, 2026, 7:30 PM');
      expect(body).toContain(link.replace(/&/g, body === mail!.bodyHtml ? '&amp;' : '&'));
    }
    expect(mail!.bodyText).toContain('Cancellation deadline: Nov 01, 2026, 7:30 PM');
    // Nothing glued to the link in the text version (a trailing "." would end up in the token).
    expect(mail!.bodyText.split(/\s+/)).toContain(link);
    expect(mail!.bodyText).toContain(
      "Can't make it? Cancel from your dashboard before Nov 01, 2026, 7:30 PM",
    );
  });

  it('a reminder written after the deadline says it has passed', async () => {
    await setSetting(db(), 'classReminderDays', '0');
    await setSetting(db(), 'cancellationDeadlineHours', '24');
    const { student } = await bookedClass('2027-03-15', '19:30');
    await classRun(studio('2027-03-15'));
    const [mail] = await classMails(student.id);
    expect(mail!.bodyText).toContain('The cancellation deadline (24 hours before the class) has passed.');
  });
});

describe('payment reminders', () => {
  const post = (path: string, body: Record<string, unknown> = {}) => admin().browser.post(path, body);

  /** A 100.00 bill for this month, due in paymentDueDays (10), sent unless asked otherwise. */
  async function bill(options: { send?: boolean; student?: Parameters<typeof createStudent>[1] } = {}) {
    const student = await createStudent(db(), { name: 'Paula Payer', ...options.student });
    await db().insert(ledgerEntries).values({
      studentId: student.id,
      entryType: 'charge',
      amountCents: 10000,
      description: 'Monthly unlimited',
    });
    const month = new Date().toISOString().slice(0, 7);
    const created = await post('/api/invoices', { studentId: student.id, billingPeriod: month });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (options.send !== false)
      expect((await post(`/api/invoices/${created.body.id}/send`)).status).toBe(200);
    const [row] = await db().select().from(invoices).where(eq(invoices.id, created.body.id));
    return { student, invoice: row! };
  }
  const reminderAt = (dueDate: string) => paymentReminderAt(dueDate, 7, ZONE);

  it('reminderDays (7) before the due date at 09:00, not a minute before; once, even twice at once', async () => {
    await setSetting(db(), 'paymentDueDays', '10');
    await setSetting(db(), 'reminderDays', '7');
    await setSetting(db(), 'emailPaymentReminders', 'true');
    const sent = await bill();
    const pending = await bill({ send: false });
    const at = reminderAt(sent.invoice.dueDate);
    await paymentRun(minus(at, 1));
    expect(await paymentMails(sent.student.id)).toHaveLength(0);
    await Promise.all([paymentRun(at), paymentRun(at)]);
    await paymentRun(new Date(at.getTime() + 60 * MINUTE));
    expect(await paymentMails(sent.student.id)).toHaveLength(1);
    expect(await paymentMails(pending.student.id)).toHaveLength(1);
    expect(
      await countOf(
        db(),
        'reminder_deliveries',
        `key = 'payment-due:${sent.invoice.id}:${sent.invoice.dueDate}' and kind = 'payment_due'`,
      ),
    ).toBe(1);
  });

  it('goes to the billing e-mail and says the bill, the amount due, the due date, how to pay and how to unsubscribe', async () => {
    await setSetting(db(), 'reminderDays', '7');
    await setSetting(db(), 'eTransferEnabled', 'true');
    await setSetting(db(), 'eTransferEmail', 'pay@lotus.test');
    const { student, invoice } = await bill({ student: { paymentEmail: 'billing.paula@mail.test' } });
    await paymentRun(reminderAt(invoice.dueDate));
    const [mail] = await paymentMails(student.id);
    expect(mail!.toEmail).toBe('billing.paula@mail.test');
    expect(mail!.subject).toContain(invoice.invoiceNumber);
    expect(mail!.subject).toContain('$100.00');
    const token = unsubscribeToken(t.get().services.secretBox, student.id);
    expect(mail!.bodyText).toContain('Hello Paula Payer,');
    expect(mail!.bodyText).toContain(`Invoice: ${invoice.invoiceNumber}`);
    expect(mail!.bodyText).toContain('Amount due: $100.00');
    expect(mail!.bodyText).toMatch(/Due date: [A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(mail!.bodyText).toContain('pay@lotus.test');
    expect(mail!.bodyText).toContain(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  it('not for a paid, overdue or cancelled bill, one with nothing left to pay, reminders off, or the setting off', async () => {
    await setSetting(db(), 'reminderDays', '7');
    const paid = await bill();
    expect((await post(`/api/invoices/${paid.invoice.id}/mark-paid`)).status).toBe(200);
    const overdue = await bill();
    await db().update(invoices).set({ status: 'overdue' }).where(eq(invoices.id, overdue.invoice.id));
    const cancelled = await bill();
    await db().update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, cancelled.invoice.id));
    const settled = await bill();
    await db().insert(ledgerEntries).values({
      studentId: settled.student.id,
      entryType: 'payment',
      amountCents: 10000,
      description: 'Cash',
    });
    const optedOut = await bill({ student: { emailReminders: false } });
    const at = reminderAt(paid.invoice.dueDate);
    await paymentRun(at);
    for (const none of [paid, overdue, cancelled, settled, optedOut]) {
      expect(await paymentMails(none.student.id)).toHaveLength(0);
    }

    await setSetting(db(), 'emailPaymentReminders', 'false');
    const off = await bill();
    expect(await paymentRun(at)).toEqual({ reminded: 0 });
    expect(await paymentMails(off.student.id)).toHaveLength(0);
    await setSetting(db(), 'emailPaymentReminders', 'true');
  });

  it('not after the due date (the overdue notices take over) nor for a bill made after its reminder time', async () => {
    await setSetting(db(), 'reminderDays', '7');
    const late = await bill();
    await paymentRun(studio(addDays(late.invoice.dueDate, 1), '00:00'));
    expect(await paymentMails(late.student.id)).toHaveLength(0);
    const newer = await bill();
    await db()
      .update(invoices)
      .set({ createdAt: new Date(reminderAt(newer.invoice.dueDate).getTime() + MINUTE) })
      .where(eq(invoices.id, newer.invoice.id));
    await paymentRun(new Date(reminderAt(newer.invoice.dueDate).getTime() + 2 * MINUTE));
    expect(await paymentMails(newer.student.id)).toHaveLength(0);
  });
});

describe('unsubscribe link', () => {
  const link = (token: string) => `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  const reminders = async (id: number) =>
    (await db().select({ on: students.emailReminders }).from(students).where(eq(students.id, id)))[0]!.on;

  it('turns reminders off without signing in, twice is the same as once, and no more reminders go', async () => {
    await setSetting(db(), 'classReminderDays', '1');
    const { student } = await bookedClass('2027-04-02');
    const browser = browserAt(t.app());
    const token = unsubscribeToken(t.get().services.secretBox, student.id);
    const first = await browser.get(link(token));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      emailReminders: false,
      message:
        'Reminder e-mails are off. To turn them back on, sign in and open Settings, then switch on "Reminder e-mails".',
    });
    expect(await reminders(student.id)).toBe(false);
    expect((await browser.get(link(token))).status).toBe(200);
    await classRun(studio('2027-04-01'));
    expect(await classMails(student.id)).toHaveLength(0);
  });

  it('a browser gets a page saying so and how to turn them back on', async () => {
    const student = await createStudent(db());
    const token = unsubscribeToken(t.get().services.secretBox, student.id);
    const res = await browserAt(t.app()).get(link(token), { accept: 'text/html,application/xhtml+xml' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1 style="margin:0 0 16px;font-size:24px">Reminder e-mails are off</h1>');
    expect(res.body).toContain('switch on &quot;Reminder e-mails&quot;');
    expect(res.body).toContain('href="/settings#reminders-title"');
    expect(await reminders(student.id)).toBe(false);
  });

  it('a bad, altered, foreign or missing token is 400 and changes nothing; a deleted student is 404', async () => {
    const student = await createStudent(db());
    const other = await createStudent(db());
    const box = t.get().services.secretBox;
    const good = unsubscribeToken(box, student.id);
    const forged = `${other.id}.${good.split('.')[1]}`;
    const foreign = unsubscribeToken(new SecretBox('another-app-secret-another-app-secret-0123'), student.id);
    const browser = browserAt(t.app());
    for (const url of [
      link('nonsense'),
      link(forged),
      link(foreign),
      link(`${good}x`),
      link(`0.${good.split('.')[1]}`),
      '/api/reminders/unsubscribe',
      '/api/reminders/unsubscribe?token=1&token=2',
    ]) {
      const res = await browser.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({
        error: 'This unsubscribe link is not valid. You can turn reminders off in Settings instead.',
        code: 'BAD_REQUEST',
      });
    }
    expect(await reminders(student.id)).toBe(true);
    expect(await reminders(other.id)).toBe(true);

    const gone = await createStudent(db(), { deletedAt: new Date() });
    const res = await browser.get(link(unsubscribeToken(box, gone.id)));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('This unsubscribe link belongs to an account that no longer exists.');
  });
});

describe('one-click unsubscribe from the mail program (RFC 8058)', () => {
  const link = (token: string) => `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  const reminders = async (id: number) =>
    (await db().select({ on: students.emailReminders }).from(students).where(eq(students.id, id)))[0]!.on;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it("the provider's form-encoded POST, from its own servers, turns reminders off", async () => {
    const student = await createStudent(db());
    const token = unsubscribeToken(t.get().services.secretBox, student.id);
    const res = await browserAt(t.app()).request('POST', link(token), 'List-Unsubscribe=One-Click', {
      ...form,
      origin: 'https://mail.google.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, emailReminders: false });
    expect(await reminders(student.id)).toBe(false);
  });

  it('refuses a POST without the one-click body or with a bad token, changing nothing', async () => {
    const student = await createStudent(db());
    const token = unsubscribeToken(t.get().services.secretBox, student.id);
    const browser = browserAt(t.app());
    const noBody = await browser.request('POST', link(token), 'something=else', form);
    expect(noBody).toMatchObject({
      status: 400,
      body: { error: 'A one-click unsubscribe must send List-Unsubscribe=One-Click' },
    });
    const forged = await browser.request('POST', link('1.nonsense'), 'List-Unsubscribe=One-Click', form);
    expect(forged.status).toBe(400);
    expect(await reminders(student.id)).toBe(true);
    // Only this path takes a form: the rest of the API still refuses one.
    const elsewhere = await browser.request('POST', '/api/waitlist', 'classInstanceId=1', form);
    expect(elsewhere.status).toBe(415);
  });
});

describe("the student's own switch", () => {
  it('turns reminders off and on through their profile; the profile and the admin see it', async () => {
    const me = await signedInStudent(t.app(), db());
    const off = await me.browser.put(`/api/students/${me.student.id}`, { emailReminders: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.emailReminders).toBe(false);
    expect((await me.browser.get(`/api/students/${me.student.id}`)).body.emailReminders).toBe(false);
    expect((await admin().browser.get(`/api/students/${me.student.id}`)).body.emailReminders).toBe(false);
    const on = await me.browser.put(`/api/students/${me.student.id}`, { emailReminders: true });
    expect(on.body.emailReminders).toBe(true);
  });

  it("another student's id is 404, no session is 401, a value that is not true/false is 400; nothing changes", async () => {
    const me = await signedInStudent(t.app(), db());
    const other = await createStudent(db());
    const theirs = await me.browser.put(`/api/students/${other.id}`, { emailReminders: false });
    expect(theirs.status).toBe(404);
    const anonymous = await browserAt(t.app()).put(`/api/students/${me.student.id}`, {
      emailReminders: false,
    });
    expect(anonymous.status).toBe(401);
    const bad = await me.browser.put(`/api/students/${me.student.id}`, { emailReminders: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('emailReminders must be true or false');
    const rows = await db()
      .select({ id: students.id, on: students.emailReminders })
      .from(students)
      .where(sql`${students.id} in (${me.student.id}, ${other.id})`);
    expect(rows.every((r) => r.on)).toBe(true);
  });

  it('the administrator may set it too (Edit Student sends the same update)', async () => {
    const student = await createStudent(db());
    const res = await admin().browser.put(`/api/students/${student.id}`, { emailReminders: false });
    expect(res.status).toBe(200);
    expect(res.body.emailReminders).toBe(false);
  });
});
