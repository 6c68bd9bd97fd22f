/**
 * The tax of money received, kept per UTC hour by the database (decision 032): after payments at
 * random instants and removals, every hour's sums equal the payments' own recorded tax lines,
 * and the Financial Report — whole hours from the sums, the ends from the payments — equals the tax the
 * same payments carry, for periods whose days start on the hour (Vancouver) and on the half hour (St
 * John's), and for today while the hour is under way.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../../src/server/kernel/sql-rows';
import { studioInstant, studioNowIn } from '../../src/server/kernel/time/studio-time';
import { reversePayment } from '../../src/server/modules/billing/ledger.service';
import { receivePayment } from '../factories/bookings';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

/** Per hour and tax: the kept sums less what the payments' own lines say (no row: they agree). */
const disagreements = () =>
  executeRows<{ hour: string }>(
    db(),
    sql`
    with lines as (
      select date_trunc('hour', p.payment_date at time zone 'UTC') as hour, t.kind, t.label, t."ratePpm" as rate_ppm,
             sum(t."taxCents")::bigint as cents
      from payments p cross join lateral jsonb_to_recordset(p.taxes)
        as t(kind text, label text, "ratePpm" int, "taxCents" int)
      where p.status <> 'cancelled' group by 1, 2, 3, 4
    )
    select coalesce(h.hour, l.hour)::text as hour
    from tax_received_hourly h full join lines l
      on l.hour = h.hour and l.kind = h.kind and l.label = h.label and l.rate_ppm = h.rate_ppm
    where coalesce(h.tax_cents, 0) <> coalesce(l.cents, 0)`,
  );

/** The tax the counted payments of studio days `from`..`to` carry, summed from their own lines. */
async function carried(timeZone: string, from: string, to: string): Promise<number> {
  const [row] = await executeRows<{ cents: string | number | null }>(
    db(),
    sql`select sum(tax_cents) as cents from payments
        where status <> 'cancelled' and payment_date <= now()
          and payment_date >= ${studioInstant(timeZone, from, '00:00').toISOString()}::timestamptz
          and payment_date < (${studioInstant(timeZone, to, '00:00').toISOString()}::timestamptz + interval '1 day')`,
  );
  return Number(row?.cents ?? 0);
}

const cents = (s: string) => Math.round(Number(s) * 100);

describe('the tax received, kept per hour', () => {
  it('payments at random instants and removals: the hours equal the lines; the report equals the payments', async () => {
    const student = await createStudent(db());
    const ids: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 28 }),
            minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
            cents: fc.integer({ min: 1, max: 50_000 }),
            remove: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (ops) => {
          for (const o of ops) {
            const at = studioInstant(
              'America/Vancouver',
              `2024-03-${String(o.day).padStart(2, '0')}`,
              `${String(Math.floor(o.minute / 60)).padStart(2, '0')}:${String(o.minute % 60).padStart(2, '0')}`,
            );
            const { payment } = await receivePayment(db(), student.id, o.cents, { at, method: 'cash' });
            ids.push(payment.id);
            if (o.remove && ids.length > 1) {
              const id = ids.splice(Math.floor(ids.length / 2), 1)[0]!;
              await db().transaction((tx) => reversePayment(tx, id, null, 'Entered twice'));
            }
          }
          expect(await disagreements()).toEqual([]);
          for (const timeZone of ['America/Vancouver', 'America/St_Johns']) {
            expect(
              (await admin().browser.post('/api/settings/bulk', [{ key: 'timezone', value: timeZone }]))
                .status,
            ).toBe(200);
            const res = await admin().browser.get('/api/reports/financial?from=2024-03-02&to=2024-03-20');
            expect(res.status).toBe(200);
            const perTax = res.body.taxes.reduce(
              (s: number, x: { amount: string }) => s + cents(x.amount),
              0,
            );
            expect(perTax).toBe(cents(res.body.taxCollected));
            expect(perTax).toBe(await carried(timeZone, '2024-03-02', '2024-03-20'));
          }
          await admin().browser.post('/api/settings/bulk', [{ key: 'timezone', value: 'America/Vancouver' }]);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('today, with the hour under way: what was received so far', async () => {
    const student = await createStudent(db());
    const today = studioNowIn('America/Vancouver').today;
    const before = (await admin().browser.get(`/api/reports/financial?from=${today}&to=${today}`)).body;
    await receivePayment(db(), student.id, 10_500, { at: new Date(Date.now() - 60_000), method: 'cash' });
    const after = (await admin().browser.get(`/api/reports/financial?from=${today}&to=${today}`)).body;
    const perTax = (r: { taxes: { amount: string }[] }) => r.taxes.reduce((s, x) => s + cents(x.amount), 0);
    expect(perTax(after) - perTax(before)).toBe(500);
    expect(perTax(after)).toBe(cents(after.taxCollected));
    expect(await disagreements()).toEqual([]);
  });
});
