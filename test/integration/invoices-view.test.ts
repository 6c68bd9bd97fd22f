/**
 * The invoice page's read (issue 12 §3 "Invoice view"): GET /api/invoices/{id} gives the lines, the tax
 * split (it adds up to the invoice's tax), the totals, the payments against it (oldest charges paid
 * first, decision 002) and the amount due; GET /api/invoices/student/{id} lists a student's invoices.
 * A student sees only their own: another's invoice or list is 404 (design §3).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, outboundEmails } from '../../src/server/db/schema';
import { INVOICE_MESSAGES as M } from '../../src/shared/schemas/invoices';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const DAY = 86_400_000;

const get = (path: string) => admin().browser.get(path);
const post = (path: string, body: Record<string, unknown> = {}) => admin().browser.post(path, body);
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const sum = (values: string[]) => values.reduce((s, v) => s + cents(v), 0);

beforeAll(async () => {
  // British Columbia: GST 5 % and PST 7 %, inside the price (the default).
  const res = await admin().browser.post('/api/settings/bulk', [
    { key: 'country', value: 'Canada' },
    { key: 'region', value: 'British Columbia' },
    { key: 'businessName', value: 'Harbour Yoga' },
    { key: 'eTransferEmail', value: 'pay@harbour.test' },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});

/** A signed-in student with one class booked (2,000 cents), billed for its month. */
async function billedStudent() {
  const type = await insertClassType(db(), { priceCents: 2000 });
  const me = await signedInStudent(t.app(), db());
  const instance = await classIn(db(), type.id, 30, { priceCents: 2000 });
  const booked = await me.browser.post('/api/student-bookings', {
    studentId: me.student.id,
    classInstanceId: instance.id,
  });
  expect(booked.status).toBe(201);
  const period = instance.classDate.slice(0, 7);
  const generated = await post('/api/payments/generate-monthly', {
    month: Number(period.slice(5)),
    year: Number(period.slice(0, 4)),
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(201);
  const list = (await get(`/api/invoices/student/${me.student.id}`)).body as { id: number }[];
  expect(list).toHaveLength(1);
  return { me, instance, bookingId: booked.body.id as number, invoiceId: list[0]!.id };
}

const pay = (studentId: number, amount: string) =>
  post('/api/payments/record-transaction', { studentId, amount, paymentMethod: 'e_transfer' });

describe('GET /api/invoices/{id}', () => {
  it('lines with the class date, the tax split by tax, totals, how to pay; nothing paid yet', async () => {
    const { me, instance, invoiceId } = await billedStudent();
    const res = await get(`/api/invoices/${invoiceId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body;
    expect(d).toMatchObject({
      id: invoiceId,
      studentId: me.student.id,
      status: 'pending',
      totalAmount: '20.00',
      amountDue: '20.00',
      periodStart: `${instance.classDate.slice(0, 7)}-01`,
      paymentsAmount: '0.00',
      adjustmentsAmount: '0.00',
      payments: [],
      studio: { businessName: 'Harbour Yoga' },
    });
    expect(d.invoiceNumber).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(d.lines).toEqual([
      expect.objectContaining({ classDate: instance.classDate, amount: '20.00', taxAmount: d.taxAmount }),
    ]);
    // 20.00 with 12 % inside: 17.86 + 2.14, split 5 : 7.
    expect(d).toMatchObject({ subtotalAmount: '17.86', taxAmount: '2.14', gstAmount: '2.14' });
    expect(d.taxLines).toEqual([
      { label: 'GST 5%', amount: '0.89' },
      { label: 'PST 7%', amount: '1.25' },
    ]);
    expect(sum(d.taxLines.map((l: { amount: string }) => l.amount))).toBe(cents(d.taxAmount));
    expect(cents(d.subtotalAmount) + cents(d.taxAmount)).toBe(cents(d.totalAmount));
    expect(d.paymentOptions[0]).toMatchObject({
      id: 'e_transfer',
      details: [{ label: 'e-Transfer Email', value: 'pay@harbour.test' }],
    });
    // Once sent, the owner sees the same invoice.
    expect((await post(`/api/invoices/${invoiceId}/send`, {})).status).toBe(200);
    const sent = (await get(`/api/invoices/${invoiceId}`)).body;
    const own = await me.browser.get(`/api/invoices/${invoiceId}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(sent);
    expect({ ...sent, status: 'pending', sentAt: null }).toEqual(d);
  });

  it('the e-mail shows the same tax split; with includeTaxBreakdown off the page shows one Tax line', async () => {
    const { me, invoiceId } = await billedStudent();
    const page = (await get(`/api/invoices/${invoiceId}`)).body;
    expect((await post(`/api/invoices/${invoiceId}/send`)).status).toBe(200);
    const [mail] = await db()
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.studentId, me.student.id), eq(outboundEmails.kind, 'invoice')));
    for (const t of page.taxLines as { label: string; amount: string }[]) {
      expect(mail!.bodyText).toMatch(new RegExp(`${t.label}\\s+\\$${t.amount.replace('.', '\\.')}`));
    }
    const off = await admin().browser.post('/api/settings/bulk', [
      { key: 'includeTaxBreakdown', value: 'false' },
    ]);
    expect(off.status).toBe(200);
    try {
      const d = (await get(`/api/invoices/${invoiceId}`)).body;
      expect(d.taxLines).toEqual([{ label: 'Tax', amount: d.taxAmount }]);
    } finally {
      await admin().browser.post('/api/settings/bulk', [{ key: 'includeTaxBreakdown', value: 'true' }]);
    }
  });

  it('a partial payment, then the rest: the payments against it and the amount due follow', async () => {
    const { me, invoiceId } = await billedStudent();
    await post(`/api/invoices/${invoiceId}/send`);
    expect((await pay(me.student.id, '7.50')).status).toBe(201);
    let d = (await get(`/api/invoices/${invoiceId}`)).body;
    expect(d).toMatchObject({ status: 'sent', paymentsAmount: '7.50', amountDue: '12.50' });
    expect(d.payments).toEqual([
      expect.objectContaining({ method: 'e_transfer', amount: '7.50', appliedAmount: '7.50' }),
    ]);
    const listed = (await get(`/api/invoices/student/${me.student.id}`)).body[0];
    expect(listed.amountDue).toBe(d.amountDue);

    expect((await pay(me.student.id, '12.50')).status).toBe(201);
    d = (await get(`/api/invoices/${invoiceId}`)).body;
    expect(d).toMatchObject({ status: 'paid', paymentsAmount: '20.00', amountDue: '0.00' });
    expect(d.payments.map((p: { appliedAmount: string }) => p.appliedAmount)).toEqual(['7.50', '12.50']);
  });

  it("credit the student holds pays the bill too: its Amount Due and the student's balance agree (issue 27 §2)", async () => {
    const { me, invoiceId } = await billedStudent();
    await post(`/api/invoices/${invoiceId}/send`);
    const credit = await admin().browser.post('/api/student-credits', {
      studentId: me.student.id,
      amount: '15.00',
      reason: 'Goodwill',
    });
    expect(credit.status).toBe(201);
    const d = (await get(`/api/invoices/${invoiceId}`)).body;
    expect(d.amountDue).toBe('5.00');
    const own = (await get(`/api/payments/student/${me.student.id}/outstanding`)).body;
    expect(own).toMatchObject({ totalOwed: '5.00', availableCredit: '0.00' });
  });

  it('a payment pays the older invoice first, and the rest of it the newer one (oldest charges first)', async () => {
    const { me, invoiceId: newer } = await billedStudent();
    // A walk-in charge 40 days ago: always an earlier month.
    const at = new Date(Date.now() - 40 * DAY);
    await db().insert(ledgerEntries).values({
      studentId: me.student.id,
      entryType: 'charge',
      amountCents: 1000,
      description: 'Walk-in',
      occurredAt: at,
    });
    const period = at.toISOString().slice(0, 7);
    const created = await post('/api/invoices', { studentId: me.student.id, billingPeriod: period });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const older = created.body.id as number;

    const list = (await get(`/api/invoices/student/${me.student.id}`)).body;
    expect(list.map((i: { id: number }) => i.id)).toEqual([newer, older]);

    expect((await pay(me.student.id, '15.00')).status).toBe(201);
    const o = (await get(`/api/invoices/${older}`)).body;
    expect(o.lines).toEqual([expect.objectContaining({ classDate: null, amount: '10.00' })]);
    expect(o).toMatchObject({ status: 'paid', paymentsAmount: '10.00', amountDue: '0.00' });
    expect(o.payments).toEqual([expect.objectContaining({ amount: '15.00', appliedAmount: '10.00' })]);
    const n = (await get(`/api/invoices/${newer}`)).body;
    expect(n).toMatchObject({ status: 'pending', paymentsAmount: '5.00', amountDue: '15.00' });
    expect(n.payments).toEqual([expect.objectContaining({ amount: '15.00', appliedAmount: '5.00' })]);
  });

  it('a cancelled booking after billing shows as an adjustment: total − adjustments − payments = due', async () => {
    const { me, bookingId, invoiceId } = await billedStudent();
    await pay(me.student.id, '5.00');
    const cancelled = await me.browser.post(`/api/student-bookings/${bookingId}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const d = (await get(`/api/invoices/${invoiceId}`)).body;
    expect(d.totalAmount).toBe('20.00');
    expect(cents(d.adjustmentsAmount)).toBeGreaterThan(0);
    expect(cents(d.totalAmount) - cents(d.adjustmentsAmount) - cents(d.paymentsAmount)).toBe(
      cents(d.amountDue),
    );
  });

  it('another student’s invoice is not found; no session 401; malformed 400; unknown 404', async () => {
    const { invoiceId } = await billedStudent();
    const other = await signedInStudent(t.app(), db());
    const theirs = await other.browser.get(`/api/invoices/${invoiceId}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(M.notFound);
    expect((await browserAt(t.app()).get(`/api/invoices/${invoiceId}`)).status).toBe(401);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await get(`/api/invoices/${bad}`)).status, bad).toBe(400);
    }
    const unknown = await get('/api/invoices/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.notFound);
  });
});

