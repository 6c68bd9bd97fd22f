/**
 * Issue 31 (decision 039): card payments through Stripe Checkout, against a local double of the Stripe
 * endpoints used (test/doubles/stripe) and webhooks signed with Stripe's scheme. The payment is recorded
 * by the webhook only, once, through billing; refunds go back to the card through the API.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import {
  cardCheckouts,
  ledgerEntries,
  payments,
  stripeAccount,
  stripeEvents,
  studentBalances,
} from '../../src/server/db/schema';
import { createServices } from '../../src/server/trpc/services';
import { englishOf } from '../../src/shared/i18n/msg';
import { CARD_MESSAGES, STRIPE_WEBHOOK_PATH } from '../../src/shared/schemas/card-payments';
import { type StripeDouble, startStripeDouble } from '../doubles/stripe/stripe-double';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, signedInAdmin, signedInStudent, studioToday } from '../factories/classes';
import { createStudent } from '../factories/people';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../setup/test-app';

const WEBHOOK_SECRET = 'whsec_testDoubleSigningSecret0123456789';
const PUBLISHABLE = 'pk_test_double0123456789';

let double: StripeDouble;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let student: Awaited<ReturnType<typeof signedInStudent>>;

beforeAll(async () => {
  double = await startStripeDouble({ secretKey: 'sk_test_51DoubleStudioKey0123456789' });
  t = await createTestApp({ STRIPE_API_URL: double.url });
  admin = await signedInAdmin(t.app, t.database.db);
  student = await signedInStudent(t.app, t.database.db, { name: 'Casey Card' });
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

const db = () => t.database.db;
const keys = (over: Record<string, string> = {}) => ({
  publishableKey: PUBLISHABLE,
  secretKey: double.secretKey,
  webhookSecret: WEBHOOK_SECRET,
  ...over,
});

async function connectStripe() {
  expect((await admin.browser.put('/api/settings/stripe', keys())).status).toBe(200);
  const on = await admin.browser.post('/api/settings/bulk', [{ key: 'stripeEnabled', value: 'true' }]);
  expect(on.status, on.body?.error).toBe(200);
}

async function owe(studentId: number, amount: string) {
  const res = await admin.browser.post('/api/payments', {
    studentId,
    amount,
    paymentMethod: 'cash',
    status: 'pending',
    notes: 'Drop-in classes',
  });
  expect(res.status, res.body?.error).toBe(201);
}

const balanceOf = async (studentId: number) =>
  (await db().select().from(studentBalances).where(eq(studentBalances.studentId, studentId)))[0]
    ?.balanceCents ?? 0;
const stripePaymentsOf = (studentId: number) =>
  db()
    .select()
    .from(payments)
    .where(and(eq(payments.studentId, studentId), eq(payments.method, 'stripe')));
const checkoutRow = async (id: number) =>
  (await db().select().from(cardCheckouts).where(eq(cardCheckouts.id, id)))[0]!;

/** Sends an event to the app's webhook as Stripe does: the raw JSON, signed. */
async function deliver(
  event: unknown,
  opts: { secret?: string; timestamp?: number; app?: TestApp['app'] } = {},
) {
  const payload = JSON.stringify(event, null, 2);
  const res = await (opts.app ?? t.app).inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': double.sign(payload, opts.secret ?? WEBHOOK_SECRET, opts.timestamp),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { received: boolean; outcome?: string } };
}

async function startBalanceCheckout(browser = student.browser) {
  const res = await browser.post('/api/card-payments', { purpose: 'balance' });
  expect(res.status, res.body?.error).toBe(201);
  const row = await checkoutRow(res.body.checkoutId);
  return { id: res.body.checkoutId as number, url: res.body.url as string, sessionId: row.sessionId! };
}

