/**
 * Issue 28 §1, §5: money actions do what their label says and every refusal names its rule. Record
 * Payment records a payment (status paid by default); a transaction already recorded is named, not
 * greeted; amounts in messages carry the studio's currency; Mark Paid records the method and day it is
 * told; an amount of 99999999 or 12.345 and a bill for 2031-05 each say what is wrong with them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { addMonths, monthLabel } from '../../src/shared/dates';
import { INVOICE_MESSAGES } from '../../src/shared/schemas/invoices';
import { setSetting } from '../factories/bookings';
import { studioToday } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const post = (path: string, body: Record<string, unknown> = {}) => admin().browser.post(path, body);
const owed = async (studentId: number) =>
  (await admin().browser.get(`/api/payments/student/${studentId}/outstanding`)).body.totalOwed as string;

describe('Record Payment records a payment', () => {
  it('the older form without a status records money received and lowers what is owed', async () => {
    const s = await createStudent(db());
    await post('/api/payments', { studentId: s.id, amount: '30.00', status: 'pending', notes: 'Walk-in' });
    expect(await owed(s.id)).toBe('30.00');
    const res = await post('/api/payments', { studentId: s.id, grossAmount: '30.00', paymentMethod: 'cash' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'payment', created: true, message: 'Payment of $30.00 recorded' });
    expect(await owed(s.id)).toBe('0.00');
  });

  it('an amount owed says so, with the currency', async () => {
    const s = await createStudent(db());
    const res = await post('/api/payments', {
      studentId: s.id,
      amount: '12.50',
      status: 'pending',
      notes: 'Mat',
    });
    expect(res.body).toMatchObject({ kind: 'charge', message: 'A charge of $12.50 was added: Mat' });
  });

  it("amounts in the answers are in the studio's currency", async () => {
    await setSetting(db(), 'currency', 'EUR');
    try {
      const s = await createStudent(db());
      const paid = await post('/api/payments/record-transaction', {
        studentId: s.id,
        amount: '10',
        paymentMethod: 'cash',
      });
      expect(paid.body.message).toBe('Payment of €10.00 recorded');
    } finally {
      await setSetting(db(), 'currency', 'CAD');
    }
  });

  it('the same transaction ID again records nothing and names the earlier payment', async () => {
    const s = await createStudent(db());
    const body = { studentId: s.id, amount: '45.00', paymentMethod: 'cheque', transactionId: 'CHQ-1042' };
    const first = await post('/api/payments/record-transaction', body);
    expect(first.body.created).toBe(true);
    const again = await post('/api/payments/process', {
      studentEmail: s.email,
      amount: '45.00',
      reference: 'CHQ-1042',
    });
    expect(again.status).toBe(201);
    const [day, month] = [studioToday().slice(8, 10), monthLabel(studioToday()).slice(0, 3)];
    expect(again.body).toMatchObject({
      created: false,
      message: `Already recorded on ${month} ${day}, ${studioToday().slice(0, 4)}: $45.00 by Cheque (transaction ID CHQ-1042). Nothing new was recorded.`,
    });
    expect(await db().select().from(payments).where(eq(payments.studentId, s.id))).toHaveLength(1);
  });
});

describe('each amount names the rule it breaks', () => {
  const amounts: [unknown, string][] = [
    ['99999999', 'Amount cannot exceed 100000.00'],
    [99999999, 'Amount cannot exceed 100000.00'],
    ['100000.01', 'Amount cannot exceed 100000.00'],
    ['12.345', 'Amount can have at most 2 decimal places'],
    [12.345, 'Amount can have at most 2 decimal places'],
    ['twelve', 'Amount must be a number, like 12.50'],
    ['0', 'Amount must be greater than 0'],
    ['-5', 'Amount must be greater than 0'],
  ];
  it.each(amounts)('record-transaction amount %j: "%s"', async (amount, message) => {
    const s = await createStudent(db());
    const res = await post('/api/payments/record-transaction', {
      studentId: s.id,
      amount,
      paymentMethod: 'cash',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await db().select().from(payments).where(eq(payments.studentId, s.id))).toHaveLength(0);
  });

  it('the profile form: 2000 exceeds 1000.00, 12.345 has too many decimals', async () => {
    const s = await createStudent(db());
    const pay = (amount: string) => post('/api/payments', { studentId: s.id, amount, status: 'paid' });
    expect((await pay('2000')).body.error).toBe('Amount cannot exceed 1000.00');
    expect((await pay('12.345')).body.error).toBe('Amount can have at most 2 decimal places');
  });
});

describe('bills for a month', () => {
  it('2031-05 is too far ahead, in those words; 2026-13 is not a month', async () => {
    const latest = addMonths(studioToday(), 1).slice(0, 7);
    const far = await post('/api/invoices/bulk', { billingPeriod: '2031-05' });
    expect(far.status).toBe(400);
    expect(far.body.error).toBe(`Billing period cannot be after ${monthLabel(latest)}`);
    const s = await createStudent(db());
    const one = await post('/api/invoices', { studentId: s.id, billingPeriod: '2031-05' });
    expect(one.body.error).toBe(`Billing period cannot be after ${monthLabel(latest)}`);
    expect((await post('/api/invoices/bulk', { billingPeriod: '2026-13' })).body.error).toBe(
      INVOICE_MESSAGES.periodInvalid,
    );
    expect((await post('/api/invoices/bulk', { billingPeriod: latest })).status).toBe(200);
  });
});

describe('Mark Paid records what it is told', () => {
  async function sentInvoice() {
    const s = await createStudent(db());
    await post('/api/payments', { studentId: s.id, amount: '30.00', status: 'pending', notes: 'Walk-in' });
    const created = await post('/api/invoices', {
      studentId: s.id,
      billingPeriod: studioToday().slice(0, 7),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await post(`/api/invoices/${created.body.id}/send`)).status).toBe(200);
    return { studentId: s.id, invoice: created.body as { id: number; invoiceNumber: string } };
  }

  it('the method and the studio day given, and says what it recorded', async () => {
    const { studentId, invoice } = await sentInvoice();
    const day = `${studioToday().slice(0, 8)}01`;
    const res = await post(`/api/invoices/${invoice.id}/mark-paid`, {
      paymentMethod: 'cash',
      paymentDate: day,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      `Invoice ${invoice.invoiceNumber} is paid: $30.00 recorded by Cash on ${monthLabel(day).slice(0, 3)} 01, ${day.slice(0, 4)}.`,
    );
    const [row] = await db().select().from(payments).where(eq(payments.studentId, studentId));
    expect(row).toMatchObject({ method: 'cash', amountCents: 3000 });
    expect(await owed(studentId)).toBe('0.00');
  });

  it("a future day or an unknown method is refused and nothing is written; the spec's empty body still works", async () => {
    const { studentId, invoice } = await sentInvoice();
    const tomorrow = await post(`/api/invoices/${invoice.id}/mark-paid`, {
      paymentMethod: 'cash',
      paymentDate: addMonths(studioToday(), 1),
    });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.error).toBe('Payment date cannot be after today');
    const unknown = await post(`/api/invoices/${invoice.id}/mark-paid`, { paymentMethod: 'gold' });
    expect(unknown.status).toBe(400);
    expect(await db().select().from(payments).where(eq(payments.studentId, studentId))).toHaveLength(0);
    const empty = await admin().browser.post(`/api/invoices/${invoice.id}/mark-paid`);
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    const [row] = await db().select().from(payments).where(eq(payments.studentId, studentId));
    expect(row).toMatchObject({ method: 'other', amountCents: 3000 });
  });
});
