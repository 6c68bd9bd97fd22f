/**
 * The money invariants (issue 11 §1), property-tested with fast-check over random sequences of what
 * students and the administrator do — book, cancel, admin cancel with and without charge, pay, remove a
 * payment, charge, refund, refund a class as credit or money, grant and delete credit — through the real HTTP API on the real database.
 * After every sequence, what the API says must equal what the rows say, computed here independently.
 */
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, studentBalances, studentCredits } from '../../src/server/db/schema';
import { studioNowIn } from '../../src/server/kernel/time/studio-time';
import { classIn } from '../factories/bookings';
import { insertClassType, signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const PRICES = [1500, 2000, 2500];
let instanceIds: number[] = [];
beforeAll(async () => {
  const type = await insertClassType(db(), { priceCents: 2000 });
  instanceIds = [];
  for (let i = 0; i < 6; i++) {
    const instance = await classIn(db(), type.id, 72 + i * 24, {
      priceCents: PRICES[i % PRICES.length]!,
      maxStudents: 50,
    });
    instanceIds.push(instance.id);
  }
});

/**
 * One balance (issue 27 §2): a credit lot is money held, like a payment, counted when granted and given
 * back when voided; using it on a class moves nothing. > 0 is owed, < 0 is credit.
 */
const OWED_SIGN: Record<string, number> = {
  charge: 1,
  charge_reversal: -1,
  payment: -1,
  payment_reversal: 1,
  credit: -1,
  credit_void: 1,
  refund: 1,
};

const cents = fc.integer({ min: 1, max: 4000 });
const op = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('book' as const), k: fc.nat(5) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), k: fc.nat(5) }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('adminCancel' as const), k: fc.nat(5), charge: fc.boolean() }),
    weight: 2,
  },
  fc.record({ kind: fc.constant('pay' as const), cents }),
  fc.record({ kind: fc.constant('removePayment' as const) }),
  fc.record({ kind: fc.constant('charge' as const), cents }),
  fc.record({ kind: fc.constant('refund' as const), cents }),
  {
    arbitrary: fc.record({
      kind: fc.constant('refundClass' as const),
      k: fc.nat(5),
      cents,
      method: fc.constantFrom('credit', 'cash', 'e_transfer'),
    }),
    weight: 2,
  },
  fc.record({ kind: fc.constant('credit' as const), cents }),
  fc.record({ kind: fc.constant('deleteCredit' as const) }),
  fc.record({ kind: fc.constant('taxChange' as const), setting: fc.nat(3) }),
);

/** Tax settings a studio may switch between at any time: each changes only what is recorded after it. */
const TAX_SETTINGS: Record<string, string>[] = [
  { country: 'Canada', region: 'British Columbia', enablePst: 'true', taxInclusive: 'true' },
  { country: 'Canada', region: 'British Columbia', enablePst: 'false', taxInclusive: 'true' },
  { country: 'Canada', region: 'Quebec', taxInclusive: 'false' },
  { country: 'Canada', region: 'Alberta', taxInclusive: 'true' },
];
const saveTax = (i: number) =>
  admin().browser.post(
    '/api/settings/bulk',
    Object.entries(TAX_SETTINGS[i % TAX_SETTINGS.length]!).map(([key, value]) => ({ key, value })),
  );
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

type Browser = Awaited<ReturnType<typeof signedInStudent>>['browser'];
const decimal = (c: number) => (c / 100).toFixed(2);
const toCents = (s: string) => Math.round(Number(s) * 100);

