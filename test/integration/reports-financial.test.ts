/**
 * Financial Reports (spec 03 §2.3, §9; issue 12 §3): GET /api/reports/financial and its CSV. Money
 * received in a period of studio days, the tax recorded with each payment (at the rates in force on its
 * day, decision 028), split per tax; the six-month breakdown, the top five students; the gross is the Payment Ledger's Total Revenue
 * over the same days. Each test uses its own years so their payments do not meet.
 */
import { describe, expect, it } from 'vitest';
import { studioInstant } from '../../src/server/kernel/time/studio-time';
import { reversePayment } from '../../src/server/modules/billing/ledger.service';
import { receivePayment } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const TZ = 'America/Vancouver';

async function paidOn(
  studentId: number,
  cents: number,
  day: string,
  time = '12:00',
  status: 'paid' | 'cancelled' = 'paid',
) {
  const { payment } = await receivePayment(db(), studentId, cents, {
    at: studioInstant(TZ, day, time),
    method: 'e_transfer',
  });
  if (status === 'cancelled')
    await db().transaction((tx) => reversePayment(tx, payment.id, null, 'Entered twice'));
}

const report = (from: string, to: string) =>
  admin().browser.get(`/api/reports/financial?from=${from}&to=${to}`);

async function ledgerRevenue(from: string, to: string): Promise<string> {
  const res = await admin().browser.get(`/api/payments?startDate=${from}&endDate=${to}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.totals.totalAmount;
}

const settings = (pairs: Record<string, string>) =>
  admin().browser.post(
    '/api/settings/bulk',
    Object.entries(pairs).map(([key, value]) => ({ key, value })),
  );

const emptyMonth = (month: string) => ({
  month,
  grossRevenue: '0.00',
  taxCollected: '0.00',
  netRevenue: '0.00',
  paymentCount: 0,
});

/** RFC 4180 as the server writes it: CRLF records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell, 'the CSV ends with CRLF').toBe('');
  return rows;
}

describe('GET /api/reports/financial', () => {
  it('with no tax settings: the default 5% "Tax", studio days, tax recorded per payment, the ledger total', async () => {
    const ana = await createStudent(db(), { name: 'Ana Finance' });
    const ben = await createStudent(db(), { name: 'Ben Finance' });
    await paidOn(ana.id, 10500, '2021-03-01', '00:30'); // first minutes of the period in Vancouver
    await paidOn(ana.id, 2100, '2021-03-31', '23:30'); // the last day in Vancouver, April 1 in UTC
    await paidOn(ben.id, 1000, '2021-03-15', '09:00');
    await paidOn(ben.id, 1000, '2021-03-15', '17:00'); // each payment's own tax: 2 × 0.48, not 0.95 for the day
    await paidOn(ben.id, 5000, '2021-03-20', '12:00', 'cancelled'); // not money received
    await paidOn(ben.id, 9999, '2021-04-01', '00:10'); // April
    await paidOn(ben.id, 2100, '2020-10-05'); // in the breakdown, not in the period
    await paidOn(ben.id, 7777, '2020-09-30'); // before the breakdown

    const res = await report('2021-03-01', '2021-03-31');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      from: '2021-03-01',
      to: '2021-03-31',
      jurisdiction: {
        country: 'Canada',
        region: 'British Columbia',
        source: 'default',
        inclusive: true,
        taxes: [{ kind: 'TAX', label: 'Tax', ratePercent: '5' }],
      },
      // 105.00 → 5.00, 21.00 → 1.00, 20.00 on one day → 0.95
      grossRevenue: '146.00',
      taxCollected: '6.96',
      netRevenue: '139.04',
      taxes: [{ kind: 'TAX', label: 'Tax', ratePercents: ['5'], amount: '6.96' }],
      paymentCount: 4,
      studentCount: 2,
      monthlyBreakdown: [
        {
          month: '2020-10',
          grossRevenue: '21.00',
          taxCollected: '1.00',
          netRevenue: '20.00',
          paymentCount: 1,
        },
        emptyMonth('2020-11'),
        emptyMonth('2020-12'),
        emptyMonth('2021-01'),
        emptyMonth('2021-02'),
        {
          month: '2021-03',
          grossRevenue: '146.00',
          taxCollected: '6.96',
          netRevenue: '139.04',
          paymentCount: 4,
        },
      ],
      byMethod: [{ method: 'e_transfer', label: 'Interac e-Transfer', paymentCount: 4, amount: '146.00' }],
      topStudents: [
        { studentId: ana.id, studentName: 'Ana Finance', paymentCount: 2, totalAmount: '126.00' },
        { studentId: ben.id, studentName: 'Ben Finance', paymentCount: 2, totalAmount: '20.00' },
      ],
    });
    expect(await ledgerRevenue('2021-03-01', '2021-03-31')).toBe('146.00');

    // A period ending the day before leaves the 23:30 payment out, in the report as in the ledger.
    const before = await report('2021-03-01', '2021-03-30');
    expect(before.body).toMatchObject({ grossRevenue: '125.00', paymentCount: 3 });
    expect(await ledgerRevenue('2021-03-01', '2021-03-30')).toBe('125.00');
    // A period with nothing received: zeros, no tax collected (the card says so); the tax in force is
    // the jurisdiction's.
    const empty = await report('2021-06-01', '2021-06-30');
    expect(empty.body).toMatchObject({
      grossRevenue: '0.00',
      taxCollected: '0.00',
      netRevenue: '0.00',
      taxes: [],
      jurisdiction: { taxes: [{ kind: 'TAX', label: 'Tax', ratePercent: '5' }] },
      paymentCount: 0,
      studentCount: 0,
      byMethod: [],
      topStudents: [],
    });
  });

  it('Top Paying Students: the first five by amount paid, ties by name; Students counts all', async () => {
    const paid: [string, number[]][] = [
      ['Cora Top', [5000]],
      ['Dan Top', [3000, 4000]],
      ['Eve Top', [2000]],
      ['Finn Top', [9000]],
      ['Ada Top', [7000]],
      ['Gus Top', [1000]],
    ];
    const ids = new Map<string, number>();
    for (const [name, amounts] of paid) {
      const s = await createStudent(db(), { name });
      ids.set(name, s.id);
      for (const [i, cents] of amounts.entries()) await paidOn(s.id, cents, `2022-02-${10 + i}`);
    }
    const res = await report('2022-02-01', '2022-02-28');
    expect(res.status).toBe(200);
    expect(res.body.studentCount).toBe(6);
    expect(res.body.paymentCount).toBe(7);
    expect(res.body.topStudents).toEqual([
      { studentId: ids.get('Finn Top'), studentName: 'Finn Top', paymentCount: 1, totalAmount: '90.00' },
      { studentId: ids.get('Ada Top'), studentName: 'Ada Top', paymentCount: 1, totalAmount: '70.00' },
      { studentId: ids.get('Dan Top'), studentName: 'Dan Top', paymentCount: 2, totalAmount: '70.00' },
      { studentId: ids.get('Cora Top'), studentName: 'Cora Top', paymentCount: 1, totalAmount: '50.00' },
      { studentId: ids.get('Eve Top'), studentName: 'Eve Top', paymentCount: 1, totalAmount: '20.00' },
    ]);
    expect(await ledgerRevenue('2022-02-01', '2022-02-28')).toBe(res.body.grossRevenue);
    expect(res.body.grossRevenue).toBe('310.00');
  });

  it('British Columbia: GST 5% and PST 7% split out of what was received', async () => {
    expect((await settings({ country: 'Canada', region: 'British Columbia' })).status).toBe(200);
    const s = await createStudent(db(), { name: 'Bea Columbia' });
    await paidOn(s.id, 11200, '2023-05-02'); // 100.00 net: GST 5.00, PST 7.00
    await paidOn(s.id, 5600, '2023-05-20'); // 50.00 net: GST 2.50, PST 3.50
    const res = await report('2023-05-01', '2023-05-31');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      jurisdiction: {
        country: 'Canada',
        region: 'British Columbia',
        source: 'settings',
        taxes: [
          { kind: 'GST', label: 'GST', ratePercent: '5' },
          { kind: 'PST', label: 'PST', ratePercent: '7' },
        ],
      },
      grossRevenue: '168.00',
      taxCollected: '18.00',
      netRevenue: '150.00',
      taxes: [
        { kind: 'GST', label: 'GST', ratePercents: ['5'], amount: '7.50' },
        { kind: 'PST', label: 'PST', ratePercents: ['7'], amount: '10.50' },
      ],
      studentCount: 1,
    });
    expect(await ledgerRevenue('2023-05-01', '2023-05-31')).toBe('168.00');
  });

  it('a tax setting changed today changes no past figure: PST turned on, then off again (issue 27)', async () => {
    const gstOnly = { country: 'Canada', region: 'British Columbia', enableGst: 'true', enablePst: 'false' };
    expect((await settings(gstOnly)).status).toBe(200);
    const s = await createStudent(db(), { name: 'Paz Settings' });
    await paidOn(s.id, 10500, '2023-10-03'); // GST only then: 5.00
    await paidOn(s.id, 2100, '2023-10-28'); // 1.00
    const before = await report('2023-10-01', '2023-10-31');
    expect(before.body).toMatchObject({
      grossRevenue: '126.00',
      taxCollected: '6.00',
      taxes: [{ kind: 'GST', label: 'GST', ratePercents: ['5'], amount: '6.00' }],
    });
    const monthly = await admin().browser.get('/api/reports/monthly?month=2023-10');
    expect(monthly.body.gstAmount).toBe('6.00');

    expect((await settings({ enablePst: 'true' })).status).toBe(200);
    const after = await report('2023-10-01', '2023-10-31');
    expect(after.body.taxes, 'no PST appears where none was charged').toEqual(before.body.taxes);
    expect(after.body).toMatchObject({ taxCollected: '6.00', netRevenue: '120.00' });
    expect((await admin().browser.get('/api/reports/monthly?month=2023-10')).body.gstAmount).toBe('6.00');
    // A payment recorded from now on carries PST: November has both.
    await paidOn(s.id, 11200, '2023-11-02');
    const november = await report('2023-11-01', '2023-11-30');
    expect(november.body.taxes).toEqual([
      { kind: 'GST', label: 'GST', ratePercents: ['5'], amount: '5.00' },
      { kind: 'PST', label: 'PST', ratePercents: ['7'], amount: '7.00' },
    ]);

    expect((await settings({ enablePst: 'false', taxInclusive: 'false' })).status).toBe(200);
    const { jurisdiction: _now, ...again } = (await report('2023-10-01', '2023-10-31')).body;
    const { jurisdiction: _then, ...past } = after.body;
    expect(again, 'the same October, whatever the settings say now').toEqual(past);
    expect((await report('2023-11-01', '2023-11-30')).body.taxCollected).toBe('12.00');
    expect((await settings({ enablePst: 'true', taxInclusive: 'true' })).status).toBe(200);
  });

  it("Nova Scotia across 2025-04-01: HST 15% before, 14% after, by the payment's studio day", async () => {
    expect((await settings({ country: 'Canada', region: 'Nova Scotia' })).status).toBe(200);
    const s = await createStudent(db(), { name: 'Nora Scotia' });
    await paidOn(s.id, 11500, '2025-03-31', '23:30'); // March 31 in Vancouver (April in UTC): 15% → 15.00
    await paidOn(s.id, 11500, '2025-04-01', '12:00'); // 14%: 115.00 / 1.14 = 100.88 → 14.12
    const res = await report('2025-03-01', '2025-04-30');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      jurisdiction: { region: 'Nova Scotia', taxes: [{ kind: 'HST', label: 'HST', ratePercent: '14' }] },
      grossRevenue: '230.00',
      taxCollected: '29.12',
      netRevenue: '200.88',
      taxes: [{ kind: 'HST', label: 'HST', ratePercents: ['15', '14'], amount: '29.12' }],
    });
    expect(res.body.monthlyBreakdown.slice(-2)).toEqual([
      {
        month: '2025-03',
        grossRevenue: '115.00',
        taxCollected: '15.00',
        netRevenue: '100.00',
        paymentCount: 1,
      },
      {
        month: '2025-04',
        grossRevenue: '115.00',
        taxCollected: '14.12',
        netRevenue: '100.88',
        paymentCount: 1,
      },
    ]);
    expect(res.body.monthlyBreakdown.map((m: { month: string }) => m.month)).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
    ]);
    expect(await ledgerRevenue('2025-03-01', '2025-04-30')).toBe('230.00');
    // March alone is all at the old rate.
    const march = await report('2025-03-01', '2025-03-31');
    expect(march.body.taxes).toEqual([{ kind: 'HST', label: 'HST', ratePercents: ['15'], amount: '15.00' }]);
  });

  it('bad periods answer 400 with a message', async () => {
    const cases: [string, string][] = [
      ['to=2025-01-31', 'from is required (a date like 2025-08-01)'],
      ['from=2025-01-01', 'to is required (a date like 2025-08-01)'],
      ['from=2025-02-30&to=2025-03-01', 'from must be a date like 2025-08-01'],
      ['from=2025-01-01&to=March', 'to must be a date like 2025-08-01'],
      ['from=2025-02-01&to=2025-01-31', 'from must be on or before to'],
      ['from=2022-01-01&to=2025-01-01', 'The period can be at most 3 years'],
      ['from=9999-01-01&to=9999-12-31', 'from must be between 1970-01-01 and 2999-12-31'],
    ];
    for (const [query, message] of cases) {
      const res = await admin().browser.get(`/api/reports/financial?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe(message);
      const csv = await admin().browser.get(`/api/reports/financial.csv?${query}`);
      expect(csv.status, query).toBe(400);
      expect(csv.body.error, query).toBe(message);
    }
    expect((await report('2022-01-01', '2024-12-31')).status).toBe(200);
  });

  it('administrators only: no session 401, a student 403 (the report and its CSV)', async () => {
    const me = await signedInStudent(t.app(), db());
    for (const path of ['/api/reports/financial', '/api/reports/financial.csv']) {
      const url = `${path}?from=2025-01-01&to=2025-01-31`;
      expect((await browserAt(t.app()).get(url)).status, url).toBe(401);
      expect((await me.browser.get(url)).status, url).toBe(403);
    }
  });
});

