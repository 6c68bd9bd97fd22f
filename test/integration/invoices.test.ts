/**
 * Monthly bills are invoices (spec 03 §1, §4, §5, §7; issue 12 §1): generate-monthly bills each
 * student's charges of the month once, with tax per line; the invoice state machine (send only when
 * pending; reminder and mark paid only when sent or overdue; anything else 409); a payment recorded
 * anywhere that covers the bill marks it paid; billing stats.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices, outboundEmails } from '../../src/server/db/schema';
import { INVOICE_MESSAGES as M } from '../../src/shared/schemas/invoices';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const post = (path: string, body: Record<string, unknown> = {}) => admin().browser.post(path, body);

/** A student with two classes booked (2,000 and 2,500 cents) in the month of the first one. */
async function studentWithClasses() {
  const type = await insertClassType(db(), { priceCents: 2000 });
  const me = await signedInStudent(t.app(), db());
  const first = await classIn(db(), type.id, 30, { priceCents: 2000 });
  const second = await classIn(db(), type.id, 54, { priceCents: 2500 });
  for (const instance of [first, second]) {
    const res = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: instance.id,
    });
    expect(res.status).toBe(201);
  }
  const period = first.classDate.slice(0, 7);
  const sameMonth = second.classDate.slice(0, 7) === period;
  return { me, period, expectedCents: sameMonth ? 4500 : 2000 };
}
const generate = (period: string) =>
  post('/api/payments/generate-monthly', {
    month: Number(period.slice(5)),
    year: Number(period.slice(0, 4)),
  });
const invoiceOf = async (studentId: number) =>
  ((await admin().browser.get('/api/invoices')).body as { studentId: number; id: number }[]).find(
    (i) => i.studentId === studentId,
  ) as Record<string, string | number> & { id: number };

