/**
 * GET /api/reports/monthly (spec 03 §3 "Monthly report", §7; issue 12 §3): per student the classes of
 * the month, what they paid in that studio month and the tax inside it, summed in SQL.
 */
import { describe, expect, it } from 'vitest';
import { studioInstant } from '../../src/server/kernel/time/studio-time';
import { receivePayment } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const TZ = 'America/Vancouver';

async function paidOn(studentId: number, cents: number, day: string, time: string) {
  await receivePayment(db(), studentId, cents, { at: studioInstant(TZ, day, time), method: 'e_transfer' });
}

describe('GET /api/reports/monthly', () => {
  it("sums each student's payments of the studio month, with the tax inside (5% by default)", async () => {
    const ana = await createStudent(db(), { name: 'Ana Report' });
    const ben = await createStudent(db(), { name: 'Ben Report' });
    await paidOn(ana.id, 10500, '2025-08-01', '00:30'); // just inside August in Vancouver
    await paidOn(ana.id, 2100, '2025-08-31', '23:30'); // still August in Vancouver (September in UTC)
    await paidOn(ben.id, 4200, '2025-08-15', '12:00');
    await paidOn(ben.id, 9999, '2025-09-01', '00:10'); // September
    const res = await admin().browser.get('/api/reports/monthly?month=2025-08');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.paymentsByStudent.filter((r: { studentId: number }) =>
      [ana.id, ben.id].includes(r.studentId),
    );
    expect(rows).toEqual([
      {
        studentId: ana.id,
        studentName: 'Ana Report',
        classCount: 0,
        totalAmount: '126.00',
        gstAmount: '6.00',
      },
      {
        studentId: ben.id,
        studentName: 'Ben Report',
        classCount: 0,
        totalAmount: '42.00',
        gstAmount: '2.00',
      },
    ]);
    expect(res.body).toMatchObject({
      month: '2025-08',
      totalAmount: '168.00',
      gstAmount: '8.00',
      netAmount: '160.00',
    });
  });

  it('a month with a rate change takes each rate on its side (Saskatchewan PST 5% → 6% on 2017-03-23)', async () => {
    const saved = await admin().browser.post('/api/settings/bulk', [
      { key: 'country', value: 'Canada' },
      { key: 'region', value: 'Saskatchewan' },
    ]);
    expect(saved.status).toBe(200);
    const cara = await createStudent(db(), { name: 'Cara Report' });
    await paidOn(cara.id, 11000, '2017-03-10', '12:00'); // GST 5 % + PST 5 %: 10.00 inside
    await paidOn(cara.id, 11100, '2017-03-25', '12:00'); // GST 5 % + PST 6 %: 11.00 inside
    const res = await admin().browser.get('/api/reports/monthly?month=2017-03');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body.paymentsByStudent.find((r: { studentId: number }) => r.studentId === cara.id);
    // One rate for the month (the 1st's) would make it 20.09.
    expect(row).toMatchObject({ totalAmount: '221.00', gstAmount: '21.00' });
  });

  it('a bad month: 400 with a message; no session 401; a student 403', async () => {
    const bad = await admin().browser.get('/api/reports/monthly?month=August');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('month must be a month like 2025-08');
    expect((await browserAt(t.app()).get('/api/reports/monthly?month=2025-08')).status).toBe(401);
    const me = await signedInStudent(t.app(), db());
    expect((await me.browser.get('/api/reports/monthly?month=2025-08')).status).toBe(403);
  });
});
