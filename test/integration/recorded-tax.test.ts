/**
 * Tax recorded with the money (issue 27 §1, decision 028): the booking statement's SQL split equals
 * computeTax's; rows written before taxes were recorded get them once at start-up, as the screens
 * showed them, and nothing is recorded twice.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordEarlierTaxes } from '../../src/server/bootstrap';
import { invoiceLines, invoices, ledgerEntries, payments, refunds } from '../../src/server/db/schema';
import { executeRows } from '../../src/server/kernel/sql-rows';
import { taxInsideAmountSql } from '../../src/server/modules/billing/recorded-tax.sql';
import { computeTax, type TaxLine, type TaxLineInput } from '../../src/shared/tax';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const tax = (kind: TaxLineInput['kind'], ratePpm: number): TaxLineInput => ({ kind, label: kind, ratePpm });

describe('the tax inside a price, in SQL', () => {
  it('gives the cents and lines computeTax gives, for any amount and up to four taxes', async () => {
    const rate = fc.integer({ min: 0, max: 200_000 });
    const taxes = fc
      .tuple(rate, rate, rate, rate, fc.integer({ min: 0, max: 4 }))
      .map(([a, b, c, d, n]) => [tax('GST', a), tax('PST', b), tax('QST', c), tax('HST', d)].slice(0, n));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 50_000_000 }), taxes, async (amount, chosen) => {
        const inSql = taxInsideAmountSql(sql`${amount}::int`, chosen);
        const [row] = await executeRows<{ tax_cents: number; taxes: TaxLine[] }>(
          db(),
          sql`select ${inSql.taxCents} as tax_cents, ${inSql.taxes} as taxes`,
        );
        const expected = computeTax(amount, chosen, { inclusive: true });
        expect(Number(row!.tax_cents)).toBe(expected.taxCents);
        expect(row!.taxes).toEqual(expected.lines);
      }),
      { numRuns: 120 },
    );
  });
});

describe('rows written before taxes were recorded', () => {
  it('get the tax the screens showed, once, at the rates of their day', async () => {
    const res = await admin().browser.post('/api/settings/bulk', [
      { key: 'country', value: 'Canada' },
      { key: 'region', value: 'Nova Scotia' },
    ]);
    expect(res.status).toBe(200);
    const s = await createStudent(db(), { name: 'Olga Older' });
    // Written as the app wrote them before migration 0013: no tax lines.
    const [march, april, stated] = await db()
      .insert(payments)
      .values([
        {
          studentId: s.id,
          amountCents: 11500,
          netCents: 11500,
          method: 'cash',
          paymentDate: new Date('2025-03-20T20:00:00Z'),
        },
        {
          studentId: s.id,
          amountCents: 11500,
          netCents: 11500,
          method: 'cash',
          paymentDate: new Date('2025-04-02T20:00:00Z'),
        },
        {
          studentId: s.id,
          amountCents: 11500,
          netCents: 10000,
          taxCents: 1500,
          method: 'cash',
          paymentDate: new Date('2025-04-03T20:00:00Z'),
        },
      ])
      .returning();
    const [charge, fee] = await db()
      .insert(ledgerEntries)
      .values([
        {
          studentId: s.id,
          entryType: 'charge',
          amountCents: 11400,
          description: 'Workshop',
          occurredAt: new Date('2025-04-05T20:00:00Z'),
        },
        {
          studentId: s.id,
          entryType: 'charge',
          amountCents: 500,
          description: 'Late fee (5%) on INV-2025-00001',
          occurredAt: new Date('2025-04-06T20:00:00Z'),
        },
      ])
      .returning();
    const [refund] = await db()
      .insert(refunds)
      .values({
        studentId: s.id,
        amountCents: 1150,
        reason: 'Goodwill',
        createdAt: new Date('2025-03-25T20:00:00Z'),
      })
      .returning();
    const [bill] = await db()
      .insert(invoices)
      .values({
        invoiceNumber: 'INV-OLD-1',
        studentId: s.id,
        periodStart: '2025-03-01',
        subtotalCents: 10000,
        taxCents: 1500,
        totalCents: 11500,
        dueDate: '2025-04-10',
      })
      .returning();
    const [line] = await db()
      .insert(invoiceLines)
      .values({ invoiceId: bill!.id, description: 'Workshop', amountCents: 11500, taxCents: 1500 })
      .returning();

    expect(await recordEarlierTaxes(t.get().database)).toBeGreaterThanOrEqual(6);
    const hst = (ratePpm: number, taxCents: number) => [{ kind: 'HST', label: 'HST', ratePpm, taxCents }];
    const row = async <T>(q: Promise<T[]>) => (await q)[0]!;
    const p = (id: number) => row(db().select().from(payments).where(sql`${payments.id} = ${id}`));
    expect(await p(march!.id)).toMatchObject({ taxCents: 1500, netCents: 10000, taxes: hst(150_000, 1500) });
    expect(await p(april!.id)).toMatchObject({ taxCents: 1412, netCents: 10088, taxes: hst(140_000, 1412) });
    expect(await p(stated!.id), 'a stated tax is kept').toMatchObject({
      taxCents: 1500,
      taxes: hst(140_000, 1500),
    });
    const e = (id: number) => row(db().select().from(ledgerEntries).where(sql`${ledgerEntries.id} = ${id}`));
    expect(await e(charge!.id)).toMatchObject({ taxCents: 1400, taxes: hst(140_000, 1400) });
    expect(await e(fee!.id), 'a late fee carries no tax').toMatchObject({ taxCents: 0, taxes: [] });
    const r = await row(db().select().from(refunds).where(sql`${refunds.id} = ${refund!.id}`));
    expect(r).toMatchObject({ taxCents: 150, taxes: hst(150_000, 150) });
    const l = await row(db().select().from(invoiceLines).where(sql`${invoiceLines.id} = ${line!.id}`));
    expect(l.taxes, "the line's stored tax, split as its invoice showed it").toEqual(hst(150_000, 1500));

    // Recorded once: a second start-up, or a settings change, writes nothing.
    await admin().browser.post('/api/settings/bulk', [{ key: 'region', value: 'Ontario' }]);
    expect(await recordEarlierTaxes(t.get().database)).toBe(0);
    expect(await p(march!.id)).toMatchObject({ taxCents: 1500, taxes: hst(150_000, 1500) });
  });
});