async function run(
  studentId: number,
  browser: Awaited<ReturnType<typeof signedInStudent>>['browser'],
  ops: Op[],
) {
  const bookings = new Map<number, number>();
  /** One of the bookings made so far (k picks which), so cancels mostly hit a real booking. */
  const booked = (k: number) => {
    const ids = [...bookings.values()];
    return ids.length === 0 ? undefined : ids[k % ids.length];
  };
  const paymentIds: number[] = [];
  const creditIds: number[] = [];
  const a = admin().browser;
  for (const o of ops) {
    switch (o.kind) {
      case 'book': {
        const res = await browser.post('/api/student-bookings', {
          studentId,
          classInstanceId: instanceIds[o.k],
        });
        if (res.status === 201) bookings.set(o.k, res.body.id);
        break;
      }
      case 'cancel': {
        const id = booked(o.k);
        if (id) await browser.post(`/api/student-bookings/${id}/cancel`, {});
        break;
      }
      case 'adminCancel': {
        const id = booked(o.k);
        if (id)
          await a.request('PUT', `/api/admin/bookings/${id}/cancel`, {
            reason: 'Test',
            chargeStudent: o.charge,
          });
        break;
      }
      case 'pay': {
        const res = await a.post('/api/payments', {
          studentId,
          amount: decimal(o.cents),
          paymentMethod: 'cash',
        });
        if (res.status === 201) paymentIds.push(res.body.payment.id);
        break;
      }
      case 'removePayment': {
        const id = paymentIds.pop();
        if (id) await a.request('DELETE', `/api/payments/${id}`);
        break;
      }
      case 'charge':
        await a.post('/api/payments', {
          studentId,
          amount: decimal(o.cents),
          status: 'pending',
          notes: 'Walk-in',
        });
        break;
      case 'refund':
        await a.post('/api/payments/refund', {
          studentId,
          amount: decimal(o.cents),
          reason: 'Test',
          emailNotify: false,
        });
        break;
      case 'refundClass': {
        // The Refunds screen: back as credit or as money (decision 030), never more than was paid.
        const id = booked(o.k);
        if (!id) break;
        const res = await a.request('PUT', `/api/student-bookings/${id}/cancel`, {
          reason: 'Admin refund: test',
          refundable: true,
          refundAmount: decimal(o.cents),
          refundMethod: o.method,
        });
        if (res.status === 200) {
          const back = toCents(res.body.creditAmount) + toCents(res.body.refundedAmount ?? '0');
          expect(back).toBeLessThanOrEqual(o.cents);
          if (o.method === 'credit') expect(res.body.refundedAmount).toBeUndefined();
        }
        break;
      }
      case 'credit': {
        const res = await a.post('/api/student-credits', {
          studentId,
          amount: decimal(o.cents),
          reason: 'Test',
        });
        if (res.status === 201) creditIds.push(res.body.id);
        break;
      }
      case 'deleteCredit': {
        const id = creditIds.pop();
        if (id) await a.request('DELETE', `/api/student-credits/${id}`);
        break;
      }
      case 'taxChange':
        expect((await saveTax(o.setting)).status).toBe(200);
        break;
    }
  }
}

async function checkInvariants(studentId: number, studentBrowser: Browser) {
  const lines = await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId));
  const lots = await db().select().from(studentCredits).where(eq(studentCredits.studentId, studentId));
  const answer = (await admin().browser.get(`/api/payments/student/${studentId}/outstanding`)).body;
  const summary = (await admin().browser.get(`/api/payments/student/${studentId}/summary`)).body;

  const balance = lines.reduce((sum, l) => sum + (OWED_SIGN[l.entryType] ?? 0) * l.amountCents, 0);
  // The balance the database keeps as lines are written (decision 031) is the rows' sum.
  const [kept] = await db().select().from(studentBalances).where(eq(studentBalances.studentId, studentId));
  expect(kept?.balanceCents ?? 0).toBe(balance);
  // What the API says is what the rows say; never negative; never a credit beside a debt.
  expect(toCents(answer.totalOwed)).toBe(Math.max(0, balance));
  expect(toCents(answer.availableCredit)).toBe(Math.max(0, -balance));
  expect(toCents(summary.outstanding)).toBe(Math.max(0, balance));
  expect(toCents(summary.availableCredit)).toBe(Math.max(0, -balance));
  expect(Math.min(toCents(answer.totalOwed), toCents(answer.availableCredit))).toBe(0);
  // The student's own view says the same.
  const own = (await studentBrowser.get(`/api/payments/student/${studentId}/outstanding`)).body;
  expect(own).toEqual(answer);
  // No credit used twice: a lot's uses never exceed it, and a used lot is not available.
  for (const lot of lots) {
    const used = lines
      .filter((l) => l.entryType === 'credit_use' && l.creditId === lot.id)
      .reduce((s, l) => s + l.amountCents, 0);
    expect(used).toBeLessThanOrEqual(lot.amountCents);
    if (used > 0) expect(lot.usedAt).not.toBeNull();
    if (lot.voidedAt) expect(used).toBe(0);
  }
  // A reversal never exceeds what it reverses, and nothing is reversed twice.
  const byId = new Map(lines.map((l) => [l.id, l]));
  const reversed = new Set<number>();
  for (const l of lines.filter((x) => x.reversesEntryId !== null)) {
    const original = byId.get(l.reversesEntryId!)!;
    expect(original).toBeDefined();
    expect(l.amountCents).toBeLessThanOrEqual(original.amountCents);
    expect(reversed.has(original.id)).toBe(false);
    reversed.add(original.id);
  }
  return Math.max(0, balance);
}