describe('GET /api/invoices/student/{id}', () => {
  it('a student: their own issued bills only; another student’s id 404; no session 401', async () => {
    const { me, invoiceId } = await billedStudent();
    const other = await signedInStudent(t.app(), db());
    // Not yet sent: still being put together, so the student neither lists nor opens it.
    const before = await me.browser.get(`/api/invoices/student/${me.student.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual([]);
    expect((await me.browser.get(`/api/invoices/${invoiceId}`)).status).toBe(404);
    expect((await post(`/api/invoices/${invoiceId}/send`, {})).status).toBe(200);
    const own = await me.browser.get(`/api/invoices/student/${me.student.id}`);
    expect(own.status).toBe(200);
    expect(own.body.map((i: { id: number }) => i.id)).toEqual([invoiceId]);
    expect((await me.browser.get(`/api/invoices/${invoiceId}`)).status).toBe(200);
    expect((await other.browser.get(`/api/invoices/student/${me.student.id}`)).status).toBe(404);
    const empty = await other.browser.get(`/api/invoices/student/${other.student.id}`);
    expect(empty.body).toEqual([]);
    expect((await browserAt(t.app()).get(`/api/invoices/student/${me.student.id}`)).status).toBe(401);
  });

  it('an administrator: anyone’s; an unknown student 404; a malformed id 400', async () => {
    expect((await get('/api/invoices/student/999999')).status).toBe(404);
    expect((await get('/api/invoices/student/abc')).status).toBe(400);
  });
});

describe('GET /api/invoices/overdue is not taken for an id', () => {
  it('still answers the overdue list to an administrator, and 403 to a student', async () => {
    const res = await get('/api/invoices/overdue');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const me = await signedInStudent(t.app(), db());
    expect((await me.browser.get('/api/invoices/overdue')).status).toBe(403);
  });
});
