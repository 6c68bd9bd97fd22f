/**
 * Invoice-paid notices and the studio's currency (issue 28 §10): PayPal's and Square's invoice-paid
 * notices are read — amount, payer, invoice number, transaction id — scanned (signed by PayPal or
 * Square, checked by mailauth as their other notices are) and pasted; a notice paid in another currency
 * is refused naming both currencies, never as a security failure; what cannot be read says why.
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
import { PAYMENT_EMAIL_MESSAGES as M } from '../../src/shared/schemas/payment-emails';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const actor = () => ({ db: db(), outbox: t.get().services.outbox, adminId: null, ip: '127.0.0.1' });

const key = createTestKey();
const { resolver } = dnsZone({
  'pp2026._domainkey.paypal.ca TXT': [key.dkimRecord],
  'sq2026._domainkey.squareup.com TXT': [key.dkimRecord],
});
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const digits = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

interface Notice {
  from: string;
  fromEmail: string;
  subject: string;
  body: string;
  signer: { domain: string; selector: string };
}

/** PayPal's invoice-paid notice (the layout of samples/paypal-invoice-paid). */
function paypalInvoicePaid(
  payer: { name: string; email: string },
  amount: string,
  invoice: string,
  txn: string,
) {
  return {
    from: 'PayPal <service@paypal.ca>',
    fromEmail: 'service@paypal.ca',
    subject: `Invoice ${invoice} paid`,
    body: [
      'Hello, Lumen Dance Studio',
      '',
      `${payer.name} paid your invoice for ${amount}`,
      '',
      'Invoice number',
      invoice,
      '',
      'Transaction ID',
      txn,
      '',
      'Transaction date',
      'Nov 24, 2026',
      '',
      'Buyer',
      payer.name,
      payer.email,
      '',
      `Amount ${amount}`,
      '',
      'Help & Contact | Security | Apps',
    ].join('\r\n'),
    signer: { domain: 'paypal.ca', selector: 'pp2026' },
  } satisfies Notice;
}

/** Square's "Invoice Paid #…" (samples/square-invoice-paid-number). */
function squareInvoicePaid(payer: string, amount: string, invoice: string) {
  return {
    from: 'Square <noreply@messaging.squareup.com>',
    fromEmail: 'noreply@messaging.squareup.com',
    subject: `Invoice Paid #${invoice}`,
    body: [
      `${payer} paid ${amount} for Winter Session Tuition. Paid with Mastercard 4410, Nov 24 2026.`,
      '',
      'View invoice',
      '',
      'Square Invoices',
    ].join('\r\n'),
    signer: { domain: 'squareup.com', selector: 'sq2026' },
  } satisfies Notice;
}