describe('Settings → Integration → Stripe keys', () => {
  it('off or unconfigured: no card option, and a card payment is refused', async () => {
    const options = await student.browser.get('/trpc/settings.paymentOptions');
    expect(JSON.stringify(options.body)).not.toContain('"stripe"');
    await admin.browser.post('/api/settings/bulk', [{ key: 'stripeEnabled', value: 'true' }]);
    const switchedOnOnly = await student.browser.get('/trpc/settings.paymentOptions');
    expect(JSON.stringify(switchedOnOnly.body)).not.toContain('"stripe"');
    const refused = await student.browser.post('/api/card-payments', { purpose: 'balance' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CARD_MESSAGES.notReady);
    await admin.browser.post('/api/settings/bulk', [{ key: 'stripeEnabled', value: 'false' }]);
  });

  it('refuses malformed keys with the field messages, and only an administrator may see or save them', async () => {
    const bad = await admin.browser.put('/api/settings/stripe', keys({ secretKey: 'sk_nope' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(CARD_MESSAGES.secretKey);
    const badHook = await admin.browser.put('/api/settings/stripe', keys({ webhookSecret: 'abc' }));
    expect(badHook.status).toBe(400);
    expect(badHook.body.error).toBe(CARD_MESSAGES.webhookSecret);
    const mixed = await admin.browser.put(
      '/api/settings/stripe',
      keys({ publishableKey: 'pk_live_0123456789ab' }),
    );
    expect(mixed.status).toBe(400);
    expect(JSON.stringify(mixed.body)).toContain(CARD_MESSAGES.modesDiffer);
    expect((await student.browser.get('/api/settings/stripe')).status).toBe(403);
    expect((await student.browser.put('/api/settings/stripe', keys())).status).toBe(403);
    expect((await browserAt(t.app).get('/api/settings/stripe')).status).toBe(401);
    expect(await db().select().from(stripeAccount)).toHaveLength(0);
  });

  it('saves the keys sealed, never sends a secret back, and Test Connection says what Stripe answered', async () => {
    const saved = await admin.browser.put('/api/settings/stripe', keys());
    expect(saved.status, saved.body?.error).toBe(200);
    expect(saved.body.message).toBe(CARD_MESSAGES.keysSaved);
    const [row] = await db().select().from(stripeAccount);
    expect(row!.secretKeySealed).not.toContain(double.secretKey);
    expect(row!.webhookSecretSealed).not.toContain(WEBHOOK_SECRET);
    const status = await admin.browser.get('/api/settings/stripe');
    expect(status.body).toMatchObject({
      configured: true,
      ready: false,
      publishableKey: PUBLISHABLE,
      secretKeyLast4: double.secretKey.slice(-4),
      livemode: false,
    });
    expect(JSON.stringify(status.body)).not.toContain(double.secretKey);
    expect(JSON.stringify(status.body)).not.toContain(WEBHOOK_SECRET);
    expect(status.body.webhookUrl).toMatch(/\/api\/webhooks\/stripe$/);

    const test = await admin.browser.post('/api/settings/stripe/test');
    expect(test.status).toBe(200);
    expect(test.body.ok).toBe(true);
    expect(test.body.message).toMatch(/^Connected to .+ \(acct_\w+\) with a test key\./);

    // A key Stripe refuses is said so, not greeted as connected.
    await admin.browser.put('/api/settings/stripe', keys({ secretKey: 'sk_test_revokedKey000000' }));
    const refused = await admin.browser.post('/api/settings/stripe/test');
    expect(refused.body).toEqual({
      ok: false,
      message: 'Stripe refused the secret key (it is wrong, revoked or for another account).',
    });
    await connectStripe();
    const options = await student.browser.get('/trpc/settings.paymentOptions');
    expect(JSON.stringify(options.body)).toContain('"stripe"');
  });
});

describe('paying what is owed by card', () => {
  it('opens a session for exactly what the ledger says, with an idempotency key; paid only once the webhook says so', async () => {
    await owe(student.student.id, '54.00');
    const before = double.requests.length;
    const checkout = await startBalanceCheckout();
    expect(checkout.url.startsWith(double.url)).toBe(true);
    const created = double.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions');
    expect(created?.idempotencyKey).toMatch(/^studio-checkout-\d+-\d+$/);
    expect(created?.body).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'cad', unit_amount: '5400' } }],
    });

    const waiting = await student.browser.get(`/api/card-payments/${checkout.id}`);
    expect(waiting.body).toMatchObject({ status: 'open', reference: null });
    expect(await stripePaymentsOf(student.student.id)).toHaveLength(0);

    const session = double.pay(checkout.sessionId);
    const answer = await deliver(double.event('checkout.session.completed', session));
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toMatch(/^recorded payment \d+$/);

    const [paid] = await stripePaymentsOf(student.student.id);
    expect(paid).toMatchObject({ amountCents: 5400, transactionId: session.payment_intent, status: 'paid' });
    expect(await balanceOf(student.student.id)).toBe(0);
    const state = await student.browser.get(`/api/card-payments/${checkout.id}`);
    expect(state.body).toMatchObject({ status: 'paid', reference: session.payment_intent });
    expect(state.body.message).toBe(`Payment received: $54.00 for amount owed. Thank you!`);

    // The administrator's ledger lists it once, with its method and Stripe's reference.
    const ledger = await admin.browser.get(`/api/payments?studentId=${student.student.id}`);
    const rows = (ledger.body.rows ?? ledger.body) as { methodLabel: string; transactionId: string }[];
    const card = rows.filter((r) => r.transactionId === session.payment_intent);
    expect(card).toHaveLength(1);
    expect(card[0]!.methodLabel).toBe('Card (Stripe)');
    // The financial report counts it under its method.
    const today = studioToday();
    const report = await admin.browser.get(`/api/reports/financial?from=${today}&to=${today}`);
    expect(report.body.byMethod).toContainEqual({
      method: 'stripe',
      label: 'Card (Stripe)',
      paymentCount: 1,
      amount: '54.00',
    });
  });

  it('the same event twice, a retry with a new id, and an expiry arriving late record nothing more', async () => {
    const buyer = await signedInStudent(t.app, db(), { name: 'Twice Paid' });
    await owe(buyer.student.id, '30.00');
    const checkout = await startBalanceCheckout(buyer.browser);
    const session = double.pay(checkout.sessionId);
    const event = double.event('checkout.session.completed', session);
    expect((await deliver(event)).body.outcome).toMatch(/^recorded/);
    const again = await deliver(event);
    expect(again).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate: this event was already received' },
    });
    const async = await deliver(double.event('checkout.session.async_payment_succeeded', session));
    expect(async.body.outcome).toMatch(/^already recorded as payment \d+$/);
    const late = await deliver(double.event('checkout.session.expired', { ...session, status: 'expired' }));
    expect(late.body.outcome).toBe('ignored: the payment is already recorded');
    expect(await stripePaymentsOf(buyer.student.id)).toHaveLength(1);
    expect((await checkoutRow(checkout.id)).status).toBe('paid');
    const credits = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studentId, buyer.student.id), eq(ledgerEntries.entryType, 'payment')));
    expect(credits[0]!.n).toBe(1);
  });

  it('two instances receiving the same event at the same moment record one payment', async () => {
    const other = await buildApp({
      services: createServices(t.config, t.database, TEST_APP_SECRET),
      serveClient: false,
    });
    await other.ready();
    try {
      const buyer = await signedInStudent(t.app, db(), { name: 'Two Instances' });
      await owe(buyer.student.id, '41.50');
      const checkout = await startBalanceCheckout(buyer.browser);
      const event = double.event('checkout.session.completed', double.pay(checkout.sessionId));
      const answers = await Promise.all([deliver(event), deliver(event, { app: other }), deliver(event)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.body.outcome?.startsWith('recorded payment'))).toHaveLength(1);
      const paid = await stripePaymentsOf(buyer.student.id);
      expect(paid.map((p) => p.amountCents)).toEqual([4150]);
      expect(await balanceOf(buyer.student.id)).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('a payment that settles later is processing, then failed: nothing recorded, still owed', async () => {
    const buyer = await signedInStudent(t.app, db(), { name: 'Slow Bank' });
    await owe(buyer.student.id, '25.00');
    const checkout = await startBalanceCheckout(buyer.browser);
    const session = double.pay(checkout.sessionId, { asyncPending: true });
    expect((await deliver(double.event('checkout.session.completed', session))).body.outcome).toBe(
      `checkout ${checkout.id} processing`,
    );
    const processing = await buyer.browser.get(`/api/card-payments/${checkout.id}`);
    expect(processing.body.status).toBe('processing');
    expect((await deliver(double.event('checkout.session.async_payment_failed', session))).body.outcome).toBe(
      `checkout ${checkout.id} failed`,
    );
    const failed = await buyer.browser.get(`/api/card-payments/${checkout.id}`);
    expect(failed.body).toMatchObject({
      status: 'failed',
      message: 'The card payment did not go through. Nothing was charged.',
    });
    expect(await stripePaymentsOf(buyer.student.id)).toHaveLength(0);
    expect(await balanceOf(buyer.student.id)).toBe(2500);
  });

  it('an expired session says so and records nothing', async () => {
    const buyer = await signedInStudent(t.app, db(), { name: 'Walked Away' });
    await owe(buyer.student.id, '18.00');
    const checkout = await startBalanceCheckout(buyer.browser);
    const expired = double.expire(checkout.sessionId);
    expect((await deliver(double.event('checkout.session.expired', expired))).body.outcome).toBe(
      `checkout ${checkout.id} expired`,
    );
    const state = await buyer.browser.get(`/api/card-payments/${checkout.id}`);
    expect(state.body).toMatchObject({
      status: 'expired',
      message: 'This card payment expired before it was paid. Nothing was charged.',
    });
    expect(await balanceOf(buyer.student.id)).toBe(1800);
  });

  it('a wrong signature, a missing one, or an old replay is refused with 400 and nothing is written', async () => {
    const buyer = await signedInStudent(t.app, db(), { name: 'Forged Event' });
    await owe(buyer.student.id, '60.00');
    const checkout = await startBalanceCheckout(buyer.browser);
    const event = double.event('checkout.session.completed', double.pay(checkout.sessionId));
    const forged = await deliver(event, { secret: 'whsec_someoneElsesSecret000' });
    expect(forged.status).toBe(400);
    const old = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(old.status).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing (re-serialised JSON) no longer matches its signature.
    const payload = JSON.stringify(event, null, 2);
    const tampered = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': double.sign(payload, WEBHOOK_SECRET),
      },
      payload: payload.replace(/"amount_total": \d+/, '"amount_total": 1'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(0);
    expect(await stripePaymentsOf(buyer.student.id)).toHaveLength(0);
    expect((await checkoutRow(checkout.id)).status).toBe('open');
  });

  it('a PaymentIntent already recorded for another student is refused with its reason, answered 200, not retried forever', async () => {
    const buyer = await signedInStudent(t.app, db(), { name: 'Mixed Up' });
    const someoneElse = await createStudent(db(), { name: 'Someone Else' });
    await owe(buyer.student.id, '33.00');
    const checkout = await startBalanceCheckout(buyer.browser);
    const session = double.pay(checkout.sessionId);
    const byHand = await admin.browser.post('/api/payments', {
      studentId: someoneElse.id,
      amount: '33.00',
      paymentMethod: 'stripe',
      status: 'paid',
      transactionId: session.payment_intent,
    });
    expect(byHand.status, byHand.body?.error).toBe(201);
    const answer = await deliver(double.event('checkout.session.completed', session));
    expect(answer).toEqual({
      status: 200,
      body: {
        received: true,
        outcome: 'refused: This transaction ID is already recorded for another student',
      },
    });
    expect((await checkoutRow(checkout.id)).status).toBe('open');
    expect(await balanceOf(buyer.student.id)).toBe(3300);
  });

  it('an event for a session this studio never opened is stored, logged and answered 200, never a 500', async () => {
    const foreign = double.event('checkout.session.completed', {
      id: 'cs_test_notOurs000000000000',
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      amount_total: 999,
      currency: 'cad',
      payment_intent: 'pi_notOurs0000000',
      metadata: {},
      client_reference_id: null,
    });
    const answer = await deliver(foreign);
    expect(answer).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored: a session this studio did not open' },
    });
    const unknownType = await deliver(
      double.event('customer.created', { id: 'cus_123', object: 'customer' }),
    );
    expect(unknownType.body.outcome).toBe('ignored: customer.created is not an event this app acts on');
    expect(
      await db().select().from(payments).where(eq(payments.transactionId, 'pi_notOurs0000000')),
    ).toHaveLength(0);
  });
});

