/**
 * Incoming Emails shows what each message came to as a payment (issue 13 §2): the `payment` of a list
 * row, of the detail and of the read/archive answers, mapped from the e-mail's `parsed_payment` —
 * null for a message not read yet, not a payment or not recognised; FAILED with the reasons for one
 * whose signature did not hold; PASSED for one waiting for review, recorded (with its payment) or
 * dismissed. The raw source never leaves the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingEmails, payments } from '../../src/server/db/schema';
import type { TPaymentEmailState } from '../../src/shared/schemas/payment-emails';
import { signedInAdmin, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let paymentId: number;
const ids: Record<string, number> = {};

const state = (overrides: Partial<TPaymentEmailState>): TPaymentEmailState => ({
  status: 'needs_review',
  source: 'interac',
  institution: 'Interac e-Transfer',
  amountCents: 6400,
  currency: 'CAD',
  payerName: 'MAYA LINDQVIST',
  payerEmail: 'maya@family.test',
  reference: 'C1Maya000001',
  invoiceNumber: null,
  paidAt: '2026-11-25T17:00:00.000Z',
  reasons: [],
  candidates: [],
  paymentId: null,
  processedAt: '2026-11-25T17:01:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app, t.database.db);
  const db = t.database.db;
  const maya = await createStudent(db, { name: 'Maya Lindqvist', email: 'maya@student.test' });
  const [payment] = await db
    .insert(payments)
    .values({ studentId: maya.id, amountCents: 6400, netCents: 6400, method: 'e_transfer' })
    .returning();
  paymentId = payment!.id;
  const messages: [string, unknown, number | null][] = [
    ['unread yet', null, null],
    ['not a payment', state({ status: 'not_payment', institution: null, reasons: ['No amount'] }), null],
    ['unrecognised', state({ status: 'unrecognised', institution: null, amountCents: null }), null],
    [
      'forged',
      state({ status: 'security_failed', amountCents: 50000, reasons: ['DKIM: no valid signature'] }),
      null,
    ],
    ['waiting', state({ status: 'needs_review', reasons: ['No student matches this payer'] }), null],
    ['recorded', state({ status: 'recorded', paymentId }), paymentId],
    ['dismissed', state({ status: 'dismissed', amountCents: 1505, reference: null }), null],
    // Written by an older version: fields missing; what is there still shows.
    ['old shape', { status: 'needs_review', amountCents: 1000 }, null],
  ];
  const start = Date.parse('2026-11-25T12:00:00Z');
  for (const [i, [subject, parsedPayment, linked]] of messages.entries()) {
    const [row] = await db
      .insert(incomingEmails)
      .values({
        messageId: `<status-${i}@test>`,
        fromEmail: 'notify@payments.interac.ca',
        subject,
        bodyText: `Body of ${subject}`,
        receivedAt: new Date(start + i * 60_000),
        parsedPayment,
        paymentId: linked,
        rawSource: Buffer.from(`Subject: ${subject}\r\n\r\nsecret raw source`),
      })
      .returning({ id: incomingEmails.id });
    ids[subject] = row!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const rowsBySubject = async () => {
  const res = await admin.browser.get('/api/emails/incoming?pageSize=25');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(
    res.body.rows.map((r: { subject: string; payment: unknown }) => [r.subject, r.payment]),
  ) as Record<string, unknown>;
};

const FACTS = { institution: 'Interac e-Transfer', payerName: 'MAYA LINDQVIST', reference: 'C1Maya000001' };

describe('the payment of an incoming e-mail', () => {
  it('the list: null unless it was read as a payment; each state with its check, amount and reasons', async () => {
    const rows = await rowsBySubject();
    expect(rows['unread yet']).toBeNull();
    expect(rows['not a payment']).toBeNull();
    expect(rows.unrecognised).toBeNull();
    expect(rows.forged).toEqual({
      ...FACTS,
      status: 'security_failed',
      securityCheck: 'FAILED',
      amount: '500.00',
      reasons: ['DKIM: no valid signature'],
      paymentId: null,
    });
    expect(rows.waiting).toEqual({
      ...FACTS,
      status: 'needs_review',
      securityCheck: 'PASSED',
      amount: '64.00',
      reasons: ['No student matches this payer'],
      paymentId: null,
    });
    expect(rows.recorded).toEqual({
      ...FACTS,
      status: 'recorded',
      securityCheck: 'PASSED',
      amount: '64.00',
      reasons: [],
      paymentId,
    });
    expect(rows.dismissed).toEqual({
      ...FACTS,
      reference: null,
      status: 'dismissed',
      securityCheck: 'PASSED',
      amount: '15.05',
      reasons: [],
      paymentId: null,
    });
    expect(rows['old shape']).toEqual({
      status: 'needs_review',
      securityCheck: 'PASSED',
      institution: null,
      amount: '10.00',
      payerName: null,
      reference: null,
      reasons: [],
      paymentId: null,
    });
  });

  it('the detail, the read answer and tRPC give the same; the raw source never leaves the server', async () => {
    const detail = await admin.browser.get(`/api/emails/incoming/${ids.recorded}`);
    expect(detail.status).toBe(200);
    expect(detail.body.payment).toMatchObject({ status: 'recorded', securityCheck: 'PASSED', paymentId });
    expect(detail.body.body).toBe('Body of recorded');
    expect(JSON.stringify(detail.body)).not.toContain('secret raw source');
    const read = await admin.browser.put(`/api/emails/incoming/${ids.forged}/read`);
    expect(read.status).toBe(200);
    expect(read.body.payment).toMatchObject({ status: 'security_failed', securityCheck: 'FAILED' });
    const viaTrpc = await trpc(admin.browser, 'inbox.detail', { id: ids['unread yet'] }, 'query');
    expect(viaTrpc.status, viaTrpc.error).toBe(200);
    expect(viaTrpc.data.payment).toBeNull();
    const list = await trpc(admin.browser, 'inbox.list', { search: 'waiting' }, 'query');
    expect(list.data.rows.map((r: { payment: { status: string } }) => r.payment.status)).toEqual([
      'needs_review',
    ]);
    const all = await admin.browser.get('/api/emails/incoming');
    expect(JSON.stringify(all.body)).not.toContain('secret raw source');
  });
});
