/**
 * Issue 28 §2: a message that carries a secret is checked when it is about to be sent. A welcome
 * e-mail queued while no mail server was set, whose temporary password was replaced from Login Info
 * before delivery, is not sent, and Sent Emails says why; one whose password still works is sent and
 * that password signs in. A reset link used or expired before delivery is not sent either. Delivery
 * runs the real job function against a real SMTP server.
 */
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails, passwordResetTokens } from '../../src/server/db/schema';
import { deliverEmail } from '../../src/server/mail/delivery';
import { mailedSecretCheck } from '../../src/server/modules/auth/mailed-secrets';
import { TestClient } from '../setup/http';
import { TestSmtpServer } from '../setup/smtp';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

// No SMTP_URL: messages stay queued, as on a studio that has not set up its mail yet.
const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
let smtp: TestSmtpServer;
let transport: Transporter;
beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  transport = nodemailer.createTransport(smtp.url);
});
afterAll(async () => {
  transport?.close();
  await smtp?.stop();
});

const ATTEMPT = { id: 'test', retryCount: 0, retryLimit: 3 };
/** The delivery job's work once a mail server is configured, with the app's own secret check. */
const deliver = (emailId: number) => {
  const { secretBox } = t.get().services;
  return deliverEmail(
    {
      db: db(),
      box: secretBox,
      transport,
      from: 'studio@mail.test',
      secretNoLongerWorks: mailedSecretCheck(db(), secretBox, async () => 'America/Vancouver'),
    },
    emailId,
    ATTEMPT,
  );
};
const stamp = Date.now();
const mailOf = async (id: number) =>
  (await db().select().from(outboundEmails).where(eq(outboundEmails.id, id)))[0]!;
const queuedFor = async (studentId: number, kind: string) =>
  (await db().select().from(outboundEmails).where(eq(outboundEmails.studentId, studentId))).filter(
    (m) => m.kind === kind,
  );

async function studentWithWelcome(name: string) {
  const email = `${name.toLowerCase()}.${stamp}@example.com`;
  const res = await admin().browser.post('/api/students', { name, email, passwordOption: 'email' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [welcome] = await queuedFor(res.body.id, 'temporary_password');
  expect(welcome!.status).toBe('queued');
  return { id: res.body.id as number, email, welcomeId: welcome!.id };
}

describe('a queued secret is checked when it is sent', () => {
  it('a welcome whose password was replaced is not sent; Sent Emails says why', async () => {
    const s = await studentWithWelcome('Wendy');
    const reissued = await admin().browser.post(`/api/admin/login-info/${s.id}/temporary-password`, {
      delivery: 'show',
    });
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
    const before = smtp.received.length;
    await deliver(s.welcomeId);

    const held = await mailOf(s.welcomeId);
    expect(held.status).toBe('kept');
    expect(held.secretCiphertext).toBeNull();
    expect(smtp.received.length).toBe(before);
    const sent = await admin().browser.get('/api/sent-emails');
    const row = sent.body.rows.find((m: { id: number }) => m.id === s.welcomeId);
    expect(row.statusText).toMatch(
      /^Not sent: the password in it no longer works \(the student's password was changed on [A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} [AP]M, by a newer temporary password or by the student\)\./,
    );
    // The password shown in Login Info works.
    const login = await new TestClient(t.app()).post('/api/auth/student/login', {
      email: s.email,
      password: reissued.body.temporaryPassword,
    });
    expect(login.status).toBe(200);
  });

  it('a welcome whose password still works is sent, and that password signs in', async () => {
    const s = await studentWithWelcome('Walter');
    await deliver(s.welcomeId);
    expect((await mailOf(s.welcomeId)).status).toBe('sent');
    const mail = smtp.received.find((m) => m.to.includes(s.email));
    expect(mail).toBeDefined();
    const password = mail!.text.match(/password[^:\n]*:\s*(\S+)/i)?.[1];
    expect(password, mail!.text).toBeTruthy();
    const login = await new TestClient(t.app()).post('/api/auth/student/login', { email: s.email, password });
    expect(login.status).toBe(200);
  });

  it('a reset link used, or expired, before delivery is not sent', async () => {
    const s = await studentWithWelcome('Rita');
    const client = new TestClient(t.app());
    const requestReset = async () => {
      expect((await client.post('/api/auth/student/forgot-password', { email: s.email })).status).toBe(200);
      const links = await queuedFor(s.id, 'password_reset');
      return links.at(-1)!;
    };
    const used = await requestReset();
    const link = t.get().services.secretBox.open(used.secretCiphertext!);
    const token = new URL(link).searchParams.get('token');
    const reset = await client.post('/api/auth/student/reset-password', {
      token,
      newPassword: 'rita-new-pass-1',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await deliver(used.id);
    expect(await mailOf(used.id)).toMatchObject({ status: 'kept' });
    expect((await mailOf(used.id)).lastError).toMatch(/^Not sent: the reset link in it was already used on /);

    const expired = await requestReset();
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    await deliver(expired.id);
    expect((await mailOf(expired.id)).lastError).toMatch(/^Not sent: the reset link in it expired on /);
  });
});
