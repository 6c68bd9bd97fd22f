/**
 * A class refunded as money (issue 27 §3, decision 030): the administrator gives back what was paid by
 * cash, e-Transfer, … instead of as credit. The money leaves every total of money received with the tax
 * it carried (Reports, the dashboard, the Payment Ledger and its CSV), the student owes nothing and holds
 * nothing for it, and nothing unpaid or paid with credit is ever paid out as money.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, payments, refunds } from '../../src/server/db/schema';
import { studioNowIn } from '../../src/server/kernel/time/studio-time';
import { classIn } from '../factories/bookings';
import { insertClassType, signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

/** A $21.00 class (5 % tax inside: $1.00), booked by a new student. */
async function bookedClass(priceCents = 2100) {
  const type = await insertClassType(db(), { priceCents, name: `Money back ${Date.now()}` });
  const me = await signedInStudent(t.app(), db());
  const instance = await classIn(db(), type.id, 96, { priceCents });
  const res = await me.browser.post('/api/student-bookings', {
    studentId: me.student.id,
    classInstanceId: instance.id,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { me, studentId: me.student.id, bookingId: res.body.id as number };
}
const pay = async (studentId: number, amount: string) => {
  const res = await admin().browser.post('/api/payments', { studentId, amount, paymentMethod: 'cash' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};
const refundClass = (bookingId: number, body: Record<string, unknown>) =>
  admin().browser.request('PUT', `/api/student-bookings/${bookingId}/cancel`, {
    reason: 'Admin refund: moved away',
    refundable: true,
    ...body,
  });
const owed = async (studentId: number) =>
  (await admin().browser.get(`/api/payments/student/${studentId}/outstanding`)).body;
const today = () => studioNowIn('America/Vancouver').today;
const ledgerOf = async (studentId: number) =>
  (await admin().browser.get(`/api/payments?studentId=${studentId}&startDate=${today()}&endDate=${today()}`))
    .body;

describe('a class refunded as money', () => {
  it('a paid class back by cash: nothing owed or held, the ledger nets it out with its tax', async () => {
    const { studentId, bookingId } = await bookedClass();
    await pay(studentId, '21.00');
    const res = await refundClass(bookingId, { refundMethod: 'cash', emailNotify: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ creditAmount: '0.00', refundedAmount: '21.00' });
    expect(res.body.message).toBe(
      'Booking cancelled. $21.00 is recorded as given back to the student by Cash.',
    );
    expect(res.body.booking.bookingStatus).toBe('cancelled');
    expect(await owed(studentId)).toMatchObject({ totalOwed: '0.00', availableCredit: '0.00' });
    const summary = (await admin().browser.get(`/api/payments/student/${studentId}/summary`)).body;
    expect(summary).toMatchObject({ totalPayments: '0.00', totalCharges: '0.00', outstanding: '0.00' });

    const ledger = await ledgerOf(studentId);
    expect(ledger.totals).toMatchObject({ count: 1, totalAmount: '0.00', taxAmount: '0.00' });
    const refundRow = ledger.rows.find((r: { amount: string }) => r.amount === '-21.00');
    expect(refundRow).toMatchObject({ methodLabel: 'Refund by Cash', status: 'refunded' });
    // The refund takes back the tax its class carried, recorded with it.
    const [row] = await db().select().from(refunds).where(eq(refunds.studentId, studentId));
    expect(row).toMatchObject({ amountCents: 2100, taxCents: 100, bookingId });
    const [out] = await db().select().from(payments).where(eq(payments.id, row!.paymentId!));
    expect(out).toMatchObject({ amountCents: -2100, taxCents: -100, netCents: -2000, method: 'cash' });
    const csv = (
      await admin().browser.get(
        `/api/payments/ledger.csv?studentId=${studentId}&startDate=${today()}&endDate=${today()}`,
      )
    ).body as string;
    expect(csv).toContain('Refund by Cash');
    expect(csv).toContain('-21.00');

    // A refund is on the record for good: it cannot be removed like a payment.
    const removed = await admin().browser.request('DELETE', `/api/payments/${row!.paymentId}`);
    expect(removed.status).toBe(409);
    expect(removed.body.error).toMatch(/refund stays on the record/);
  });

  it('never more than was paid: half paid gives half back and removes the rest; unpaid gives nothing', async () => {
    const half = await bookedClass();
    await pay(half.studentId, '10.50');
    const res = await refundClass(half.bookingId, { refundMethod: 'e_transfer', refundAmount: '21.00' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refundedAmount).toBe('10.50');
    expect(res.body.message).toContain(
      '$10.50 is recorded as given back to the student by Interac e-Transfer.',
    );
    expect(res.body.message).toContain('The unpaid $10.50 has been removed');
    expect(await owed(half.studentId)).toMatchObject({ totalOwed: '0.00', availableCredit: '0.00' });
    const [row] = await db().select().from(refunds).where(eq(refunds.studentId, half.studentId));
    expect(row).toMatchObject({ amountCents: 1050, taxCents: 50 });

    const unpaid = await bookedClass();
    const none = await refundClass(unpaid.bookingId, { refundMethod: 'cash' });
    expect(none.status).toBe(200);
    expect(none.body.refundedAmount).toBeUndefined();
    expect(none.body.creditAmount).toBe('0.00');
    expect(none.body.message).toContain('Nothing had been paid for it');
    expect(await db().select().from(refunds).where(eq(refunds.studentId, unpaid.studentId))).toHaveLength(0);
    expect(await owed(unpaid.studentId)).toMatchObject({ totalOwed: '0.00', availableCredit: '0.00' });
  });

  it('a smaller amount: that much back, the rest of the class stays paid; a second refund gives nothing', async () => {
    const { studentId, bookingId } = await bookedClass();
    await pay(studentId, '21.00');
    const res = await refundClass(bookingId, { refundMethod: 'cash', refundAmount: '5.00' });
    expect(res.body.refundedAmount).toBe('5.00');
    expect(await owed(studentId)).toMatchObject({ totalOwed: '0.00', availableCredit: '0.00' });
    const again = await refundClass(bookingId, { refundMethod: 'cash' });
    expect(again.status).toBe(409);
    const lines = await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId));
    expect(lines.filter((l) => l.entryType === 'refund').map((l) => l.amountCents)).toEqual([500]);
  });

  it('a class paid with credit (never with money) comes back as credit, never as money', async () => {
    const a = admin().browser;
    const me = await signedInStudent(t.app(), db());
    const studentId = me.student.id;
    expect(
      (await a.post('/api/student-credits', { studentId, amount: '21.00', reason: 'Goodwill' })).status,
    ).toBe(201);
    await a.post('/api/settings/bulk', [{ key: 'require_payment_before_booking', value: 'true' }]);
    try {
      const type = await insertClassType(db(), { priceCents: 2100, name: `Prepaid ${Date.now()}` });
      const instance = await classIn(db(), type.id, 120, { priceCents: 2100 });
      const booked = await me.browser.post('/api/student-bookings', {
        studentId,
        classInstanceId: instance.id,
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(await owed(studentId)).toMatchObject({ totalOwed: '0.00', availableCredit: '0.00' });
      const res = await refundClass(booked.body.id, { refundMethod: 'cash' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.refundedAmount).toBeUndefined();
      expect(res.body.creditAmount).toBe('21.00');
      expect(await owed(studentId)).toMatchObject({ totalOwed: '0.00', availableCredit: '21.00' });
    } finally {
      await a.post('/api/settings/bulk', [{ key: 'require_payment_before_booking', value: 'false' }]);
    }
  });

  it('Reports, the dashboard and the ledger agree after money goes back', async () => {
    const { studentId, bookingId } = await bookedClass();
    const a = admin().browser;
    const month = today().slice(0, 7);
    const report = async () => (await a.get(`/api/reports/financial?from=${month}-01&to=${today()}`)).body;
    const before = await report();
    await pay(studentId, '21.00');
    await refundClass(bookingId, { refundMethod: 'cash', refundAmount: '21.00' });
    const after = await report();
    expect(after.grossRevenue).toBe(before.grossRevenue);
    expect(after.taxCollected).toBe(before.taxCollected);
    expect(after.paymentCount).toBe(before.paymentCount + 1);
    const stats = (await a.get('/api/dashboard/stats')).body;
    expect(stats.paidThisMonth).toBe(after.grossRevenue);
    expect(stats.paymentsThisMonth).toBe(after.paymentCount);
    const ledger = (await a.get(`/api/payments?startDate=${month}-01&endDate=${today()}`)).body;
    expect(ledger.totals).toMatchObject({
      totalAmount: after.grossRevenue,
      taxAmount: after.taxCollected,
      count: after.paymentCount,
    });
    // Recent Activity lists money received only.
    const recent = (await a.get('/api/payments/recent')).body as { amount: string }[];
    expect(recent.some((p) => p.amount.startsWith('-'))).toBe(false);
  });

  it('a bad refundMethod is a clear 400 and changes nothing', async () => {
    const { studentId, bookingId } = await bookedClass();
    const res = await refundClass(bookingId, { refundMethod: 'gold' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('refundMethod must be one of');
    expect((await owed(studentId)).totalOwed).toBe('21.00');
  });
});

describe('the order money pays charges in (issue 27 §2)', () => {
  it('the oldest due charges first, a class not yet held and not yet billed last', async () => {
    // The class is booked (charged) first; a walk-in charge comes after it; $30 pays the walk-in, which
    // is due, and the class stays owed as upcoming — not the other way round.
    const { studentId } = await bookedClass();
    const charge = await admin().browser.post('/api/payments', {
      studentId,
      amount: '30.00',
      status: 'pending',
      notes: 'Walk-in class attendance',
    });
    expect(charge.status, JSON.stringify(charge.body)).toBe(201);
    await pay(studentId, '30.00');
    expect(await owed(studentId)).toMatchObject({ totalOwed: '21.00', upcoming: '21.00', overdue: '0.00' });
    const summary = (await admin().browser.get('/api/payments/outstanding')).body;
    const mine = summary.enrollmentDetails.filter((d: { studentId: number }) => d.studentId === studentId);
    expect(mine.map((d: { classPrice: string }) => d.classPrice)).toEqual(['21.00']);
    expect(mine[0].className).toMatch(/^Money back/);
  });
});
