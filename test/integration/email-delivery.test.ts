/**
 * Outgoing mail against a real SMTP server (issue 9 §2, §6): a new student receives the welcome e-mail
 * and signs in with the password in it; a reset e-mail's link resets the password; cancelling a class
 * e-mails each booked student once and marks the notices sent only when they are. Faults: 4xx is
 * retried then sent, 5xx fails with the server's answer, a server down at send time gets the message
 * when it is back, and messages queued by an app that stopped are sent once by the next one.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { classCancellations, outboundEmails } from '../../src/server/db/schema';
import { startBackgroundJobs } from '../../src/server/jobs/start';
import { createServices } from '../../src/server/trpc/services';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, signedInAdmin, signedInStudent } from '../factories/classes';
import { TestSmtpServer } from '../setup/smtp';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../setup/test-app';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
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
});
afterEach(() => {
  smtp.failures.length = 0;
});

const db = () => t.database.db;
const rowsTo = (address: string) =>
  db().select().from(outboundEmails).where(eq(outboundEmails.toEmail, address)).orderBy(outboundEmails.id);

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('account e-mails', () => {
  it('signup: the welcome e-mail arrives with a password that signs the student in; nothing secret is kept', async () => {
    const browser = browserAt(t.app);
    const email = 'new.student@mail.test';
    const res = await browser.post('/api/auth/student/signup', {
      name: 'Nora New',
      email,
      phone: '604-555-0100',
    });
    expect(res.status).toBe(201);
    // With a mail server the password goes only by e-mail.
    expect(res.body.temporaryPassword).toBeUndefined();
    await until(
      async () => smtp.to(email),
      (m) => m.length === 1,
    );
    const [mail] = smtp.to(email);
    expect(mail!.from).toBe('studio@mail.test');
    const password = /temporary password is:?\s*(\S+)/i.exec(mail!.text)?.[1];
    expect(password, mail!.text).toBeTruthy();
    // The HTML body carries it too (escaped as HTML: the mail parser gives the text back).
    expect(mail!.parsed.textAsHtml ?? '').not.toBe('');
    expect(mail!.html).toContain(
      password!.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    );

    const login = await browserAt(t.app).post('/api/auth/student/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.body.success).toBe(true);

    const [row] = await until(
      () => rowsTo(email),
      (r) => r[0]?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', secretCiphertext: null, attempts: 1, lastError: null });
    expect(row!.providerMessageId).toBe(mail!.messageId);
    // The From it went out with is kept, for Sent Emails to show exactly what was sent.
    expect(row!.fromHeader).toBe('"Studio" <studio@mail.test>');
    expect(mail!.parsed.from?.value[0]).toMatchObject({ name: 'Studio', address: 'studio@mail.test' });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(`${row!.bodyText}${row!.bodyHtml}`).not.toContain(password!);
  });

  it('a student the administrator adds with "Send temporary password via email" receives it and signs in', async () => {
    const { browser } = await signedInAdmin(t.app, db());
    const email = 'added.by.admin@mail.test';
    const res = await browser.post('/api/students', {
      name: 'Ada Added',
      email,
      passwordOption: 'email',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Ada Added has been added and will receive login details via email');
    const [mail] = await until(
      async () => smtp.to(email),
      (m) => m.length === 1,
    );
    expect(mail!.subject).toBe('Your studio account is ready');
    const password = /temporary password is:?\s*(\S+)/i.exec(mail!.text)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    expect((await browserAt(t.app).post('/api/auth/student/login', { email, password })).status).toBe(200);

    // Login Info e-mails a new one: the old password stops working, the new one signs in.
    const issued = await browser.post(`/api/admin/login-info/${res.body.id}/temporary-password`, {
      delivery: 'email',
    });
    expect(issued.status).toBe(200);
    expect(issued.body.message).toContain('queued for delivery');
    const [, second] = await until(
      async () => smtp.to(email),
      (m) => m.length === 2,
    );
    expect(second!.subject).toBe('Your new temporary password');
    const fresh = /temporary password is:?\s*(\S+)/i.exec(second!.text)?.[1];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(password);
    expect((await browserAt(t.app).post('/api/auth/student/login', { email, password })).status).toBe(401);
    expect((await browserAt(t.app).post('/api/auth/student/login', { email, password: fresh })).status).toBe(
      200,
    );
  });

  it('forgot password: the link in the e-mail resets the password', async () => {
    const me = await signedInStudent(t.app, db(), { email: 'forgetful@mail.test' });
    const ask = await browserAt(t.app).post('/api/auth/student/forgot-password', {
      email: 'forgetful@mail.test',
    });
    expect(ask.status).toBe(200);
    await until(
      async () => smtp.to('forgetful@mail.test'),
      (m) => m.length === 1,
    );
    const link = /https:\/\/studio\.test\/reset-password\?token=([\w-]+)/.exec(
      smtp.to('forgetful@mail.test')[0]!.text,
    );
    expect(link).toBeTruthy();
    const reset = await browserAt(t.app).post('/api/auth/student/reset-password', {
      token: link![1],
      newPassword: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    const login = await browserAt(t.app).post('/api/auth/student/login', {
      email: me.student.email,
      password: 'brand-new-pass',
    });
    expect(login.body.success).toBe(true);
  });
});

describe('a booking', () => {
  it("a student's confirmation arrives at once: its delivery job follows the booking's commit", async () => {
    const type = await insertClassType(db(), { name: 'Pilates', priceCents: 1800 });
    const instance = await classIn(db(), type.id, 48);
    const s = await signedInStudent(t.app, db(), { email: 'pilates@mail.test', name: 'Pia Pilates' });
    const res = await s.browser.post('/api/student-bookings', {
      studentId: s.student.id,
      classInstanceId: instance.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The minute sweep would find it only after 30 s: arriving sooner means the booking sent the job.
    const mails = await until(
      async () =>
        smtp.to('pilates@mail.test').filter((m) => m.subject.startsWith('Booking confirmed: Pilates')),
      (m) => m.length > 0,
      10_000,
    );
    expect(mails[0]!.text).toContain('Pia Pilates');
    // Marked sent once the server has accepted it, a moment after the message arrives there.
    const [row] = await until(
      () => rowsTo('pilates@mail.test'),
      (rows) => rows[0]?.status === 'sent',
      10_000,
    );
    expect(row?.status).toBe('sent');
  });
});

describe('a cancelled class', () => {
  it('e-mails each booked student once; the cancellation is marked notified when every notice is sent', async () => {
    const admin = await signedInAdmin(t.app, db());
    const type = await insertClassType(db(), { name: 'Barre', priceCents: 2000 });
    const instance = await classIn(db(), type.id, 72);
    const students = await Promise.all(
      [1, 2, 3].map((i) =>
        signedInStudent(t.app, db(), { email: `barre${i}@mail.test`, name: `Barre ${i}` }),
      ),
    );
    for (const s of students) {
      const res = await s.browser.post('/api/student-bookings', {
        studentId: s.student.id,
        classInstanceId: instance.id,
        bookingStatus: 'confirmed',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const before = smtp.received.length;
    const cancel = await admin.browser.post(`/api/class-instances/${instance.id}/cancel`, {
      reason: 'Studio flooded',
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toContain('3 e-mails queued');

    const notified = await until(
      () => db().select().from(classCancellations).where(eq(classCancellations.classInstanceId, instance.id)),
      (r) => r[0]?.notificationSent === true,
    );
    expect(notified[0]!.notificationSent).toBe(true);
    for (const s of students) {
      const mails = smtp
        .to(s.student.email)
        .filter((m) => /cancel/i.test(m.subject) && m.text.includes('Studio flooded'));
      expect(mails, s.student.email).toHaveLength(1);
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.slice(before).filter((m) => m.text.includes('Studio flooded'))).toHaveLength(3);
  });
});

describe('faults', () => {
  const send = (email: string) =>
    browserAt(t.app).post('/api/auth/student/signup', { name: 'Fault Test', email, phone: '604-555-0101' });

  it('4xx: tried again, then sent', async () => {
    smtp.failures.push({ code: 451, message: 'Try again later' });
    await send('temporary@mail.test');
    const [row] = await until(
      () => rowsTo('temporary@mail.test'),
      (r) => r[0]?.status === 'sent',
    );
    expect(row!.attempts).toBe(2);
    expect(smtp.to('temporary@mail.test')).toHaveLength(1);
  });

  it('5xx: failed at once with the server answer, not retried, secret erased', async () => {
    smtp.failures.push({ code: 550, message: 'No such user here' });
    await send('nobody@mail.test');
    const [row] = await until(
      () => rowsTo('nobody@mail.test'),
      (r) => r[0]?.status === 'failed',
    );
    expect(row!.lastError).toMatch(/550.*No such user here/);
    expect(row!.attempts).toBe(1);
    expect(row!.secretCiphertext).toBeNull();
    await new Promise((r) => setTimeout(r, 2500));
    expect((await rowsTo('nobody@mail.test'))[0]!.attempts).toBe(1);
    expect(smtp.to('nobody@mail.test')).toHaveLength(0);
  });

  it('server down at send time: the message waits and is sent when it is back', async () => {
    await smtp.stop();
    await send('patient@mail.test');
    const [waiting] = await until(
      () => rowsTo('patient@mail.test'),
      (r) => (r[0]?.attempts ?? 0) >= 1 && r[0]?.status === 'queued',
    );
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    await smtp.listen();
    await until(
      () => rowsTo('patient@mail.test'),
      (r) => r[0]?.status === 'sent',
    );
    expect(smtp.to('patient@mail.test')).toHaveLength(1);
  });
});

describe('an app that stops with messages queued', () => {
  it('the next app on the same database sends each of them once', async () => {
    const down = await TestSmtpServer.start();
    await down.stop();
    const config = (url: string): AppConfig =>
      loadConfig({ NODE_ENV: 'test', SMTP_URL: url, SMTP_FROM: 'studio@mail.test' });
    // The first app: its mail server is unreachable, so everything it queues stays queued.
    const first = createServices(config(down.url), t.database, TEST_APP_SECRET);
    const firstJobs = await startBackgroundJobs(first, { error: () => {} }, { mailRetryDelaySeconds: 30 });
    const addresses = [1, 2, 3, 4, 5].map((i) => `restart${i}@mail.test`);
    await db().transaction(async (tx) => {
      for (const to of addresses)
        await first.outbox.queue(tx, { kind: 'test', toEmail: to, subject: 'Hello', bodyText: 'Hi' });
    });
    await new Promise((r) => setTimeout(r, 1500));
    await firstJobs.stop();
    // The real app's jobs must not take them either: stop it, then start a fresh one.
    await t.jobs!.stop();
    const second = createServices(config(smtp.url), t.database, TEST_APP_SECRET);
    const secondJobs = await startBackgroundJobs(second, { error: () => {} }, { mailRetryDelaySeconds: 1 });
    try {
      await until(
        async () => addresses.map((a) => smtp.to(a).length),
        (counts) => counts.every((n) => n >= 1),
        60_000,
      );
      await new Promise((r) => setTimeout(r, 3000));
      expect(addresses.map((a) => smtp.to(a).length)).toEqual([1, 1, 1, 1, 1]);
      const statuses = await db()
        .select({ status: outboundEmails.status })
        .from(outboundEmails)
        .where(sql`${outboundEmails.toEmail} like 'restart%'`);
      expect(statuses.map((s) => s.status)).toEqual(Array(5).fill('sent'));
    } finally {
      await secondJobs.stop();
    }
  });
});