describe('what a card checkout pays', () => {
  it('nothing owed is refused; another student’s checkout is not found; an administrator cannot open one', async () => {
    const clear = await signedInStudent(t.app, db(), { name: 'Nothing Owed' });
    const none = await clear.browser.post('/api/card-payments', { purpose: 'balance' });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(CARD_MESSAGES.nothingOwed);
    const [mine] = await db().select({ id: cardCheckouts.id }).from(cardCheckouts).limit(1);
    expect((await clear.browser.get(`/api/card-payments/${mine!.id}`)).status).toBe(404);
    expect((await admin.browser.post('/api/card-payments', { purpose: 'balance' })).status).toBe(403);
    expect((await browserAt(t.app).post('/api/card-payments', { purpose: 'balance' })).status).toBe(401);
    const bad = await clear.browser.post('/api/card-payments', { purpose: 'gift' });
    expect(bad.status).toBe(400);
  });

  it('a pack bought by card is sold, its price owed, and paid by the webhook', async () => {
    const product = await admin.browser.post('/api/products', {
      kind: 'pack',
      name: 'Five Class Card',
      classCount: 5,
      validityCount: 2,
      validityUnit: 'month',
      price: '90.00',
    });
    expect(product.status, product.body?.error).toBe(201);
    const buyer = await signedInStudent(t.app, db(), { name: 'Pack Buyer' });
    const res = await buyer.browser.post('/api/card-payments', {
      purpose: 'purchase',
      productId: product.body.id,
    });
    expect(res.status, res.body?.error).toBe(201);
    expect(await balanceOf(buyer.student.id)).toBe(9000);
    const row = await checkoutRow(res.body.checkoutId);
    expect(row).toMatchObject({ purpose: 'purchase', amountCents: 9000 });
    const event = double.event('checkout.session.completed', double.pay(row.sessionId!));
    expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(buyer.student.id)).toBe(0);
    const passes = await buyer.browser.get('/trpc/products.passes');
    expect(JSON.stringify(passes.body)).toContain('Five Class Card');
  });

  it('a purchase whose card payment expires is still the student’s, owed, and the return page says so', async () => {
    const product = await admin.browser.post('/api/products', {
      kind: 'pack',
      name: 'Three Class Card',
      classCount: 3,
      validityCount: 1,
      validityUnit: 'month',
      price: '54.00',
    });
    const buyer = await signedInStudent(t.app, db(), { name: 'Walked Off' });
    const res = await buyer.browser.post('/api/card-payments', {
      purpose: 'purchase',
      productId: product.body.id,
    });
    const row = await checkoutRow(res.body.checkoutId);
    await deliver(double.event('checkout.session.expired', double.expire(row.sessionId!)));
    const state = await buyer.browser.get(`/api/card-payments/${row.id}`);
    expect(state.body).toMatchObject({
      purpose: 'purchase',
      status: 'expired',
      message:
        'This card payment expired before it was paid. Nothing was charged. Three Class Card is yours and its price is owed: pay it from Payments.',
    });
    expect(await balanceOf(buyer.student.id)).toBe(5400);
  });

  it('an invoice is paid for its amount due, the payment names it, and the invoice is paid', async () => {
    const type = await insertClassType(db(), { priceCents: 2600 });
    const buyer = await signedInStudent(t.app, db(), { name: 'Invoice Payer' });
    const instance = await classIn(db(), type.id, 30, { priceCents: 2600 });
    const booked = await buyer.browser.post('/api/student-bookings', {
      studentId: buyer.student.id,
      classInstanceId: instance.id,
    });
    expect(booked.status, booked.body?.error).toBe(201);
    const period = instance.classDate.slice(0, 7);
    const generated = await admin.browser.post('/api/payments/generate-monthly', {
      month: Number(period.slice(5)),
      year: Number(period.slice(0, 4)),
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const [invoice] = (await admin.browser.get(`/api/invoices/student/${buyer.student.id}`)).body as {
      id: number;
    }[];
    // A bill not issued yet is not the student's to see, nor to pay.
    const early = await buyer.browser.post('/api/card-payments', {
      purpose: 'invoice',
      invoiceId: invoice!.id,
    });
    expect(early.status).toBe(404);
    expect((await admin.browser.post(`/api/invoices/${invoice!.id}/send`)).status).toBe(200);
    // Another student cannot pay it (or learn it exists).
    const other = await student.browser.post('/api/card-payments', {
      purpose: 'invoice',
      invoiceId: invoice!.id,
    });
    expect(other.status).toBe(404);

    const res = await buyer.browser.post('/api/card-payments', {
      purpose: 'invoice',
      invoiceId: invoice!.id,
    });
    expect(res.status, res.body?.error).toBe(201);
    const row = await checkoutRow(res.body.checkoutId);
    expect(row).toMatchObject({ purpose: 'invoice', invoiceId: invoice!.id, amountCents: 2600 });
    await deliver(double.event('checkout.session.completed', double.pay(row.sessionId!)));
    const [paid] = await stripePaymentsOf(buyer.student.id);
    expect(paid).toMatchObject({ invoiceId: invoice!.id, amountCents: 2600 });
    const detail = await buyer.browser.get(`/api/invoices/${invoice!.id}`);
    expect(detail.body).toMatchObject({ status: 'paid', amountDue: '0.00' });
    const again = await buyer.browser.post('/api/card-payments', {
      purpose: 'invoice',
      invoiceId: invoice!.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(CARD_MESSAGES.invoiceNotOwed);
  });

  it('a membership bought by card starts, its first period is owed, and the webhook pays it', async () => {
    const product = await admin.browser.post('/api/products', {
      kind: 'membership',
      name: 'Unlimited by Card',
      allowance: 'unlimited',
      price: '120.00',
    });
    expect(product.status, product.body?.error).toBe(201);
    const buyer = await signedInStudent(t.app, db(), { name: 'Member by Card' });
    const res = await buyer.browser.post('/api/card-payments', {
      purpose: 'purchase',
      productId: product.body.id,
    });
    expect(res.status, res.body?.error).toBe(201);
    const owed = await balanceOf(buyer.student.id);
    expect(owed).toBeGreaterThan(0);
    const row = await checkoutRow(res.body.checkoutId);
    expect(row.amountCents).toBe(owed);
    await deliver(double.event('checkout.session.completed', double.pay(row.sessionId!)));
    expect(await balanceOf(buyer.student.id)).toBe(0);
    const held = await buyer.browser.get('/api/memberships');
    expect(held.body).toMatchObject([{ name: 'Unlimited by Card' }]);
  });

  it('a second click while a session is open is offered the same session, not a second one', async () => {
    const buyer = await signedInStudent(t.app, db(), { name: 'Double Click' });
    await owe(buyer.student.id, '12.00');
    const first = await startBalanceCheckout(buyer.browser);
    const second = await startBalanceCheckout(buyer.browser);
    expect(second.id).toBe(first.id);
    expect(second.url).toBe(first.url);
    // Back by Stripe's cancel address: the server says so, and that nothing was charged.
    const left = await buyer.browser.get(`/api/card-payments/${first.id}?left=1`);
    expect(left.body).toMatchObject({
      status: 'open',
      left: true,
      message: "You left Stripe's page before paying $12.00. Nothing was charged to your card.",
    });
  });
});

describe('refunds to the card', () => {
  async function paidByCard(name: string, amount: string) {
    const buyer = await signedInStudent(t.app, db(), { name });
    await owe(buyer.student.id, amount);
    const checkout = await startBalanceCheckout(buyer.browser);
    const session = double.pay(checkout.sessionId);
    await deliver(double.event('checkout.session.completed', session));
    const [payment] = await stripePaymentsOf(buyer.student.id);
    return { buyer, payment: payment!, session };
  }

  it('sends part back through Stripe, records it once as money given back, and its webhook changes nothing more', async () => {
    const { buyer, payment } = await paidByCard('Refund Me', '80.00');
    const res = await admin.browser.post(`/api/payments/${payment.id}/card-refunds`, {
      amount: '20.00',
      reason: 'Class cancelled by the studio',
    });
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body.refund).toMatchObject({ status: 'succeeded', amount: '20.00' });
    expect(res.body.message).toMatch(/^\$20\.00 refunded to the card: Stripe confirmed it \(re_\w+\)\.$/);
    const refundId = res.body.refund.stripeRefundId as string;
    const sent = double.requests.find((r) => r.path === '/v1/refunds');
    expect(sent?.body).toMatchObject({ payment_intent: payment.transactionId, amount: '2000' });
    expect(sent?.idempotencyKey).toMatch(/^studio-refund-\d+-\d+$/);

    const [out] = await db().select().from(payments).where(eq(payments.transactionId, refundId));
    expect(out).toMatchObject({ amountCents: -2000, status: 'refunded', method: 'stripe' });
    expect(await balanceOf(buyer.student.id)).toBe(2000);
    // The profile's Payments list shows the card payment and the money that went back to the card.
    const listed = await admin.browser.get(`/api/payments/student/${buyer.student.id}`);
    expect(
      (listed.body as { amount: string; transactionId: string }[]).map((p) => [p.amount, p.transactionId]),
    ).toEqual([
      ['-20.00', refundId],
      ['80.00', payment.transactionId],
    ]);

    // Stripe's own events about the same refund, in any order, record nothing more.
    const refund = double.refund(refundId);
    expect((await deliver(double.event('refund.updated', refund))).body.outcome).toMatch(/already succeeded/);
    expect(
      (await deliver(double.event('refund.created', { ...refund, status: 'pending' }))).body.outcome,
    ).toMatch(/stays succeeded|already succeeded/);
    expect(await db().select().from(payments).where(eq(payments.transactionId, refundId))).toHaveLength(1);

    const status = await admin.browser.get(`/api/payments/${payment.id}/card-refunds`);
    expect(status.body).toMatchObject({ paid: '80.00', refundable: '60.00' });
    const tooMuch = await admin.browser.post(`/api/payments/${payment.id}/card-refunds`, {
      amount: '60.01',
      reason: 'Too much',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe(englishOf(CARD_MESSAGES.refundTooLarge('$60.00')));
    const overLimit = await admin.browser.post(`/api/payments/${payment.id}/card-refunds`, {
      amount: '1000.01',
      reason: 'Over the limit',
    });
    expect(overLimit.status).toBe(400);
    expect(overLimit.body.error).toBe(CARD_MESSAGES.refundOverLimit);
  });

  it('a refund Stripe has not confirmed yet is recorded only when its webhook says it succeeded', async () => {
    const { buyer, payment } = await paidByCard('Pending Refund', '45.00');
    double.nextRefundStatus = 'pending';
    try {
      const res = await admin.browser.post(`/api/payments/${payment.id}/card-refunds`, {
        amount: '45.00',
        reason: 'Moved away',
      });
      expect(res.status, res.body?.error).toBe(201);
      expect(res.body.refund.status).toBe('pending');
      expect(res.body.message).toMatch(
        /^Stripe accepted the refund of \$45\.00 \(re_\w+\)\. It is recorded once Stripe confirms it\.$/,
      );
      expect(await balanceOf(buyer.student.id)).toBe(0);
      const refund = { ...double.refund(res.body.refund.stripeRefundId), status: 'succeeded' };
      const answer = await deliver(double.event('refund.updated', refund));
      expect(answer.body.outcome).toMatch(/succeeded: recorded as payment \d+/);
      expect(await balanceOf(buyer.student.id)).toBe(4500);
      expect((await deliver(double.event('refund.updated', refund))).body.outcome).toMatch(
        /already succeeded/,
      );
    } finally {
      double.nextRefundStatus = 'succeeded';
    }
  });

  it('only a Stripe card payment can go back to a card, and only an administrator may send it', async () => {
    const cash = await createStudent(db(), { name: 'Cash Payer' });
    const paid = await admin.browser.post('/api/payments', {
      studentId: cash.id,
      amount: '20.00',
      paymentMethod: 'cash',
      status: 'paid',
    });
    const refused = await admin.browser.post(`/api/payments/${paid.body.payment.id}/card-refunds`, {
      amount: '5',
      reason: 'x',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CARD_MESSAGES.notCardPayment);
    const { payment } = await paidByCard('Student Tries', '10.00');
    expect(
      (await student.browser.post(`/api/payments/${payment.id}/card-refunds`, { amount: '5', reason: 'x' }))
        .status,
    ).toBe(403);
    const noReason = await admin.browser.post(`/api/payments/${payment.id}/card-refunds`, {
      amount: '5',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(CARD_MESSAGES.refundReason);
  });
});