/** Stored as the inbox stores it, its raw source signed by the institution (or by someone else). */
async function stored(n: Notice, signer = n.signer) {
  const raw = [
    `From: ${n.from}`,
    'To: payments@studio.example',
    `Subject: ${n.subject}`,
    'Date: Tue, 24 Nov 2026 09:00:00 -0800',
    `Message-ID: <${letters()}@${n.fromEmail.split('@')[1]}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    n.body,
  ].join('\r\n');
  const signed = await signMessage(raw, { ...signer, key });
  const [row] = await db()
    .insert(incomingEmails)
    .values({
      messageId: `<${letters()}@test>`,
      fromEmail: n.fromEmail,
      fromName: n.from.split(' <')[0] ?? null,
      toEmail: 'payments@studio.example',
      subject: n.subject,
      bodyText: n.body.replaceAll('\r\n', '\n'),
      receivedAt: new Date('2026-11-24T17:05:00Z'),
      rawSource: Buffer.from(signed),
    })
    .returning();
  return row!.id;
}

const process = (id: number) =>
  processIncomingPaymentEmail(actor(), id, { resolver, studioAddresses: ['payments@studio.example'] });
const paymentsOf = (studentId: number) =>
  db().select().from(payments).where(eq(payments.studentId, studentId));
const verify = (n: Notice) =>
  admin().browser.post('/api/email/verify-payment', {
    emailContent: n.body,
    senderEmail: n.fromEmail,
    subject: n.subject,
  });

describe('scanned invoice-paid notices', () => {
  it('PayPal, signed by paypal.ca: recorded once for the payer, with its transaction id and invoice number', async () => {
    const k = letters();
    const student = await createStudent(db(), {
      name: `Noor H${k}`,
      email: `noor.${k.toLowerCase()}@example.com`,
    });
    const txn = `5UE${digits()}HG88${digits()}`.slice(0, 17);
    const n = paypalInvoicePaid({ name: `Noor H${k}`, email: student.email }, '$95.00 CAD', '0042', txn);
    const state = await process(await stored(n));
    expect(state).toMatchObject({
      status: 'recorded',
      source: 'paypal',
      amountCents: 9500,
      currency: 'CAD',
      payerName: `Noor H${k}`,
      payerEmail: student.email,
      reference: txn,
      invoiceNumber: '0042',
    });
    const [payment] = await paymentsOf(student.id);
    expect(payment).toMatchObject({ amountCents: 9500, method: 'paypal', transactionId: txn });
    expect(payment!.processingNotes).toMatch(/^Verified: DKIM of paypal\.ca/);
  });

  it('PayPal wording signed by another domain is not trusted, exactly as for its other notices', async () => {
    const k = letters();
    const student = await createStudent(db(), {
      name: `Ivo T${k}`,
      email: `ivo.${k.toLowerCase()}@example.com`,
    });
    const n = paypalInvoicePaid(
      { name: `Ivo T${k}`, email: student.email },
      '$95.00 CAD',
      '0043',
      `7KD${digits()}XB${digits()}`,
    );
    const state = await process(await stored(n, { domain: 'squareup.com', selector: 'sq2026' }));
    expect(state.status).toBe('security_failed');
    expect(state.reasons.join(' ')).toMatch(
      /DKIM signature of squareup\.com does not match the sender paypal\.ca/,
    );
    expect(await paymentsOf(student.id)).toHaveLength(0);
  });

  it('Square "Invoice Paid #…", signed by squareup.com: recorded, its invoice number kept apart from a reference', async () => {
    const k = letters();
    const student = await createStudent(db(), { name: `Tomas F${k}` });
    const state = await process(await stored(squareInvoicePaid(`Tomas F${k}`, '$212.50', '000131')));
    expect(state).toMatchObject({
      status: 'recorded',
      source: 'square',
      amountCents: 21250,
      payerName: `Tomas F${k}`,
      reference: null,
      invoiceNumber: '000131',
    });
    expect(await paymentsOf(student.id)).toMatchObject([{ amountCents: 21250, method: 'square' }]);
  });

  it('paid in USD: authentic, waits with the currency named; picking a student is refused for it', async () => {
    const k = letters();
    const student = await createStudent(db(), {
      name: `Grace L${k}`,
      email: `grace.${k.toLowerCase()}@example.com`,
    });
    const n = paypalInvoicePaid(
      { name: `Grace L${k}`, email: student.email },
      '$60.00 USD',
      '0057',
      `8TJ${digits()}KD${digits()}`,
    );
    const id = await stored(n);
    expect(await process(id)).toMatchObject({
      status: 'needs_review',
      currency: 'USD',
      reasons: ['Payment is in USD; the studio takes CAD'],
    });
    const resolved = await admin().browser.post(`/api/payments/email-review/${id}/resolve`, {
      studentId: student.id,
    });
    expect(resolved.status).toBe(400);
    expect(resolved.body.error).toBe('Payment is in USD; the studio takes CAD');
    expect(await paymentsOf(student.id)).toHaveLength(0);
    const list = await admin().browser.get('/api/payments/email-review');
    expect(list.body).toContainEqual(expect.objectContaining({ incomingEmailId: id, invoiceNumber: '0057' }));
  });
});

describe('pasted invoice-paid notices', () => {
  it('PayPal and Square are read: amount, payer, transaction id and invoice number', async () => {
    const k = letters();
    const student = await createStudent(db(), {
      name: `Ada P${k}`,
      email: `ada.${k.toLowerCase()}@example.com`,
    });
    const txn = `9AB${digits()}CD${digits()}`;
    const pp = await verify(
      paypalInvoicePaid({ name: `Ada P${k}`, email: student.email }, '$95.00 CAD', '0042', txn),
    );
    expect(pp.status, JSON.stringify(pp.body)).toBe(200);
    expect(pp.body).toMatchObject({
      success: true,
      securityCheck: 'UNVERIFIED',
      validation: { institution: 'PayPal' },
      paymentData: {
        studentId: student.id,
        amount: '95.00',
        paymentMethod: 'paypal',
        transactionId: txn,
        invoiceNumber: '0042',
        payerName: `Ada P${k}`,
        payerEmail: student.email,
      },
      error: null,
    });
    const sq = await verify(squareInvoicePaid(`Ada P${k}`, '$212.50', '000131'));
    expect(sq.body).toMatchObject({
      success: true,
      validation: { institution: 'Square' },
      paymentData: { studentId: student.id, amount: '212.50', invoiceNumber: '000131', transactionId: null },
    });
  });

  it('another currency is refused naming it, never as "Security validation failed"', async () => {
    const k = letters();
    const student = await createStudent(db(), {
      name: `Lin G${k}`,
      email: `lin.${k.toLowerCase()}@example.com`,
    });
    const n = paypalInvoicePaid(
      { name: `Lin G${k}`, email: student.email },
      '$60.00 USD',
      '0057',
      `3VN${digits()}B8${digits()}`,
    );
    const checked = await verify(n);
    expect(checked.body).toMatchObject({
      success: false,
      securityCheck: 'UNVERIFIED',
      error: 'Payment is in USD; the studio takes CAD',
      reasons: ['Payment is in USD; the studio takes CAD'],
    });
    expect(checked.body.error).not.toBe(M.securityFailed);
    const recorded = await admin().browser.post('/api/payments/record-pasted', {
      emailContent: n.body,
      senderEmail: n.fromEmail,
      subject: n.subject,
      studentId: student.id,
    });
    expect(recorded.status).toBe(400);
    expect(recorded.body.error).toBe('Payment is in USD; the studio takes CAD');
    const bulk = await admin().browser.post('/api/payments/process-bulk', {
      emails: [{ content: n.body, senderEmail: n.fromEmail, subject: n.subject }],
    });
    expect(bulk.body.results[0]).toMatchObject({
      success: false,
      error: 'Payment is in USD; the studio takes CAD',
    });
    expect(await paymentsOf(student.id)).toHaveLength(0);
  });

  it('an invoice-paid notice without an amount is still "No payment data found", with why', async () => {
    const n = paypalInvoicePaid(
      { name: 'Noor Haddad', email: 'noor@example.com' },
      '',
      '0042',
      '5UE60173HG8821544',
    );
    const res = await verify({
      ...n,
      body: n.body.replace(/\r\nAmount .*\r\n/, '\r\n').replace(/ for \r\n/, '.\r\n'),
    });
    expect(res.body).toMatchObject({
      success: false,
      error: M.noPaymentData,
      reasons: ['no amount found in the message'],
    });
  });
});
