/**
 * Reminders end to end (issue 14 §4): the class and payment reminder jobs, run by the real job runner
 * (pg-boss) on the real clock, queue each reminder once; the delivery job hands them to a real SMTP
 * server; the unsubscribe link in the received message, opened without signing in, turns reminders off.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoices, ledgerEntries, outboundEmails, students } from '../../src/server/db/schema';
import { clockNow, startClockAt, useRealClock } from '../../src/server/kernel/time/clock';
import { studioInstant, studioWallClock } from '../../src/server/kernel/time/studio-time';
import {
  CLASS_REMINDERS_JOB,
  PAYMENT_REMINDERS_JOB,
} from '../../src/server/modules/reminders/reminders.jobs';
import { addDays } from '../../src/shared/dates';
import { setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, insertInstance, signedInAdmin } from '../factories/classes';
import { createStudent } from '../factories/people';
import { TestSmtpServer } from '../setup/smtp';
import { createTestApp, type TestApp } from '../setup/test-app';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  const zone = 'America/Vancouver';
  startClockAt(lastNoon(zone));
  smtp = await TestSmtpServer.start();
  t = await createTestApp(
    {},
    { SMTP_URL: smtp.url, SMTP_FROM: 'studio@mail.test', PUBLIC_URL: 'https://studio.test' },
    { jobs: { mailRetryDelaySeconds: 1 } },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
  useRealClock();
});

const db = () => t.database.db;
/** The last noon on the studio's wall clock at or before the real now. */
function lastNoon(zone: string): Date {
  const wall = studioWallClock(zone, new Date());
  return studioInstant(zone, wall.time >= '12:00' ? wall.date : addDays(wall.date, -1), '12:00');
}
/** 18:00 the day after the studio clock's today: 30 hours after lastNoon, ahead of the real now. */
const nextEvening = () => ({
  classDate: addDays(studioWallClock('America/Vancouver', clockNow()).date, 1),
  startTime: '18:00',
  endTime: '19:00',
});
const DAY = 86_400_000;

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const receivedBy = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('reminders through the job runner and SMTP', () => {
  it('a class the next evening, its slot missed, is reminded once in daytime; the link in the mail unsubscribes', async () => {
    await setSetting(db(), 'emailClassReminders', 'true');
    await setSetting(db(), 'classReminderDays', '1');
    const student = await createStudent(db(), {
      name: 'Sam Smtp',
      notificationEmail: 'sam.classes@mail.test',
    });
    const type = await insertClassType(db(), { name: 'Evening Flow' });
    // The studio clock at the last noon (never ahead of the real time jobs and now() follow), a class
    // the next evening: its 09:00 slot was missed, and decision 035 catches it up in daytime.
    const instance = await insertInstance(db(), type.id, { ...nextEvening(), location: 'Studio C' });
    await db()
      .insert(bookings)
      .values({
        studentId: student.id,
        classInstanceId: instance.id,
        status: 'confirmed',
        priceCents: 2000,
        bookedAt: new Date(clockNow().getTime() - DAY),
      });

    await Promise.all([t.jobs!.send(CLASS_REMINDERS_JOB, {}), t.jobs!.send(CLASS_REMINDERS_JOB, {})]);
    const [mail] = await until(
      async () => receivedBy('sam.classes@mail.test'),
      (m) => m.length > 0,
    );
    const rows = await until(
      () => db().select().from(outboundEmails).where(eq(outboundEmails.studentId, student.id)),
      (r) => r.every((m) => m.status === 'sent') && r.length > 0,
    );
    await until(
      () => t.jobs!.pending(CLASS_REMINDERS_JOB),
      (n) => n === 0,
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(rows.map((r) => r.kind)).toEqual(['class_reminder']);
    expect(receivedBy('sam.classes@mail.test')).toHaveLength(1);
    expect(mail!.subject).toMatch(/^Reminder: Evening Flow on [A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(mail!.text).toContain('Studio C');

    const link = /https:\/\/studio\.test(\/api\/reminders\/unsubscribe\?token=[^\s\]"<>]+)/.exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    // Mail programs get the same link as a header (their own "Unsubscribe" button).
    const header = mail!.parsed.headerLines.find((h) => h.key === 'list-unsubscribe');
    expect(header?.line.replace(/\r\n\s+/g, ' ')).toBe(`List-Unsubscribe: <https://studio.test${link![1]!}>`);
    const post = mail!.parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post');
    expect(post?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const res = await browserAt(t.app).get(link![1]!);
    expect(res.status).toBe(200);
    const [after] = await db()
      .select({ on: students.emailReminders })
      .from(students)
      .where(eq(students.id, student.id));
    expect(after!.on).toBe(false);
  });

  it('a bill due within reminderDays is reminded once at the billing e-mail', async () => {
    await setSetting(db(), 'emailPaymentReminders', 'true');
    await setSetting(db(), 'reminderDays', '7');
    const { browser } = await signedInAdmin(t.app, db());
    const student = await createStudent(db(), { name: 'Bea Bill', paymentEmail: 'bea.billing@mail.test' });
    await db().insert(ledgerEntries).values({
      studentId: student.id,
      entryType: 'charge',
      amountCents: 4500,
      description: 'Drop-in',
    });
    const month = new Date().toISOString().slice(0, 7);
    const created = await browser.post('/api/invoices', { studentId: student.id, billingPeriod: month });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Made a week ago and due in three days: its reminder time (four days ago, 09:00) has passed.
    const today = studioWallClock('America/Vancouver', clockNow()).date;
    await db()
      .update(invoices)
      .set({ dueDate: addDays(today, 3), createdAt: new Date(Date.now() - 7 * DAY) })
      .where(eq(invoices.id, created.body.id));

    await t.jobs!.send(PAYMENT_REMINDERS_JOB, {});
    const [mail] = await until(
      async () => receivedBy('bea.billing@mail.test'),
      (m) => m.length > 0,
    );
    expect(mail!.subject).toContain('$45.00');
    expect(mail!.text).toContain('Amount due: $45.00');
    expect(mail!.parsed.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(true);
    await t.jobs!.send(PAYMENT_REMINDERS_JOB, {});
    await until(
      () => t.jobs!.pending(PAYMENT_REMINDERS_JOB),
      (n) => n === 0,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(receivedBy('bea.billing@mail.test')).toHaveLength(1);
  });
});