describe('money invariants over random sequences', () => {
  it('every balance equals its rows; owed and credit never negative; no credit used twice; reversals bounded', async () => {
    const owedByStudent = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), fc.boolean(), async (ops, prepay) => {
        await admin().browser.post('/api/settings/bulk', [
          { key: 'require_payment_before_booking', value: String(prepay) },
        ]);
        const me = await signedInStudent(t.app(), db());
        await run(me.student.id, me.browser, ops);
        owedByStudent.set(me.student.id, await checkInvariants(me.student.id, me.browser));
      }),
      { numRuns: Number(process.env.MONEY_RUNS ?? 25), endOnFailure: true },
    );
    // Owed, summed over these students, is the sum of their ledger balances floored per student.
    const ids = [...owedByStudent.keys()];
    const rows = await db().select().from(ledgerEntries).where(inArray(ledgerEntries.studentId, ids));
    const perStudent = new Map<number, number>();
    for (const l of rows)
      perStudent.set(
        l.studentId,
        (perStudent.get(l.studentId) ?? 0) + (OWED_SIGN[l.entryType] ?? 0) * l.amountCents,
      );
    const total = [...perStudent.values()].reduce((s, b) => s + Math.max(0, b), 0);
    expect(total).toBe([...owedByStudent.values()].reduce((s, b) => s + b, 0));
    // The dashboard's Outstanding is that same sum (these are the only students with money).
    const stats = (await admin().browser.get('/api/dashboard/stats')).body;
    expect(toCents(stats.outstanding)).toBe(total);
    expect(toCents(stats.overdue)).toBeLessThanOrEqual(total);
    // Outstanding Amounts and Overdue Payments add up to the same figures, student by student.
    const summary = (await admin().browser.get('/api/payments/outstanding')).body;
    expect(toCents(summary.totalOutstanding)).toBe(total);
    for (const d of summary.details) {
      expect(toCents(d.outstandingAmount)).toBe(Math.max(0, perStudent.get(d.studentId) ?? 0));
    }
    const overdue = (await admin().browser.get('/api/payments/overdue')).body;
    expect(overdue.reduce((s: number, o: { overdueAmount: string }) => s + toCents(o.overdueAmount), 0)).toBe(
      toCents(stats.overdue),
    );
    for (const o of overdue) {
      expect(toCents(o.totalOwed) - toCents(o.paidAmount)).toBe(
        Math.max(0, perStudent.get(o.studentId) ?? 0),
      );
    }
    await moneyFiguresAgree();
  }, 240_000);
});

/**
 * Every figure that means money received this studio month says the same on every screen, and none of
 * them moves when the tax settings change (issue 27 §1, §2): Reports (the period and its month in the
 * breakdown), the Monthly report, the dashboard's Paid This Month (net + tax), the Payment Ledger's
 * totals and tax note figure, and its CSV.
 */
async function moneyFiguresAgree() {
  const a = admin().browser;
  const stats = (await a.get('/api/dashboard/stats')).body;
  const today = studioNowIn('America/Vancouver').today;
  const month = today.slice(0, 7);
  const from = `${month}-01`;
  const read = async () => {
    const report = (await a.get(`/api/reports/financial?from=${from}&to=${today}`)).body;
    const monthly = (await a.get(`/api/reports/monthly?month=${month}`)).body;
    const ledger = (await a.get(`/api/payments?startDate=${from}&endDate=${today}&pageSize=25`)).body;
    const csv = (await a.get(`/api/payments/ledger.csv?startDate=${from}&endDate=${today}`)).body as string;
    const { jurisdiction: _j, ...figures } = report;
    return { figures, monthly, ledger, csv };
  };
  const before = await read();
  const r = before.figures;
  expect(r.grossRevenue).toBe(stats.paidThisMonth);
  expect(r.netRevenue).toBe(stats.paidThisMonthNet);
  expect(r.paymentCount).toBe(stats.paymentsThisMonth);
  expect(before.ledger.totals.totalAmount).toBe(r.grossRevenue);
  expect(before.ledger.totals.taxAmount).toBe(r.taxCollected);
  expect(before.ledger.totals.count).toBe(r.paymentCount);
  expect(before.monthly.totalAmount).toBe(r.grossRevenue);
  expect(before.monthly.gstAmount).toBe(r.taxCollected);
  const perTax = r.taxes.reduce((c: number, t: { amount: string }) => c + toCents(t.amount), 0);
  expect(perTax).toBe(toCents(r.taxCollected));
  const month0 = r.monthlyBreakdown.find((m: { month: string }) => m.month === month);
  expect(month0).toMatchObject({ grossRevenue: r.grossRevenue, taxCollected: r.taxCollected });
  // A tax setting changed now rewrites none of it.
  expect((await saveTax(1)).status).toBe(200);
  expect((await saveTax(2)).status).toBe(200);
  const after = await read();
  expect(after.figures).toEqual(before.figures);
  expect(after.monthly).toEqual(before.monthly);
  expect(after.ledger.totals).toEqual(before.ledger.totals);
  expect(after.csv).toBe(before.csv);
}
