/**
 * Issue 30 §2 (decision 038): selling a class pack. The administrator sells one on a student's profile,
 * or the student buys one: the terms are copied, the dates set, the price in force charged on the
 * ledger with its tax, owed until paid. An intro offer sells once, even to two requests at once.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, studentBalances, studentPasses } from '../../src/server/db/schema';
import { addDays, validThrough } from '../../src/shared/dates';
import { englishOf } from '../../src/shared/i18n/msg';
import { PASS_MESSAGES, PRODUCT_MESSAGES } from '../../src/shared/schemas/products';
import { studioToday } from '../factories/classes';
import { createStudent } from '../factories/people';
import { TestClient } from '../setup/http';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student } = signInAdminAndStudent(t);
const db = t.db;
const today = studioToday();

const pack = (over: Record<string, unknown> = {}) => ({
  kind: 'pack',
  name: '10-Class Card',
  classCount: 10,
  validityCount: 3,
  validityUnit: 'month',
  price: '180.00',
  ...over,
});
async function product(over: Record<string, unknown> = {}) {
  const res = await admin().browser.post('/api/products', pack(over));
  expect(res.status, res.body?.error).toBe(201);
  return res.body as { id: number; name: string };
}
const passesOf = (studentId: number) =>
  db().select().from(studentPasses).where(eq(studentPasses.studentId, studentId));
const ledgerOf = (studentId: number) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId));

describe('selling a class pack', () => {
  it('the administrator sells one: terms copied, valid from today, the price charged with its tax, owed', async () => {
    const card = await product();
    const buyer = await createStudent(db(), { name: 'Pat Buyer' });
    const res = await admin().browser.post(`/api/students/${buyer.id}/passes`, { productId: card.id });
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body.message).toBe(englishOf(PASS_MESSAGES.sold('10-Class Card', '$180.00')));
    expect(res.body.pass).toMatchObject({
      productId: card.id,
      name: '10-Class Card',
      classesTotal: 10,
      classesLeft: 10,
      startsOn: today,
      expiresOn: validThrough(today, 3, 'month'),
      price: '180.00',
    });
    const [charge] = await ledgerOf(buyer.id);
    expect(charge).toMatchObject({
      entryType: 'charge',
      amountCents: 18_000,
      description: '10-Class Card (class pack)',
      isManual: false,
    });
    expect(charge!.taxCents).toBeGreaterThan(0);
    const [balance] = await db()
      .select()
      .from(studentBalances)
      .where(eq(studentBalances.studentId, buyer.id));
    expect(balance?.balanceCents).toBe(18_000);

    // Editing the product later changes no sale.
    await admin().browser.put(`/api/products/${card.id}`, pack({ name: 'Renamed', classCount: 5 }));
    const listed = await admin().browser.get(`/api/students/${buyer.id}/passes`);
    expect(listed.body).toMatchObject([{ name: '10-Class Card', classesTotal: 10 }]);
  });

  it('validity from first use leaves the dates open; a later price applies from its date only', async () => {
    const card = await product({ name: 'Flex Five', classCount: 5, validityFrom: 'first_use' });
    await admin().browser.post(`/api/products/${card.id}/prices`, { price: '99', from: addDays(today, 5) });
    const buyer = await createStudent(db(), { name: 'Flex Buyer' });
    const res = await admin().browser.post(`/api/students/${buyer.id}/passes`, { productId: card.id });
    expect(res.body.pass).toMatchObject({ startsOn: null, expiresOn: null, price: '180.00' });
  });

  it('a pack whose first price starts later sells at that price, the one its card shows', async () => {
    const card = await product({ name: 'Opening Card', price: '150.00', priceFrom: addDays(today, 10) });
    const listed = (await admin().browser.get(`/api/products/${card.id}`)).body;
    expect(listed.price).toBe('150.00');
    const buyer = await createStudent(db(), { name: 'Early Buyer' });
    const res = await admin().browser.post(`/api/students/${buyer.id}/passes`, { productId: card.id });
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body.pass.price).toBe('150.00');
  });

  it('a student buys one for themselves and sees it; another student’s passes are not theirs', async () => {
    const card = await product({ name: 'Student Card' });
    const res = await student().browser.post('/api/passes', { productId: card.id });
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body.message).toBe(englishOf(PASS_MESSAGES.bought('Student Card', '$180.00')));
    const mine = await student().browser.get('/api/passes');
    expect(mine.body.map((p: { name: string }) => p.name)).toContain('Student Card');
    const other = await createStudent(db(), { name: 'Someone Else' });
    expect((await student().browser.get(`/api/students/${other.id}/passes`)).status).toBe(404);
    expect(
      (await student().browser.post(`/api/students/${other.id}/passes`, { productId: card.id })).status,
    ).toBe(403);
    expect((await new TestClient(t.app()).post('/api/passes', { productId: card.id })).status).toBe(401);
  });

  it('refuses a membership, a product not on sale and an unknown one, writing nothing', async () => {
    const buyer = await createStudent(db(), { name: 'Refused Buyer' });
    const membership = (
      await admin().browser.post('/api/products', {
        kind: 'membership',
        name: 'All In',
        allowance: 'unlimited',
        price: '99',
      })
    ).body;
    const retired = await product({ name: 'Retired Card', active: false });
    const cases: [number, number, string][] = [
      [membership.id, 400, PASS_MESSAGES.notAPack],
      [retired.id, 409, PASS_MESSAGES.notOnSale],
      [999_999, 404, PRODUCT_MESSAGES.notFound],
    ];
    for (const [productId, status, error] of cases) {
      const res = await admin().browser.post(`/api/students/${buyer.id}/passes`, { productId });
      expect(res).toMatchObject({ status, body: { error } });
    }
    expect(await passesOf(buyer.id)).toEqual([]);
    expect(await ledgerOf(buyer.id)).toEqual([]);
  });

  it('an intro offer sells once per student, even to ten requests at the same instant', async () => {
    const intro = await product({ name: 'Intro Three', classCount: 3, introOffer: true, price: '39' });
    const buyer = await createStudent(db(), { name: 'Newcomer' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin().browser.post(`/api/students/${buyer.id}/passes`, { productId: intro.id }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.error === PASS_MESSAGES.introTaken)).toBe(true);
    expect(await passesOf(buyer.id)).toHaveLength(1);
    expect(await ledgerOf(buyer.id)).toHaveLength(1);
  });
});

describe('extending a pack', () => {
  it('moves the last day later with a reason, audited; refuses an earlier day, no reason, a pack without dates and a student', async () => {
    const card = await product({ name: 'Extend Card' });
    const buyer = await createStudent(db(), { name: 'Extender' });
    const sold = (await admin().browser.post(`/api/students/${buyer.id}/passes`, { productId: card.id })).body
      .pass as { id: number; expiresOn: string };
    const later = addDays(sold.expiresOn, 14);
    const res = await admin().browser.put(`/api/passes/${sold.id}/expiry`, {
      expiresOn: later,
      reason: 'Injury',
    });
    expect(res.status, res.body?.error).toBe(200);
    expect(res.body.pass.expiresOn).toBe(later);
    expect(res.body.message).toContain('Extend Card is now valid until');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'pass.extend' and ${auditLog.entityId} = ${sold.id}`);
    expect(audit?.details).toMatchObject({ from: sold.expiresOn, to: later, reason: 'Injury' });

    const refused = [
      [{ expiresOn: sold.expiresOn, reason: 'Same' }, 400, PASS_MESSAGES.notLater],
      [{ expiresOn: addDays(later, 1), reason: ' ' }, 400, PASS_MESSAGES.reasonRequired],
    ] as const;
    for (const [body, status, error] of refused) {
      expect(await admin().browser.put(`/api/passes/${sold.id}/expiry`, body)).toMatchObject({
        status,
        body: { error },
      });
    }
    const flex = await product({ name: 'Extend Flex', validityFrom: 'first_use' });
    const open = (await admin().browser.post(`/api/students/${buyer.id}/passes`, { productId: flex.id })).body
      .pass as { id: number };
    expect(
      await admin().browser.put(`/api/passes/${open.id}/expiry`, { expiresOn: later, reason: 'x' }),
    ).toMatchObject({ status: 409, body: { error: PASS_MESSAGES.notStartedYet } });
    expect(
      (
        await student().browser.put(`/api/passes/${sold.id}/expiry`, {
          expiresOn: addDays(later, 5),
          reason: 'me',
        })
      ).status,
    ).toBe(403);
    expect(
      await admin().browser.put('/api/passes/999999/expiry', { expiresOn: later, reason: 'x' }),
    ).toMatchObject({ status: 404, body: { error: PASS_MESSAGES.passNotFound } });
  });
});
