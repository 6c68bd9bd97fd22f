/**
 * The dashboard's money lists (spec 03 §2.1, §3, §7; issue 11 §2, §4): GET /api/payments/this-month,
 * /recent (last 10, without refunded, pending, failed or cancelled), /outstanding and /overdue. Their
 * figures add up to the dashboard's cards, and payments pay the oldest charges first.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../../src/server/db/schema';
import { paymentPage } from '../../src/server/modules/billing/ledger.queries';
import { ZPaymentPageInput } from '../../src/shared/schemas/billing';
import { classIn, setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const DAY = 86_400_000;

const get = async (path: string) => {
  const res = await admin().browser.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const charge = (studentId: number, cents: number, daysAgo: number, description = 'Walk-in') =>
  db()
    .insert(ledgerEntries)
    .values({
      studentId,
      entryType: 'charge',
      amountCents: cents,
      description,
      occurredAt: new Date(Date.now() - daysAgo * DAY),
    });
const pay = (studentId: number, amount: string, extra: Record<string, unknown> = {}) =>
  admin().browser.post('/api/payments', { studentId, amount, paymentMethod: 'e_transfer', ...extra });

describe('GET /api/payments/recent', () => {
  it('the last 10 payments received, newest first, without removed ones or refunded/pending/failed', async () => {
    const s = await createStudent(db(), { name: 'Recent Rita' });
    const ids: number[] = [];
    for (let i = 1; i <= 14; i++) {
      const res = await pay(s.id, `${i}.00`, {
        paymentDate: new Date(Date.now() - (15 - i) * 1000).toISOString(),
      });
      ids.push(res.body.payment.id);
    }
    // The newest is removed; two older ones carry statuses Recent Activity leaves out.
    await admin().browser.request('DELETE', `/api/payments/${ids[13]}`);
    await db().update(payments).set({ status: 'refunded' }).where(eq(payments.id, ids[12]!));
    await db().update(payments).set({ status: 'failed' }).where(eq(payments.id, ids[11]!));
    const recent = await get('/api/payments/recent');
    expect(recent).toHaveLength(10);
    expect(recent.map((p: { id: number }) => p.id)).toEqual(ids.slice(1, 11).reverse());
    expect(recent[0]).toMatchObject({ studentName: 'Recent Rita', student: { name: 'Recent Rita' } });
    expect(recent[0].methodLabel).toBe('Interac e-Transfer');
  });
});

describe('GET /api/payments/this-month', () => {
  it("lists this studio month's payments (not removed ones) and agrees with Paid This Month", async () => {
    const s = await createStudent(db());
    const kept = await pay(s.id, '15.00', { emailSubject: 'ignored' });
    const removed = await pay(s.id, '7.00');
    await admin().browser.request('DELETE', `/api/payments/${removed.body.payment.id}`);
    const old = await pay(s.id, '9.00', { paymentDate: new Date(Date.now() - 62 * DAY).toISOString() });
    const list = await get('/api/payments/this-month');
    const ids = list.map((p: { id: number }) => p.id);
    expect(ids).toContain(kept.body.payment.id);
    expect(ids).not.toContain(removed.body.payment.id);
    expect(ids).not.toContain(old.body.payment.id);
    const stats = await get('/api/dashboard/stats');
    const sum = list.reduce(
      (cents: number, p: { amount: string }) => cents + Math.round(Number(p.amount) * 100),
      0,
    );
    expect(sum).toBe(Math.round(Number(stats.paidThisMonth) * 100));
    expect(list).toHaveLength(stats.paymentsThisMonth);
  });
  it('a payment dated in the future (recorded before dates were checked) counts nowhere yet', async () => {
    const s = await createStudent(db());
    const before = await get('/api/dashboard/stats');
    const ledgerTotals = async () => (await paymentPage(db(), ZPaymentPageInput.parse({}))).totals;
    const ledgerBefore = await ledgerTotals();
    // Later today or the last day of the month would both be this month; an hour ahead is both.
    const [future] = await db()
      .insert(payments)
      .values({
        studentId: s.id,
        amountCents: 4321,
        netCents: 4321,
        method: 'cash',
        status: 'paid',
        paymentDate: new Date(Date.now() + 3_600_000),
        transactionId: `future-${s.id}`,
      })
      .returning();
    await db().insert(ledgerEntries).values({
      studentId: s.id,
      entryType: 'payment',
      amountCents: 4321,
      paymentId: future!.id,
      description: 'Dated ahead',
      occurredAt: future!.paymentDate,
    });
    const ids = (list: { id: number }[]) => list.map((p) => p.id);
    expect(ids(await get('/api/payments/recent'))).not.toContain(future!.id);
    expect(ids(await get('/api/payments/this-month'))).not.toContain(future!.id);
    const after = await get('/api/dashboard/stats');
    expect(after.paidThisMonth).toBe(before.paidThisMonth);
    expect(after.paymentsThisMonth).toBe(before.paymentsThisMonth);
    expect(await ledgerTotals()).toEqual(ledgerBefore);
  });
});

describe('GET /api/payments/outstanding', () => {
  it('per student what they owe (summing to the dashboard), their unpaid classes, and each unpaid charge', async () => {
    const s = await createStudent(db(), { name: 'Owing Olga' });
    await charge(s.id, 2000, 5, 'Drop-in October');
    await charge(s.id, 2500, 3, 'Drop-in November');
    await pay(s.id, '12.00');
    const summary = await get('/api/payments/outstanding');
    const mine = summary.details.find((d: { studentId: number }) => d.studentId === s.id);
    expect(mine).toMatchObject({
      studentName: 'Owing Olga',
      studentEmail: s.email,
      outstandingAmount: '33.00',
    });
    const charges = summary.enrollmentDetails.filter((d: { studentId: number }) => d.studentId === s.id);
    // 12.00 paid the oldest charge in part.
    expect(charges).toEqual([
      expect.objectContaining({
        className: 'Drop-in October',
        classPrice: '8.00',
        notes: '12.00 of 20.00 paid',
      }),
      expect.objectContaining({ className: 'Drop-in November', classPrice: '25.00', notes: null }),
    ]);
    const stats = await get('/api/dashboard/stats');
    expect(summary.totalOutstanding).toBe(stats.outstanding);
    expect(summary.studentCount).toBe(stats.studentsOwing);
    expect(summary.paidThisMonth).toBe(stats.paidThisMonth);
    const total = summary.details.reduce(
      (c: number, d: { outstandingAmount: string }) => c + Math.round(Number(d.outstandingAmount) * 100),
      0,
    );
    expect(total).toBe(Math.round(Number(stats.outstanding) * 100));
  });

  it('a student whose payments cover everything is not listed', async () => {
    const s = await createStudent(db());
    await charge(s.id, 1000, 1);
    await pay(s.id, '15.00');
    const summary = await get('/api/payments/outstanding');
    expect(summary.details.some((d: { studentId: number }) => d.studentId === s.id)).toBe(false);
  });
});

describe('GET /api/payments/overdue', () => {
  it('days past the oldest due date still unpaid, class count, owed, paid and overdue; sums to the dashboard', async () => {
    await setSetting(db(), 'paymentDueDays', '10');
    // Without monthly bills a charge is due 10 days after its day (issue 27 §2: one due date each).
    await setSetting(db(), 'autoInvoicing', 'false');
    const s = await createStudent(db(), { name: 'Late Lena' });
    await charge(s.id, 2000, 30);
    await charge(s.id, 2000, 20);
    await charge(s.id, 1500, 2);
    await pay(s.id, '25.00');
    const list = await get('/api/payments/overdue');
    const mine = list.find((o: { studentId: number }) => o.studentId === s.id);
    expect(mine).toMatchObject({
      studentName: 'Late Lena',
      studentEmail: s.email,
      classCount: 0,
      // Unpaid or partly paid: the 20.00 charge (5.00 paid) and the 15.00 one.
      totalOwed: '35.00',
      paidAmount: '5.00',
      overdueAmount: '15.00',
    });
    // The 30-day-old charge is paid: the oldest still overdue was due 20 − 10 = 10 days ago.
    expect(mine.daysSinceInvoice).toBeGreaterThanOrEqual(9);
    expect(mine.daysSinceInvoice).toBeLessThanOrEqual(11);
    const own = (await get(`/api/payments/student/${s.id}/outstanding`)) as {
      overdue: string;
      totalOwed: string;
    };
    expect(own).toMatchObject({ totalOwed: '30.00', overdue: '15.00' });
    const stats = await get('/api/dashboard/stats');
    const total = list.reduce(
      (c: number, o: { overdueAmount: string }) => c + Math.round(Number(o.overdueAmount) * 100),
      0,
    );
    expect(total).toBe(Math.round(Number(stats.overdue) * 100));
    expect(list).toHaveLength(stats.studentsOverdue);
  });
});

describe('overdue and late changes to old charges', () => {
  it('a class still ahead is upcoming, never overdue, however long ago it was booked', async () => {
    await setSetting(db(), 'paymentDueDays', '10');
    await setSetting(db(), 'autoInvoicing', 'false');
    const type = await insertClassType(db(), { priceCents: 2000 });
    const me = await signedInStudent(t.app(), db());
    const keep = await classIn(db(), type.id, 72, { priceCents: 2000 });
    const drop = await classIn(db(), type.id, 96, { priceCents: 2000 });
    const booked: number[] = [];
    for (const instance of [keep, drop]) {
      const res = await me.browser.post('/api/student-bookings', {
        studentId: me.student.id,
        classInstanceId: instance.id,
      });
      booked.push(res.body.id);
    }
    // Both charges were made 30 days ago (booked well ahead): owed, but not due before the classes.
    await db()
      .update(ledgerEntries)
      .set({ occurredAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(ledgerEntries.studentId, me.student.id));
    const own = await me.browser.get(`/api/payments/student/${me.student.id}/outstanding`);
    expect(own.body).toMatchObject({ totalOwed: '40.00', upcoming: '40.00', overdue: '0.00', classCount: 2 });
    const before = await get('/api/dashboard/stats');
    const listed = (await get('/api/payments/overdue')).find(
      (o: { studentId: number }) => o.studentId === me.student.id,
    );
    expect(listed).toBeUndefined();
    expect((await me.browser.post(`/api/student-bookings/${booked[1]}/cancel`, {})).status).toBe(200);
    const after = await get('/api/dashboard/stats');
    expect(after.overdue).toBe(before.overdue);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(before.upcoming) - cents(after.upcoming)).toBe(2000);
    expect(cents(before.outstanding) - cents(after.outstanding)).toBe(2000);
    const list = await get('/api/payments/overdue');
    const total = list.reduce((c: number, o: { overdueAmount: string }) => c + cents(o.overdueAmount), 0);
    expect(total).toBe(cents(after.overdue));
    await setSetting(db(), 'autoInvoicing', 'true');
  });
});

describe('who may read them', () => {
  it.each([
    '/api/payments/this-month',
    '/api/payments/recent',
    '/api/payments/outstanding',
    '/api/payments/overdue',
  ])('%s: no session 401, a student 403', async (path) => {
    expect((await browserAt(t.app()).get(path)).status).toBe(401);
    const me = await signedInStudent(t.app(), db());
    expect((await me.browser.get(path)).status).toBe(403);
  });
});
