/**
 * Payment e-mails become payments (issue 13 §2): a stored notification whose raw source passes DKIM
 * (mailauth's real check, a test key answered by a local DNS zone) and whose payer matches one student
 * is recorded once — scanned twice, forwarded again, or by its reference number from any path; one that
 * fails the check records nothing; an unmatched payer waits in the review list until the administrator
 * picks the student. Pasted text (verify-payment, process-bulk) is never signature-checked: UNVERIFIED
 * at best, FAILED from a sender outside the institution.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incomingEmails, payments } from '../../src/server/db/schema';
import {
  createTestKey,
  dnsZone,
  signMessage,
} from '../../src/server/modules/payment-intake/authenticity/test-kit';
import { processIncomingPaymentEmail } from '../../src/server/modules/payment-intake/incoming-payment.service';
import paypalUsd from '../../src/server/modules/payment-intake/parsing/samples/paypal-got-money-forwarded';
import { PAYMENT_EMAIL_MESSAGES as M } from '../../src/shared/schemas/payment-emails';
import { browserAt } from '../factories/browsers';
import { signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const actor = () => ({ db: db(), outbox: t.get().services.outbox, adminId: null, ip: '127.0.0.1' });

const key = createTestKey();
const { resolver } = dnsZone({
  'pay2026._domainkey.payments.interac.ca TXT': [key.dkimRecord],
  '_dmarc.interac.ca TXT': ['v=DMARC1; p=reject'],
});
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();
/** Letters only: a payer's name as a bank writes it. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** An Interac auto-deposit notice as the bank sends it (CRLF), and its body. */
function notice(payer: string, cents: number, reference: string, messageId: string) {
  const amount = (cents / 100).toFixed(2);
  const body = [
    'Hi STUDIO ARTS,',
    '',
    `${payer} sent you $${amount} (CAD) and the money has been automatically deposited into your bank account at`,
    'Royal Bank of Canada.',
    '',
    'Message: November classes',
    '',
    `Reference Number: ${reference}`,
    '',
    'Please do not reply to this email.',
    '',
  ].join('\r\n');
  const subject = `INTERAC e-Transfer: ${payer} sent you money.`;
  const raw = [
    'From: Interac e-Transfer <notify@payments.interac.ca>',
    'To: payments@studio.example',
    `Subject: ${subject}`,
    'Date: Wed, 25 Nov 2026 09:00:00 -0800',
    `Message-ID: <${messageId}@payments.interac.ca>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    body,
  ].join('\r\n');
  return { raw, body, subject };
}

/** Stores a message the way the inbox does (its fields and its raw source), signed or not. */
async function stored(
  message: { raw: string; body: string; subject: string },
  opts: { sign?: boolean; tamper?: (raw: string) => string; messageId?: string } = {},
) {
  let raw =
    opts.sign === false
      ? message.raw
      : await signMessage(message.raw, { domain: 'payments.interac.ca', selector: 'pay2026', key });
  if (opts.tamper) raw = opts.tamper(raw);
  const [row] = await db()
    .insert(incomingEmails)
    .values({
      messageId: opts.messageId ?? `<${tag()}@test>`,
      fromEmail: 'notify@payments.interac.ca',
      fromName: 'Interac e-Transfer',
      toEmail: 'payments@studio.example',
      subject: message.subject,
      bodyText: message.body.replaceAll('\r\n', '\n'),
      receivedAt: new Date('2026-11-25T17:00:00Z'),
      rawSource: Buffer.from(raw),
    })
    .returning();
  return row!.id;
}

const process = (id: number) =>
  processIncomingPaymentEmail(actor(), id, { resolver, studioAddresses: ['payments@studio.example'] });
const paymentsOf = (studentId: number) =>
  db().select().from(payments).where(eq(payments.studentId, studentId));

describe('a scanned notification', () => {
  it('authentic and matched: recorded once with where it came from; again, forwarded, or by reference → still one', async () => {
    const k = letters();
    const student = await createStudent(db(), { name: `Zoe Q${k}` });
    const reference = `C1${k}A001`;
    const message = notice(`ZOE Q${k}`, 4500, reference, `m-${k}`);
    const first = await process(await stored(message));
    expect(first).toMatchObject({ status: 'recorded', amountCents: 4500, reference, reasons: [] });
    const [payment] = await paymentsOf(student.id);
    expect(payment).toMatchObject({
      amountCents: 4500,
      method: 'e_transfer',
      transactionId: reference,
      emailFrom: 'notify@payments.interac.ca',
      emailSubject: message.subject,
    });
    expect(payment!.emailProcessedAt).not.toBeNull();
    expect(payment!.processingNotes).toMatch(
      /^Verified: DKIM of payments\.interac\.ca; student matched by name/,
    );

    // The same row processed again, and the same notice stored again under another Message-ID.
    const again = await db()
      .select()
      .from(incomingEmails)
      .where(eq(incomingEmails.id, payment!.incomingEmailId!));
    expect(await process(again[0]!.id)).toMatchObject({ status: 'recorded', paymentId: payment!.id });
    const forwarded = await process(await stored(message));
    expect(forwarded).toMatchObject({
      status: 'recorded',
      paymentId: payment!.id,
      reasons: [M.alreadyRecorded],
    });
    // Two at once.
    const [a, b] = await Promise.all([process(await stored(message)), process(await stored(message))]);
    expect([a.paymentId, b.paymentId]).toEqual([payment!.id, payment!.id]);
    expect(await paymentsOf(student.id)).toHaveLength(1);
  });

  it('not authentic (body altered after signing, or no signature): nothing recorded, the reasons kept', async () => {
    const k = letters();
    const student = await createStudent(db(), { name: `Ian F${k}` });
    const message = notice(`IAN F${k}`, 2000, `C1${k}B001`, `m-${k}`);
    const altered = await process(
      await stored(message, { tamper: (raw) => raw.replace('$20.00', '$900.00') }),
    );
    expect(altered.status).toBe('security_failed');
    expect(altered.reasons.join(' ')).toMatch(/DKIM|signature|body/i);
    const unsigned = await process(await stored(message, { sign: false }));
    expect(unsigned.status).toBe('security_failed');
    expect(unsigned.reasons.length).toBeGreaterThan(0);
    expect(await paymentsOf(student.id)).toHaveLength(0);
  });

  it('an unmatched payer waits in the review list; the administrator picks the student; then it is gone', async () => {
    const k = letters();
    const stranger = 'PAT OKAFOR';
    const student = await createStudent(db(), { name: `Rae P${k}` });
    const message = notice(stranger, 3000, `C1${k}C001`, `m-${k}`);
    const id = await stored(message);
    expect(await process(id)).toMatchObject({ status: 'needs_review', reasons: [M.noStudent] });
    expect(await paymentsOf(student.id)).toHaveLength(0);

    const list = await admin().browser.get('/api/payments/email-review');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({ incomingEmailId: id, amount: '30.00', payerName: stranger }),
    );
    const missing = await admin().browser.post(`/api/payments/email-review/${id}/resolve`, {});
    expect(missing.status).toBe(400);
    const resolved = await admin().browser.post(`/api/payments/email-review/${id}/resolve`, {
      studentId: student.id,
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'recorded' });
    const [payment] = await paymentsOf(student.id);
    expect(payment).toMatchObject({ amountCents: 3000, transactionId: `C1${k}C001` });
    expect(payment!.processingNotes).toMatch(/picked by the administrator/);
    const twice = await admin().browser.post(`/api/payments/email-review/${id}/resolve`, {
      studentId: student.id,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(M.notInReview);
    const after = await admin().browser.get('/api/payments/email-review');
    expect(after.body.map((r: { incomingEmailId: number }) => r.incomingEmailId)).not.toContain(id);
  });

  it("a genuine notice of someone else's transfer, redirected to the studio: signed, but waits for review", async () => {
    const k = letters();
    const student = await createStudent(db(), { name: `Lu W${k}` });
    const message = notice(`LU W${k}`, 6000, `C1${k}H001`, `m-${k}`);
    const redirected = {
      ...message,
      raw: message.raw.replace('To: payments@studio.example', 'To: someone.else@example.net'),
    };
    const id = await stored(redirected);
    await db()
      .update(incomingEmails)
      .set({ toEmail: 'someone.else@example.net' })
      .where(eq(incomingEmails.id, id));
    const state = await process(id);
    expect(state.status).toBe('needs_review');
    expect(state.reasons[0]).toMatch(
      /^This notice is addressed to someone\.else@example\.net, not to the studio/,
    );
    expect(await paymentsOf(student.id)).toHaveLength(0);
  });

  it('dismissed from the review list: nothing recorded, audited, not offered again', async () => {
    const k = letters();
    const id = await stored(notice(`NOBODY ${k}`, 1500, `C1${k}D001`, `m-${k}`));
    await process(id);
    const dismissed = await admin().browser.post(`/api/payments/email-review/${id}/dismiss`, {});
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.status).toBe('dismissed');
    expect((await admin().browser.post(`/api/payments/email-review/${id}/dismiss`, {})).status).toBe(409);
    expect(await process(id)).toMatchObject({ status: 'dismissed' });
  });
});

describe('POST /api/email/verify-payment (pasted text)', () => {
  it("UNVERIFIED from the institution's address, with the matched student; FAILED from anyone else", async () => {
    const k = letters();
    const student = await createStudent(db(), {
      name: `Ada V${k}`,
      email: `ada.${k.toLowerCase()}@example.com`,
    });
    const { body, subject } = notice(`ADA V${k}`, 5250, `C1${k}E001`, `m-${k}`);
    const ok = await admin().browser.post('/api/email/verify-payment', {
      emailContent: body,
      senderEmail: 'notify@payments.interac.ca',
      subject,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      success: true,
      securityCheck: 'UNVERIFIED',
      validation: { institution: 'Interac e-Transfer' },
      paymentData: {
        studentEmail: student.email,
        amount: '52.50',
        paymentMethod: 'e_transfer',
        reference: `C1${k}E001`,
      },
      error: null,
    });
    const forged = await admin().browser.post('/api/email/verify-payment', {
      emailContent: body,
      senderEmail: 'interac.payments@gmail.com',
      subject,
    });
    expect(forged.body).toMatchObject({ success: false, securityCheck: 'FAILED', error: M.securityFailed });
    expect(forged.body.reasons[0]).toMatch(/not an address of Interac e-Transfer/);
    // Verifying records nothing.
    expect(await paymentsOf(student.id)).toHaveLength(0);
  });

  it('"Missing information" without content or sender; "No payment data found" for other text', async () => {
    for (const body of [
      { senderEmail: 'a@b.ca' },
      { emailContent: 'x' },
      { emailContent: '  ', senderEmail: 'a@b.ca' },
    ]) {
      const res = await admin().browser.post('/api/email/verify-payment', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(M.missingInformation);
    }
    const other = await admin().browser.post('/api/email/verify-payment', {
      emailContent: 'See you at yoga tomorrow!',
      senderEmail: 'friend@example.com',
    });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ success: false, error: M.noPaymentData, securityCheck: 'FAILED' });
  });
});

describe('a notice in another currency (issue 28)', () => {
  it('is refused naming the currency, not as a security failure', async () => {
    const usd = paypalUsd.email;
    const res = await admin().browser.post('/api/email/verify-payment', {
      emailContent: usd.text,
      senderEmail: 'service@paypal.com',
      subject: usd.subject,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      error: 'Payment is in USD; the studio takes CAD',
      securityCheck: 'UNVERIFIED',
      reasons: ['Payment is in USD; the studio takes CAD'],
    });
  });
});

describe('POST /api/payments/record-pasted (the Email Payment Processor)', () => {
  it('records the checked notification for the named student once, unverified; a forged sender is refused', async () => {
    const k = letters();
    const student = await createStudent(db(), { name: `Cy R${k}` });
    const { body, subject } = notice(`PAT OKAFOR`, 4000, `C1${k}G001`, `m-${k}`);
    const input = {
      emailContent: body,
      senderEmail: 'notify@payments.interac.ca',
      subject,
      studentId: student.id,
    };
    const first = await admin().browser.post('/api/payments/record-pasted', input);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      created: true,
      amount: '40.00',
      studentName: `Cy R${k}`,
    });
    const again = await admin().browser.post('/api/payments/record-pasted', input);
    expect(again.body).toMatchObject({
      created: false,
      paymentId: first.body.paymentId,
      message: M.alreadyRecorded,
    });
    const [payment] = await paymentsOf(student.id);
    expect(payment).toMatchObject({ transactionId: `C1${k}G001`, emailFrom: 'notify@payments.interac.ca' });
    expect(payment!.processingNotes).toMatch(/^Unverified/);

    const forged = await admin().browser.post('/api/payments/record-pasted', {
      ...input,
      senderEmail: 'bank-notices@gmail.com',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatch(/^Security validation failed: The sender/);
    expect(
      (await admin().browser.post('/api/payments/record-pasted', { ...input, studentId: 999999 })).status,
    ).toBe(404);
    expect(await paymentsOf(student.id)).toHaveLength(1);
  });
});

describe('POST /api/payments/process-bulk', () => {
  it('records the matched ones once (unverified), fails the rest with their reason, counts both', async () => {
    const k = letters();
    const student = await createStudent(db(), { name: `Bea B${k}` });
    const good = notice(`BEA B${k}`, 2500, `C1${k}F001`, `m-${k}`);
    const stranger = notice(`STRANGER ${k}`, 1000, `C1${k}F002`, `n-${k}`);
    const emails = [
      { content: good.body, senderEmail: 'notify@payments.interac.ca', subject: good.subject },
      { content: stranger.body, senderEmail: 'notify@payments.interac.ca', subject: stranger.subject },
    ];
    const res = await admin().browser.post('/api/payments/process-bulk', { emails });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ summary: { processed: 1, failed: 1 }, total: 2 });
    expect(res.body.results[0]).toMatchObject({ success: true, amount: '25.00', studentName: `Bea B${k}` });
    expect(res.body.results[1]).toMatchObject({ success: false, error: M.noStudent });
    const [payment] = await paymentsOf(student.id);
    expect(payment!.processingNotes).toMatch(/^Unverified: pasted/);
    const again = await admin().browser.post('/api/payments/process-bulk', { emails: [emails[0]] });
    expect(again.body.results[0]).toMatchObject({ success: false, error: M.alreadyRecorded });
    expect(await paymentsOf(student.id)).toHaveLength(1);
  });

  it('"Invalid format" when emails is not a list of notifications', async () => {
    for (const body of [{}, { emails: 'x' }, { emails: [] }]) {
      const res = await admin().browser.post('/api/payments/process-bulk', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(M.invalidFormat);
    }
  });
});

describe('who may', () => {
  it('no session 401; a student 403 on every payment e-mail route', async () => {
    const me = await signedInStudent(t.app(), db());
    const anonymous = browserAt(t.app());
    const calls: [string, string, Record<string, unknown>][] = [
      ['post', '/api/email/verify-payment', { emailContent: 'x', senderEmail: 'a@b.ca' }],
      ['post', '/api/payments/process-bulk', { emails: [] }],
      ['post', '/api/payments/record-pasted', { emailContent: 'x', senderEmail: 'a@b.ca', studentId: 1 }],
      ['get', '/api/payments/email-review', {}],
      ['post', '/api/payments/email-review/1/resolve', { studentId: 1 }],
      ['post', '/api/payments/email-review/1/dismiss', {}],
    ];
    for (const [method, path, body] of calls) {
      const asStudent = method === 'get' ? await me.browser.get(path) : await me.browser.post(path, body);
      expect(asStudent.status, path).toBe(403);
      const asNobody = method === 'get' ? await anonymous.get(path) : await anonymous.post(path, body);
      expect(asNobody.status, path).toBe(401);
    }
  });
});
