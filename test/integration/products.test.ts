/**
 * Issue 30 §1 (decision 038): the products the studio sells, class packs and memberships, with dated
 * prices and the class types they cover. Rules, messages, authorization and nothing half-written.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, productClassTypes, productPrices, products } from '../../src/server/db/schema';
import { AMOUNT_RULES } from '../../src/shared/amount-rules';
import { addDays } from '../../src/shared/dates';
import { PRODUCT_MESSAGES, priceInForce } from '../../src/shared/schemas/products';
import { insertClassType, studioToday, trpc } from '../factories/classes';
import { TestClient } from '../setup/http';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student } = signInAdminAndStudent(t);
const db = t.db;
const today = studioToday();

const tenPack = {
  kind: 'pack',
  name: '10-Class Card',
  classCount: 10,
  validityCount: 3,
  validityUnit: 'month',
  price: '180.00',
};
const unlimited = { kind: 'membership', name: 'Unlimited Monthly', allowance: 'unlimited', price: 129 };

const rowsOf = async () => ({
  products: await db().select().from(products),
  prices: await db().select().from(productPrices),
  types: await db().select().from(productClassTypes),
});

describe('products: class packs and memberships', () => {
  it('creates a pack with its defaults, its first price from today and the types it covers; audited', async () => {
    const yoga = await insertClassType(db(), { name: 'Yoga' });
    const res = await admin().browser.post('/api/products', { ...tenPack, classTypeIds: [yoga.id] });
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'pack',
      name: '10-Class Card',
      active: true,
      classCount: 10,
      validityCount: 3,
      validityUnit: 'month',
      validityFrom: 'purchase',
      introOffer: false,
      allowance: null,
      classTypeIds: [yoga.id],
      price: '180.00',
      prices: [{ price: '180.00', from: today }],
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'product.create'));
    expect(audit.map((a) => a.entityId)).toContain(String(res.body.id));
  });

  it('creates a membership: unlimited needs no count, a per-week one does (the field named)', async () => {
    const res = await admin().browser.post('/api/products', unlimited);
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body).toMatchObject({
      allowance: 'unlimited',
      allowanceCount: null,
      billingDay: 1,
      price: '129.00',
    });
    const before = await rowsOf();
    const refused = await admin().browser.post('/api/products', {
      kind: 'membership',
      name: 'Twice a Week',
      allowance: 'per_week',
      price: '99.00',
    });
    expect(refused).toMatchObject({ status: 400, body: { error: PRODUCT_MESSAGES.allowanceCount } });
    expect(await rowsOf()).toEqual(before);
  });

  it("refuses bad input with the field's message, a 400 and nothing written", async () => {
    const yoga = await insertClassType(db(), { name: 'Yin' });
    const before = await rowsOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...tenPack, name: '  ' }, PRODUCT_MESSAGES.nameRequired],
      [{ ...tenPack, classCount: 0 }, PRODUCT_MESSAGES.classCount],
      [{ ...tenPack, classCount: 2.5 }, PRODUCT_MESSAGES.classCount],
      [{ ...tenPack, validityCount: 400 }, PRODUCT_MESSAGES.validityCount],
      [{ ...tenPack, price: 'ten' }, AMOUNT_RULES.notNumber],
      [{ ...tenPack, price: '12.345' }, AMOUNT_RULES.decimals],
      [{ ...tenPack, price: '-5' }, AMOUNT_RULES.negative],
      [{ ...tenPack, price: '' }, PRODUCT_MESSAGES.invalidPrice],
      [{ ...tenPack, price: '10000.01' }, PRODUCT_MESSAGES.priceTooLarge],
      [{ ...tenPack, priceFrom: addDays(today, -1) }, PRODUCT_MESSAGES.priceDatePast],
      [{ ...tenPack, priceFrom: '2026-02-30' }, PRODUCT_MESSAGES.invalidPriceDate],
      [{ ...tenPack, classTypeIds: [yoga.id, 999_999] }, PRODUCT_MESSAGES.unknownClassType],
      [{ ...unlimited, billingDay: 31 }, PRODUCT_MESSAGES.billingDay],
    ];
    for (const [body, message] of cases) {
      const res = await admin().browser.post('/api/products', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(message);
    }
    expect(await rowsOf()).toEqual(before);
  });

  it('a new price applies from its date; the day before keeps the old one; a past date is refused', async () => {
    const created = (
      await admin().browser.post('/api/products', { ...tenPack, name: 'Five Pack', classCount: 5 })
    ).body;
    const next = addDays(today, 10);
    const res = await admin().browser.post(`/api/products/${created.id}/prices`, { price: '95', from: next });
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body.message).toBe(`New price $95.00 applies from ${next}`);
    expect(res.body.product.price).toBe('180.00');
    expect(res.body.product.prices).toEqual([
      { price: '180.00', from: today },
      { price: '95.00', from: next },
    ]);
    const stored = (await admin().browser.get(`/api/products/${created.id}`)).body.prices;
    expect(priceInForce(stored, addDays(next, -1))?.price).toBe('180.00');
    expect(priceInForce(stored, next)?.price).toBe('95.00');
    expect(priceInForce(stored, addDays(today, -1))).toBeNull();
    const past = await admin().browser.post(`/api/products/${created.id}/prices`, {
      price: '1',
      from: addDays(today, -1),
    });
    expect(past).toMatchObject({ status: 400, body: { error: PRODUCT_MESSAGES.priceDatePast } });
    const missing = await admin().browser.post('/api/products/999999/prices', { price: '1', from: next });
    expect(missing).toMatchObject({ status: 404, body: { error: PRODUCT_MESSAGES.notFound } });
  });

  it('updates the terms of what is sold from now on; a pack stays a pack', async () => {
    const created = (await admin().browser.post('/api/products', { ...tenPack, name: 'Intro Pack' })).body;
    const res = await admin().browser.put(`/api/products/${created.id}`, {
      ...tenPack,
      name: 'Intro Offer',
      classCount: 3,
      validityCount: 30,
      validityUnit: 'day',
      validityFrom: 'first_use',
      introOffer: true,
      active: false,
    });
    expect(res.status, res.body?.error).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Intro Offer',
      classCount: 3,
      validityUnit: 'day',
      validityFrom: 'first_use',
      introOffer: true,
      active: false,
      price: '180.00',
    });
    const kind = await admin().browser.put(`/api/products/${created.id}`, { ...unlimited, name: 'X' });
    expect(kind).toMatchObject({ status: 400, body: { error: PRODUCT_MESSAGES.kindFixed } });
    const missing = await admin().browser.put('/api/products/999999', tenPack);
    expect(missing).toMatchObject({ status: 404, body: { error: PRODUCT_MESSAGES.notFound } });
  });

  it('a student sees the active products only and cannot change any; no session is 401', async () => {
    const on = (await admin().browser.post('/api/products', { ...tenPack, name: 'On Sale' })).body;
    const off = (await admin().browser.post('/api/products', { ...tenPack, name: 'Retired', active: false }))
      .body;
    const listed = await student().browser.get('/api/products');
    expect(listed.status).toBe(200);
    const ids = listed.body.map((p: { id: number }) => p.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    const viaTrpc = await trpc(student().browser, 'products.list', undefined, 'query');
    expect(viaTrpc.data.map((p: { id: number }) => p.id)).toEqual(ids);

    const before = await rowsOf();
    expect((await student().browser.post('/api/products', tenPack)).status).toBe(403);
    expect((await student().browser.put(`/api/products/${on.id}`, tenPack)).status).toBe(403);
    expect(
      (await student().browser.post(`/api/products/${on.id}/prices`, { price: '1', from: today })).status,
    ).toBe(403);
    expect((await student().browser.get(`/api/products/${on.id}`)).status).toBe(403);
    const anonymous = new TestClient(t.app());
    expect((await anonymous.get('/api/products')).status).toBe(401);
    expect((await anonymous.post('/api/products', tenPack)).status).toBe(401);
    expect(await rowsOf()).toEqual(before);
  });
});
