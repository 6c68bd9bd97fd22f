/**
 * Scan to payment, against real servers (issue 13 §2, §3): dovecot holds DKIM-signed Interac notices
 * (mailauth signs them with a test key; a local DNS zone answers for it); a scan stores them and records
 * the authentic, matched ones once — scanned again, appended again, or scanned by two instances at once,
 * still one payment each — while a forged one records nothing and an unmatched one waits for review.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { incomingEmails, payments } from '../../src/server/db/schema';
import {
  createTestKey,
  dnsZone,
  signMessage,
} from '../../src/server/modules/payment-intake/authenticity/test-kit';
import { runScanNow } from '../../src/server/modules/payment-intake/inbox/scan-now';
import { processIncomingPaymentEmail } from '../../src/server/modules/payment-intake/incoming-payment.service';
import { createServices } from '../../src/server/trpc/services';
import { signedInAdmin } from '../factories/classes';
import { createStudent } from '../factories/people';
import { TestDnsServer } from '../setup/dns-server';
import { TestClient } from '../setup/http';
import { TestImapServer } from '../setup/imap';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../setup/test-app';

const key = createTestKey();
const ZONE = {
  'pay2026._domainkey.payments.interac.ca TXT': [key.dkimRecord],
  '_dmarc.interac.ca TXT': ['v=DMARC1; p=reject'],
};
const { resolver } = dnsZone(ZONE);

let imap: TestImapServer;
let dns: TestDnsServer;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  [imap, dns] = await Promise.all([TestImapServer.start(), TestDnsServer.start(ZONE)]);
  t = await createTestApp({}, { IMAP_URL: imap.url, DNS_SERVERS: dns.address });
  admin = await signedInAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
  await imap?.destroy();
  await dns?.stop();
});

const db = () => t.database.db;
const actor = () => ({ db: db(), outbox: t.services.outbox, adminId: admin.admin.id, ip: '127.0.0.1' });
const scan = () => runScanNow({ db: db(), imapUrl: imap.url, actor: actor(), resolver });

function notice(payer: string, amount: string, reference: string, messageId: string) {
  return [
    'From: Interac e-Transfer <notify@payments.interac.ca>',
    'To: payments@studio.example',
    `Subject: INTERAC e-Transfer: ${payer} sent you money.`,
    'Date: Wed, 25 Nov 2026 09:00:00 -0800',
    `Message-ID: <${messageId}@payments.interac.ca>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    'Hi STUDIO ARTS,',
    '',
    `${payer} sent you $${amount} (CAD) and the money has been automatically deposited into your bank account at`,
    'Royal Bank of Canada.',
    '',
    `Reference Number: ${reference}`,
    '',
  ].join('\r\n');
}
const signed = (raw: string) => signMessage(raw, { domain: 'payments.interac.ca', selector: 'pay2026', key });

describe('Scan Emails records the payments it finds', () => {
  it('authentic and matched → one payment each, however often it is scanned or delivered', async () => {
    const maya = await createStudent(db(), { name: 'Maya Lindqvist', email: 'maya@student.test' });
    // Stored by an earlier scan that stopped before reading it: this scan reads it too.
    await db()
      .insert(incomingEmails)
      .values({ messageId: '<left-over@x>', fromEmail: 'x@x.test', receivedAt: new Date() });
    await imap.append(await signed(notice('MAYA LINDQVIST', '80.00', 'C1MayaPay001', 'maya-1')));
    await imap.append(await signed(notice('NOBODY WEKNOW', '15.00', 'C1Nobody0001', 'nobody-1')));
    const forged = notice('MAYA LINDQVIST', '500.00', 'C1Forged0001', 'forged-1');
    await imap.append(forged);

    const first = await scan();
    expect(first).toMatchObject({ newPayments: 1, emailsProcessed: 3 });
    const mine = await db().select().from(payments).where(eq(payments.studentId, maya.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amountCents: 8000, transactionId: 'C1MayaPay001', method: 'e_transfer' });
    expect(mine[0]!.emailFrom).toBe('notify@payments.interac.ca');

    const states = await db().select().from(incomingEmails);
    const byRef = (ref: string) =>
      states.find((s) => (s.parsedPayment as { reference?: string } | null)?.reference === ref)
        ?.parsedPayment;
    expect(byRef('C1Forged0001')).toMatchObject({ status: 'security_failed' });
    expect(byRef('C1Nobody0001')).toMatchObject({ status: 'needs_review' });
    expect(states.find((s) => s.messageId === '<left-over@x>')?.parsedPayment).toMatchObject({
      status: 'unrecognised',
    });

    // The same notice delivered again (a new Message-ID: a forward kept byte for byte otherwise) and
    // scans by two instances at once: still one payment.
    await imap.append(await signed(notice('MAYA LINDQVIST', '80.00', 'C1MayaPay001', 'maya-again')));
    const [a, b] = await Promise.all([scan(), scan()]);
    expect(a.newPayments + b.newPayments).toBe(0);
    expect(await db().select().from(payments).where(eq(payments.studentId, maya.id))).toHaveLength(1);

    const review = await admin.browser.get('/api/payments/email-review');
    expect(review.body.map((r: { reference: string }) => r.reference)).toEqual(['C1Nobody0001']);
  });

  it('POST /api/emails/scan asks the DNS servers of DNS_SERVERS (a real DNS server here) and records the payment', async () => {
    const noor = await createStudent(db(), {
      name: 'Noor Haddad',
      paymentEmail: 'haddad.family@example.com',
    });
    await imap.append(await signed(notice('NOOR HADDAD', '42.50', 'C1NoorPay001', 'noor-1')));
    const res = await admin.browser.post('/api/emails/scan');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ newPayments: 1, emailsProcessed: 1 });
    const [payment] = await db().select().from(payments).where(eq(payments.studentId, noor.id));
    expect(payment).toMatchObject({ amountCents: 4250, transactionId: 'C1NoorPay001' });
    expect(payment!.processingNotes).toMatch(/^Verified: DKIM of payments\.interac\.ca/);
  });

  it('two app instances on one database scanning at once, and processing one message twice at once: one payment', async () => {
    const ines = await createStudent(db(), { name: 'Ines Moreau' });
    await imap.append(await signed(notice('INES MOREAU', '36.00', 'C1InesPay001', 'ines-1')));
    const other = await buildApp({
      services: createServices(t.config, t.database, TEST_APP_SECRET),
      serveClient: false,
    });
    try {
      const otherBrowser = new TestClient(other);
      for (const [k, v] of admin.browser.cookies) otherBrowser.cookies.set(k, v);
      const answers = await Promise.all([
        admin.browser.post('/api/emails/scan'),
        otherBrowser.post('/api/emails/scan'),
      ]);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(answers.reduce((n, a) => n + a.body.newPayments, 0)).toBe(1);
    } finally {
      await other.close();
    }
    const [row] = await db()
      .select()
      .from(incomingEmails)
      .where(eq(incomingEmails.messageId, '<ines-1@payments.interac.ca>'));
    // The same stored message read by two processes at the same moment (no scan lease between them).
    await db().update(incomingEmails).set({ parsedPayment: null }).where(eq(incomingEmails.id, row!.id));
    const [a, b] = await Promise.all([
      processIncomingPaymentEmail(actor(), row!.id, {
        resolver,
        studioAddresses: ['payments@studio.example'],
      }),
      processIncomingPaymentEmail(actor(), row!.id, {
        resolver,
        studioAddresses: ['payments@studio.example'],
      }),
    ]);
    expect(a.paymentId).toBe(b.paymentId);
    expect(await db().select().from(payments).where(eq(payments.studentId, ines.id))).toHaveLength(1);
  });
});
