/**
 * Issue 30 §5: sales by product and the value of unused pack classes, as the dashboard and Reports
 * show them: each pack sale and membership period by the day of its charge, at its amount; the unused
 * value counts only classes that can still be used.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, studentPasses } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/dates';
import { studioToday } from '../factories/classes';
import { createStudent } from '../factories/people';
import { TestClient } from '../setup/http';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student } = signInAdminAndStudent(t);
const db = t.db;
const today = studioToday();

describe('sales by product', () => {
  it('sums pack sales and membership periods in the period; unused value counts classes still usable', async () => {
    const pack = (
      await admin().browser.post('/api/products', {
        kind: 'pack',
        name: 'Report Card',
        classCount: 4,
        validityCount: 2,
        validityUnit: 'month',
        price: '100.00',
      })
    ).body;
    const membership = (
      await admin().browser.post('/api/products', {
        kind: 'membership',
        name: 'Report Member',
        allowance: 'unlimited',
        billingDay: Number(today.slice(8, 10)) > 28 ? 1 : Number(today.slice(8, 10)),
        price: '60.00',
      })
    ).body;
    const buyers = await Promise.all(['Rep A', 'Rep B'].map((name) => createStudent(db(), { name })));
    const passes = [];
    for (const b of buyers) {
      passes.push(
        (await admin().browser.post(`/api/students/${b.id}/passes`, { productId: pack.id })).body.pass,
      );
    }
    const started = await admin().browser.post(`/api/students/${buyers[0]!.id}/memberships`, {
      productId: membership.id,
    });
    expect(started.status, started.body?.error).toBe(201);
    const [period] = (
      await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, buyers[0]!.id))
    ).filter((e) => e.description.includes('Report Member'));
    // One pack used for one class, the other expired: only the first's 3 classes left count.
    await db().update(studentPasses).set({ classesUsed: 1 }).where(eq(studentPasses.id, passes[0].id));
    await db()
      .update(studentPasses)
      .set({ startsOn: addDays(today, -70), expiresOn: addDays(today, -1) })
      .where(eq(studentPasses.id, passes[1].id));

    const res = await admin().browser.get(`/api/reports/products?from=${today}&to=${today}`);
    expect(res.status, res.body?.error).toBe(200);
    const rows = res.body.products.filter((p: { name: string }) => p.name.startsWith('Report '));
    expect(rows).toEqual(
      expect.arrayContaining([
        { productId: pack.id, name: 'Report Card', kind: 'pack', sold: 2, amount: '200.00' },
        {
          productId: membership.id,
          name: 'Report Member',
          kind: 'membership',
          sold: 1,
          amount: (period!.amountCents / 100).toFixed(2),
        },
      ]),
    );
    expect(res.body.unused).toMatchObject({ asOf: today });
    expect(res.body.unused.classes).toBeGreaterThanOrEqual(3);
    const before = await admin().browser.get(
      `/api/reports/products?from=${addDays(today, -30)}&to=${addDays(today, -1)}`,
    );
    expect(before.body.products.filter((p: { name: string }) => p.name.startsWith('Report '))).toEqual([]);
    expect(before.body.unused).toEqual(res.body.unused);

    expect((await student().browser.get(`/api/reports/products?from=${today}&to=${today}`)).status).toBe(403);
    expect(
      (await new TestClient(t.app()).get(`/api/reports/products?from=${today}&to=${today}`)).status,
    ).toBe(401);
    expect(
      (await admin().browser.get(`/api/reports/products?from=${today}&to=${addDays(today, -1)}`)).status,
    ).toBe(400);
  });

  it('the unused value is each usable pack’s price × classes left ÷ classes, rounded per pack', async () => {
    const before = (await admin().browser.get(`/api/reports/products?from=${today}&to=${today}`)).body.unused;
    const pack = (
      await admin().browser.post('/api/products', {
        kind: 'pack',
        name: 'Thirds',
        classCount: 3,
        validityCount: 1,
        validityUnit: 'month',
        price: '100.00',
      })
    ).body;
    const buyer = await createStudent(db(), { name: 'Thirds Buyer' });
    const sold = (await admin().browser.post(`/api/students/${buyer.id}/passes`, { productId: pack.id })).body
      .pass;
    await db().update(studentPasses).set({ classesUsed: 1 }).where(eq(studentPasses.id, sold.id));
    const after = (await admin().browser.get(`/api/reports/products?from=${today}&to=${today}`)).body.unused;
    expect(after.classes - before.classes).toBe(2);
    expect(Math.round((Number(after.value) - Number(before.value)) * 100)).toBe(6667);
  });
});