describe('GET /api/reports/financial.csv (Export Report)', () => {
  it('downloads the report as CSV: summary, taxes, six months, top students; names neutralised', async () => {
    expect((await settings({ country: 'Canada', region: 'Quebec' })).status).toBe(200);
    const a = await createStudent(db(), { name: '=Quinn, "Q"' });
    await paidOn(a.id, 11498, '2024-07-04'); // 100.00 net: GST 5.00, QST 9.98
    const res = await admin().browser.get('/api/reports/financial.csv?from=2024-07-01&to=2024-07-31');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="financial-report-2024-07-01-to-2024-07-31.csv"',
    );
    expect(parseCsv(res.body)).toEqual([
      ['Financial Report'],
      ['From', '2024-07-01'],
      ['To', '2024-07-31'],
      ['Country', 'Canada'],
      ['Region', 'Quebec'],
      ['Prices include tax', 'Yes'],
      [''],
      ['Summary', 'Amount'],
      ['Gross Revenue', '114.98'],
      ['Total Tax Collected', '14.98'],
      ['Net Revenue', '100.00'],
      ['Payments', '1'],
      ['Students', '1'],
      [''],
      ['Tax', 'Rates', 'Collected'],
      ['GST', '5%', '5.00'],
      ['QST', '9.975%', '9.98'],
      [''],
      ['Monthly Breakdown', 'Gross Revenue', 'Tax Collected', 'Net Revenue', 'Payments'],
      ['2024-02', '0.00', '0.00', '0.00', '0'],
      ['2024-03', '0.00', '0.00', '0.00', '0'],
      ['2024-04', '0.00', '0.00', '0.00', '0'],
      ['2024-05', '0.00', '0.00', '0.00', '0'],
      ['2024-06', '0.00', '0.00', '0.00', '0'],
      ['2024-07', '114.98', '14.98', '100.00', '1'],
      [''],
      ['Received by Method', 'Payments', 'Received'],
      ['Interac e-Transfer', '1', '114.98'],
      [''],
      ['Top Paying Students', 'Payments', 'Total Paid'],
      [`'=Quinn, "Q"`, '1', '114.98'],
    ]);
  });
});
