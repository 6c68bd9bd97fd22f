/**
 * The Payment Ledger's data (spec 03 §2.5; issue 11 §4): server-paged, sorted and filtered by the
 * studio's calendar days and student, with Total Payments, Total Revenue and Average Payment summed in
 * SQL over the filter; Export CSV of every filtered row, RFC 4180, formulas neutralised.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { studioInstant } from '../../src/server/kernel/time/studio-time';
import { recordPayment } from '../../src/server/modules/billing/ledger.service';
import { browserAt } from '../factories/browsers';
import { signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const TZ = 'America/Vancouver';

async function paid(
  studentId: number,
  cents: number,
  day: string,
  time: string,
  notes: string | null = null,
  method = 'cash',
) {
  const { payment } = await db().transaction((tx) =>
    recordPayment(tx, {
      studentId,
      amountCents: cents,
      method,
      paymentDate: studioInstant(TZ, day, time),
      transactionId: null,
      notes,
      adminId: null,
    }),
  );
  return payment;
}

describe('the Payment Ledger', () => {
  it('filters by studio day (both ends included) and student, pages and sorts, totals over the filter', async () => {
    const ana = await createStudent(db(), { name: 'Ana Ledger' });
    const bo = await createStudent(db(), { name: 'Bo Ledger' });
    await paid(ana.id, 2000, '2026-03-01', '00:05');
    // 23:30 in Vancouver is the next day in UTC: it still belongs to Mar 31.
    await paid(ana.id, 3000, '2026-03-31', '23:30');
    await paid(bo.id, 1000, '2026-03-15', '12:00');
    await paid(bo.id, 9900, '2026-04-01', '00:10');
    const removed = await paid(bo.id, 5000, '2026-03-20', '09:00');
    await db().update(payments).set({ status: 'cancelled' }).where(eq(payments.id, removed.id));

    const march = await admin().browser.get(
      '/api/payments?startDate=2026-03-01&endDate=2026-03-31&pageSize=25',
    );
    expect(march.status).toBe(200);
    expect(march.body.total).toBe(3);
    // The tax recorded with each (5 % inside): 0.95 + 1.43 + 0.48, the Reports' figure for March.
    expect(march.body.totals).toEqual({
      count: 3,
      totalAmount: '60.00',
      averageAmount: '20.00',
      taxAmount: '2.86',
    });
    expect(march.body.rows.map((r: { amount: string }) => r.amount)).toEqual(['30.00', '10.00', '20.00']);
    expect(march.body.rows[0]).toMatchObject({ studentName: 'Ana Ledger', methodLabel: 'Cash' });

    const anaOnly = await admin().browser.get(
      `/api/payments?studentId=${ana.id}&sortField=amount&sortDirection=asc`,
    );
    expect(anaOnly.body.rows.map((r: { amount: string }) => r.amount)).toEqual(['20.00', '30.00']);
    expect(anaOnly.body.totals.totalAmount).toBe('50.00');

    const byName = await admin().browser.get(
      '/api/payments?startDate=2026-03-01&endDate=2026-04-30&sortField=studentName&sortDirection=desc&pageSize=25',
    );
    expect(byName.body.rows[0].studentName).toBe('Bo Ledger');

    const paged = await admin().browser.get(
      '/api/payments?startDate=2026-03-01&endDate=2026-04-30&pageSize=25&page=1',
    );
    expect(paged.body.rows).toEqual([]);
    expect(paged.body.total).toBe(4);
  });

  it('bad filters: 400 with a clear message', async () => {
    for (const [query, message] of [
      ['startDate=2026-13-45x', 'startDate must be a date (YYYY-MM-DD)'],
      ['startDate=2026-04-02&endDate=2026-04-01', 'startDate must be on or before endDate'],
      ['pageSize=7', 'pageSize must be one of 25, 50, 100'],
      ['sortField=password', 'sortField must be one of paymentDate, studentName, amount, method'],
    ]) {
      const res = await admin().browser.get(`/api/payments?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('Export CSV: every filtered row, not just a page; quoted per RFC 4180; formulas neutralised', async () => {
    const evil = await createStudent(db(), { name: '=HYPERLINK("http://evil.example","click")' });
    for (let i = 0; i < 120; i++) {
      await paid(
        evil.id,
        100 + i,
        '2026-05-02',
        `10:${String(i % 60).padStart(2, '0')}`,
        i === 0 ? 'Paid, "in full"\nthanks' : null,
      );
    }
    const res = await admin().browser.get(`/api/payments/ledger.csv?studentId=${evil.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payment-ledger-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = typeof res.body === 'string' ? res.body : String(res.body);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Date,Student,Amount,Method,Transaction ID,Notes');
    // 120 payments, and one of them has a line break inside its quoted note.
    expect(text.split('\r\n').length - 2).toBe(120);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain('"Paid, ""in full""\nthanks"');
    expect(text).toContain('2026-05-02');
  });

  it('Export CSV loses no payment stamped within the same millisecond across a batch boundary', async () => {
    const s = await createStudent(db(), { name: 'Same Millisecond' });
    // 1,500 payments in one millisecond, a microsecond apart (the export reads 1,000 at a time).
    await db().execute(sql`
      with p as (
        insert into payments (student_id, amount_cents, net_cents, method, payment_date)
        select ${s.id}::int, 100 + g, 100 + g, 'cash', '2026-03-03 18:00:00.000100+00'::timestamptz + g * interval '1 microsecond'
        from generate_series(1, 500) g
        union all
        select ${s.id}::int, 700 + g, 700 + g, 'cash', '2026-03-03 18:00:00.000100+00'::timestamptz
        from generate_series(1, 1000) g
        returning id, student_id, amount_cents, payment_date)
      insert into ledger_entries (student_id, entry_type, amount_cents, payment_id, occurred_at, description)
      select student_id, 'payment', amount_cents, id, payment_date, 'Payment' from p`);
    const res = await admin().browser.get(`/api/payments/ledger.csv?studentId=${s.id}`);
    const text = typeof res.body === 'string' ? res.body : String(res.body);
    const amounts = text
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(amounts).toHaveLength(1500);
    expect(new Set(amounts).size).toBe(1500);
  });

  it('who may: no session 401, a student 403', async () => {
    expect((await browserAt(t.app()).get('/api/payments')).status).toBe(401);
    expect((await browserAt(t.app()).get('/api/payments/ledger.csv')).status).toBe(401);
    const me = await signedInStudent(t.app(), db());
    expect((await me.browser.get('/api/payments')).status).toBe(403);
    expect((await me.browser.get('/api/payments/ledger.csv')).status).toBe(403);
  });
});