describe('POST /api/payments/generate-monthly', () => {
  it('one bill per student with charges that month, tax per line; a second run changes nothing', async () => {
    const { me, period, expectedCents } = await studentWithClasses();
    const res = await generate(period);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toMatch(/^Generated \d+ monthly bills? for /);
    const mine = res.body.payments.find((p: { studentId: number }) => p.studentId === me.student.id);
    expect(mine).toMatchObject({
      billingPeriod: period,
      month: `${period}-01`,
      status: 'pending',
      totalAmount: (expectedCents / 100).toFixed(2),
    });
    expect(mine.invoiceNumber).toMatch(/^INV-\d{4}-\d{5}$/);
    // Tax is inside the price (no taxes configured: the spec's default 5% "Tax"), split out per line.
    expect(Number(mine.grossAmount) + Number(mine.gstAmount)).toBeCloseTo(expectedCents / 100, 2);
    expect(Number(mine.gstAmount)).toBeGreaterThan(0);
    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, mine.id));
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(expectedCents);

    const again = await generate(period);
    expect(again.body.created).toBe(0);
    expect(again.body.message).toMatch(/^No new charges to bill for /);
    expect(await countOf(db(), 'invoices', `student_id = ${me.student.id}`)).toBe(1);
    expect(await countOf(db(), 'invoice_lines', `invoice_id = ${mine.id}`)).toBe(lines.length);
  });

  it('invoice numbers are unique and in order', async () => {
    const a = await studentWithClasses();
    const b = await studentWithClasses();
    await generate(a.period);
    if (b.period !== a.period) await generate(b.period);
    const numbers = (await db().select({ n: invoices.invoiceNumber }).from(invoices)).map((r) => r.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    const [ia, ib] = [await invoiceOf(a.me.student.id), await invoiceOf(b.me.student.id)];
    expect(String(ia.invoiceNumber) < String(ib.invoiceNumber)).toBe(true);
  });

  it.each([
    [{ month: 13, year: 2026 }, M.monthRange],
    [{ month: 0, year: 2026 }, M.monthRange],
    [{ month: 5, year: 2019 }, M.yearRange],
    [{ month: 5, year: 2031 }, M.yearRange],
    [{ month: 'May', year: 2026 }, M.monthRange],
  ])('%j: 400 "%s"', async (body, message) => {
    const res = await post('/api/payments/generate-monthly', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('POST /api/invoices and /bulk', () => {
  it('"Student is required", "Billing period is required"; nothing to bill is a 409', async () => {
    expect((await post('/api/invoices', { billingPeriod: '2026-01' })).body.error).toBe(M.studentRequired);
    const { me, period } = await studentWithClasses();
    expect((await post('/api/invoices', { studentId: me.student.id })).body.error).toBe(M.periodRequired);
    expect((await post('/api/invoices/bulk', {})).body.error).toBe(M.periodRequired);
    const created = await post('/api/invoices', { studentId: me.student.id, billingPeriod: period });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ studentId: me.student.id, status: 'pending' });
    const twice = await post('/api/invoices', { studentId: me.student.id, billingPeriod: period });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(M.nothingToBill);
    const bulk = await post('/api/invoices/bulk', { billingPeriod: period });
    expect(bulk.status).toBe(200);
    expect(bulk.body.failed).toEqual([]);
  });
});

describe('the invoice state machine', () => {
  it('send only when pending; reminders and mark paid only when sent; mark paid records what remains', async () => {
    const { me, period, expectedCents } = await studentWithClasses();
    await generate(period);
    const invoice = await invoiceOf(me.student.id);
    const id = invoice.id;
    expect((await post(`/api/invoices/${id}/reminder`, { reminderType: 'first_reminder' })).status).toBe(409);
    const early = await post(`/api/invoices/${id}/mark-paid`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(M.markPaidOnlyOpen);

    const sent = await post(`/api/invoices/${id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.invoice.status).toBe('sent');
    const resend = await post(`/api/invoices/${id}/send`);
    expect(resend.status).toBe(409);
    expect(resend.body.error).toBe(M.sendOnlyPending);
    const mails = await db()
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.studentId, me.student.id), eq(outboundEmails.kind, 'invoice')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(String(invoice.invoiceNumber));
    // The lines, the subtotal, the tax breakdown (includeTaxBreakdown) and how to pay.
    expect(mails[0]!.bodyText).toMatch(/Subtotal\s+\$[\d.]+\nTax 5%\s+\$[\d.]+\nTotal\s+\$[\d.]+/);
    expect(mails[0]!.bodyText).toContain('How to pay: Interac e-Transfer');

    for (const reminderType of ['first_reminder', 'second_reminder', 'final_notice']) {
      expect((await post(`/api/invoices/${id}/reminder`, { reminderType })).status).toBe(200);
    }
    expect((await post(`/api/invoices/${id}/reminder`, { reminderType: 'nag' })).body.error).toBe(
      M.reminderType,
    );
    expect(await countOf(db(), 'invoice_reminders', `invoice_id = ${id}`)).toBe(3);

    const paid = await post(`/api/invoices/${id}/mark-paid`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.invoice).toMatchObject({ status: 'paid', amountDue: '0.00' });
    const owed = (await admin().browser.get(`/api/payments/student/${me.student.id}/outstanding`)).body;
    // The second class is on next month's bill when the two fall in different months (the 1st is near).
    expect(owed.totalOwed).toBe(expectedCents === 4500 ? '0.00' : '25.00');
    expect(await countOf(db(), 'payments', `student_id = ${me.student.id}`)).toBe(1);
    const [payment] = await db().select().from(invoices).where(eq(invoices.id, id));
    expect(payment!.paidAt).not.toBeNull();
    expect((await post(`/api/invoices/${id}/mark-paid`)).status).toBe(409);
    expect((await post(`/api/invoices/${id}/send`)).status).toBe(409);
    expect(expectedCents).toBeGreaterThan(0);
  });

  it('a payment recorded in the payments screens that covers the bill marks it paid', async () => {
    const { me, period, expectedCents } = await studentWithClasses();
    await generate(period);
    const { id } = await invoiceOf(me.student.id);
    await post(`/api/invoices/${id}/send`);
    const half = await post('/api/payments/record-transaction', {
      studentId: me.student.id,
      amount: '10.00',
      paymentMethod: 'e_transfer',
    });
    expect(half.status).toBe(201);
    let invoice = await invoiceOf(me.student.id);
    expect(invoice).toMatchObject({ status: 'sent', amountDue: ((expectedCents - 1000) / 100).toFixed(2) });
    await post('/api/payments/record-transaction', {
      studentId: me.student.id,
      amount: ((expectedCents - 1000) / 100).toFixed(2),
      paymentMethod: 'cash',
    });
    invoice = await invoiceOf(me.student.id);
    expect(invoice).toMatchObject({ status: 'paid', amountDue: '0.00' });
  });

  it('a bill for classes already paid for is paid when it is made, and has nothing to send', async () => {
    const { me, period, expectedCents } = await studentWithClasses();
    const paid = await post('/api/payments/record-transaction', {
      studentId: me.student.id,
      amount: (expectedCents / 100).toFixed(2),
      paymentMethod: 'e_transfer',
    });
    expect(paid.status).toBe(201);
    await generate(period);
    const invoice = await invoiceOf(me.student.id);
    expect(invoice).toMatchObject({ status: 'paid', amountDue: '0.00' });
    expect(invoice.paidAt).not.toBeNull();
    expect((await post(`/api/invoices/${invoice.id}/send`)).status).toBe(409);
  });

  it('an unknown invoice: 404; a malformed id: 400', async () => {
    expect((await post('/api/invoices/999999/send')).status).toBe(404);
    expect((await post('/api/invoices/abc/send')).status).toBe(400);
  });
});

describe('GET /api/billing/stats and /api/invoices/overdue', () => {
  it('counts invoices, paid revenue, what open ones still owe, overdue ones', async () => {
    const before = (await admin().browser.get('/api/billing/stats')).body;
    const { me, period, expectedCents } = await studentWithClasses();
    await generate(period);
    const after = (await admin().browser.get('/api/billing/stats')).body;
    expect(after.totalInvoices).toBeGreaterThanOrEqual(before.totalInvoices + 1);
    expect(
      Math.round(Number(after.pendingAmount) * 100) - Math.round(Number(before.pendingAmount) * 100),
    ).toBe(expectedCents);
    const { id } = await invoiceOf(me.student.id);
    await db().update(invoices).set({ dueDate: '2020-01-10' }).where(eq(invoices.id, id));
    const overdue = (await admin().browser.get('/api/invoices/overdue')).body;
    const mine = overdue.find((i: { id: number }) => i.id === id);
    expect(mine.daysOverdue).toBeGreaterThan(365);
    expect((await admin().browser.get('/api/billing/stats')).body.overdueInvoices).toBeGreaterThanOrEqual(1);
  });

  it.each(['/api/invoices', '/api/invoices/overdue', '/api/billing/stats'])(
    '%s: 401 and 403',
    async (path) => {
      expect((await browserAt(t.app()).get(path)).status).toBe(401);
      const me = await signedInStudent(t.app(), db());
      expect((await me.browser.get(path)).status).toBe(403);
    },
  );
});
