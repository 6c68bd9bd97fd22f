/**
 * GET /api/dashboard/stats (spec 03 §2.1, §3): active students, paid this studio month, Outstanding as
 * the sum of every student's Amount Owed, and Overdue as the unpaid part of charges older than the
 * payment due days (payments pay oldest charges first).
 */
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/server/db/schema';
import { setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const DAY = 86_400_000;

const stats = async () => (await admin().browser.get('/api/dashboard/stats')).body;
const charge = (studentId: number, cents: number, daysAgo: number) =>
  db()
    .insert(ledgerEntries)
    .values({
      studentId,
      entryType: 'charge',
      amountCents: cents,
      description: 'Walk-in',
      occurredAt: new Date(Date.now() - daysAgo * DAY),
    });

describe('GET /api/dashboard/stats', () => {
  it('sums what is owed and what is overdue, oldest charges paid first', async () => {
    await setSetting(db(), 'paymentDueDays', '10');
    const before = await stats();
    const ana = await createStudent(db(), { name: 'Ana Owes' });
    const inactive = await createStudent(db(), { status: 'inactive' });
    await charge(ana.id, 2000, 30); // overdue
    await charge(ana.id, 1500, 2); // not due yet
    await charge(inactive.id, 500, 40);
    let now = await stats();
    expect(now.activeStudents).toBe(before.activeStudents + 1);
    expect(Number(now.outstanding) - Number(before.outstanding)).toBeCloseTo(40, 2);
    expect(Number(now.overdue) - Number(before.overdue)).toBeCloseTo(25, 2);

    // A 12.00 payment goes to the oldest charge: 8.00 of it is still overdue.
    const paid = await admin().browser.post('/api/payments', { studentId: ana.id, amount: '12.00' });
    expect(paid.status).toBe(201);
    now = await stats();
    expect(Number(now.outstanding) - Number(before.outstanding)).toBeCloseTo(28, 2);
    expect(Number(now.overdue) - Number(before.overdue)).toBeCloseTo(13, 2);
    expect(Number(now.paidThisMonth) - Number(before.paidThisMonth)).toBeCloseTo(12, 2);
    expect(now.paymentsThisMonth).toBe(before.paymentsThisMonth + 1);
    // Outstanding is exactly the students' Amount Owed, summed.
    const owedAna = (await admin().browser.get(`/api/payments/student/${ana.id}/outstanding`)).body.totalOwed;
    expect(owedAna).toBe('23.00');
  });

  it('who may: no session 401, a student 403', async () => {
    expect((await browserAt(t.app()).get('/api/dashboard/stats')).status).toBe(401);
    const me = await signedInStudent(t.app(), db());
    expect((await me.browser.get('/api/dashboard/stats')).status).toBe(403);
  });
});
