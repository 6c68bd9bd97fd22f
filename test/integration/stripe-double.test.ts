import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StripeDouble, startStripeDouble } from '../doubles/stripe/stripe-double';

/*
 * The Stripe double against the official `stripe` package, pointed at it the way the app points it:
 * whatever the package accepts, rejects or verifies here, it does the same against the double in the
 * app's tests.
 */

const WEBHOOK_SECRET = 'whsec_test_double_secret';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
}

let double: StripeDouble;
let stripe: Stripe;
let receiver: Server;
const received: Received[] = [];

beforeAll(async () => {
  double = await startStripeDouble({ accountName: 'Riverside Yoga' });
  stripe = new Stripe(double.secretKey, {
    host: double.host,
    port: double.port,
    protocol: double.protocol,
    maxNetworkRetries: 1,
  });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  double.webhookTarget = {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`,
    secret: WEBHOOK_SECRET,
  };
});

afterAll(async () => {
  await double?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

function sessionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'CAD', unit_amount: 5400, product_data: { name: '10-class pass' } },
      },
    ],
    client_reference_id: '12',
    customer_email: 'student@example.com',
    metadata: { checkoutId: '12' },
    payment_intent_data: { metadata: { checkoutId: '12' }, description: '10-class pass' },
    success_url: 'http://app.test/?card=12&session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/?card=12&left=1',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
}

/** What the package raised, for assertions on Stripe's error fields. */
async function failure(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected Stripe to refuse');
}

async function paidSession(): Promise<Stripe.Checkout.Session> {
  const created = await stripe.checkout.sessions.create(sessionParams());
  double.pay(created.id);
  return stripe.checkout.sessions.retrieve(created.id);
}

describe('account', () => {
  it('answers the account for the right key', async () => {
    const account = await stripe.accounts.retrieveCurrent();
    expect(account).toMatchObject({
      object: 'account',
      business_profile: { name: 'Riverside Yoga' },
      settings: { dashboard: { display_name: 'Riverside Yoga' } },
      country: 'CA',
      default_currency: 'cad',
      charges_enabled: true,
      details_submitted: true,
    });
    expect(account.id).toMatch(/^acct_/);
    expect(account.lastResponse.requestId).toMatch(/^req_/);
    expect(account.lastResponse.headers['stripe-version']).toBe(Stripe.API_VERSION);
  });

  it('refuses another key as Stripe does, without showing it', async () => {
    const other = new Stripe('sk_test_wrong_key_abcd', {
      host: double.host,
      port: double.port,
      protocol: double.protocol,
      maxNetworkRetries: 1,
    });
    const error = await failure(other.accounts.retrieveCurrent());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.rawType).toBe('invalid_request_error');
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_\*+abcd$/);
    expect(error.message).not.toContain('wrong_key');
  });
});

describe('Checkout Sessions', () => {
  it('creates an open, unpaid session with its amounts and a hosted page', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_subtotal: 5400,
      amount_total: 5400,
      currency: 'cad',
      client_reference_id: '12',
      customer_email: 'student@example.com',
      metadata: { checkoutId: '12' },
      livemode: false,
      url: `${double.url}/c/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    const request = double.requests.at(-1)!;
    expect(request.body.line_items).toEqual([
      {
        quantity: '1',
        price_data: { currency: 'CAD', unit_amount: '5400', product_data: { name: '10-class pass' } },
      },
    ]);
    expect(request.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it('replays an idempotent create and refuses the key with other parameters', async () => {
    const key = `studio-checkout-12-${Date.now()}`;
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: key });
    const again = await stripe.checkout.sessions.create(sessionParams({ expires_at: first.expires_at }), {
      idempotencyKey: key,
    });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const error = await failure(
      stripe.checkout.sessions.create(sessionParams({ client_reference_id: '13' }), { idempotencyKey: key }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
  });

  it('validates what Stripe validates', async () => {
    const { success_url: _, ...noSuccess } = sessionParams();
    const missing = await failure(stripe.checkout.sessions.create(noSuccess));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ code: 'parameter_missing', param: 'success_url' });

    const soon = await failure(
      stripe.checkout.sessions.create(sessionParams({ expires_at: Math.floor(Date.now() / 1000) + 600 })),
    );
    expect(soon).toMatchObject({ param: 'expires_at', statusCode: 400 });
    expect(soon.message).toContain('at least 30 minutes');

    const tooCheap = await failure(
      stripe.checkout.sessions.create(
        sessionParams({
          line_items: [
            { quantity: 1, price_data: { currency: 'cad', unit_amount: 20, product_data: { name: 'x' } } },
          ],
        }),
      ),
    );
    expect(tooCheap.message).toBe(
      "The Checkout Session's total amount due must add up to at least $0.50 cad",
    );

    // Removed from Checkout Session creation in API version 2026-09-30.endive (the package pins a later one).
    const legacy = {
      ...sessionParams(),
      payment_method_types: ['card'],
    } as Stripe.Checkout.SessionCreateParams;
    const unknown = await failure(stripe.checkout.sessions.create(legacy));
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'payment_method_types' });
  });

  it('answers 404 resource_missing for an unknown session', async () => {
    const error = await failure(stripe.checkout.sessions.retrieve('cs_test_nope'));
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect(error.message).toBe("No such checkout.session: 'cs_test_nope'");
  });

  it('expires an open session, and only an open one', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    const again = await failure(stripe.checkout.sessions.expire(session.id));
    expect(again.statusCode).toBe(400);
  });
});

describe('the hosted page', () => {
  it('shows the amount and pays with a redirect to success_url, then delivers the signed event', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('<title>Stripe Checkout (test double)</title>');
    expect(html).toContain('10-class pass');
    expect(html).toContain('$54.00 CAD');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('href="http://app.test/?card=12&#38;left=1">Back</a>');

    const before = received.length;
    const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/?card=12&session=${session.id}`);

    await double.idle();
    const delivery = received.at(before)!;
    expect(delivery.headers['user-agent']).toBe('Stripe/1.0 (+https://stripe.com/docs/webhooks)');
    const event = stripe.webhooks.constructEvent(
      delivery.raw,
      String(delivery.headers['stripe-signature']),
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('checkout.session.completed');
    if (event.type !== 'checkout.session.completed') return;
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid', status: 'complete' });

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    const intent = retrieved.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 5400,
      amount_received: 5400,
      currency: 'cad',
      metadata: { checkoutId: '12' },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.latest_charge).toMatch(/^ch_/);
  });
});

describe('Stripe-side changes', () => {
  it('completes an async payment unpaid, then settles it with async_payment_succeeded', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const pending = double.pay(created.id, { asyncPending: true });
    expect(pending).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const intent = String(pending.payment_intent);
    expect((await stripe.paymentIntents.retrieve(intent)).status).toBe('processing');
    expect((await failure(stripe.refunds.create({ payment_intent: intent }))).statusCode).toBe(400);

    await double.idle();
    const before = double.deliveries.length;
    double.settlePayment(created.id, 'succeeded');
    await double.idle();
    expect(double.deliveries.slice(before).map((d) => d.event.type)).toEqual([
      'checkout.session.async_payment_succeeded',
    ]);
    expect((await stripe.checkout.sessions.retrieve(created.id)).payment_status).toBe('paid');
  });

  it('expires a session once its expires_at has passed, and delivers checkout.session.expired', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    await double.idle();
    const before = double.deliveries.length;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((created.expires_at + 1) * 1000);
      expect((await stripe.checkout.sessions.retrieve(created.id)).status).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
    await double.idle();
    expect(double.deliveries.slice(before).map((d) => d.event.type)).toEqual(['checkout.session.expired']);
    expect((await fetch(created.url!)).status).toBe(410);
  });
});

describe('refunds', () => {
  it('refunds part of a payment, refuses more than is left, then refuses a spent charge', async () => {
    const session = await paidSession();
    const intent = String(session.payment_intent);
    const refund = await stripe.refunds.create({
      payment_intent: intent,
      amount: 2000,
      reason: 'requested_by_customer',
      metadata: { cardRefundId: '1' },
    });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 2000,
      currency: 'cad',
      payment_intent: intent,
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: { cardRefundId: '1' },
    });
    expect(refund.id).toMatch(/^re_/);
    expect(refund.charge).toMatch(/^ch_/);
    expect((await stripe.refunds.retrieve(refund.id)).amount).toBe(2000);

    const tooLarge = await failure(stripe.refunds.create({ payment_intent: intent, amount: 4000 }));
    expect(tooLarge).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooLarge).toMatchObject({ code: 'amount_too_large', param: 'amount' });
    expect(tooLarge.message).toBe(
      'Refund amount ($40.00) is greater than unrefunded amount on charge ($34.00)',
    );

    expect((await stripe.refunds.create({ payment_intent: intent })).amount).toBe(3400);
    const spent = await failure(stripe.refunds.create({ payment_intent: intent, amount: 1 }));
    expect(spent.code).toBe('charge_already_refunded');
  });

  it('answers a pending refund when told to, and settles it with refund.updated', async () => {
    const session = await paidSession();
    await double.idle();
    const before = double.deliveries.length;
    double.nextRefundStatus = 'pending';
    try {
      const refund = await stripe.refunds.create({ payment_intent: String(session.payment_intent) });
      expect(refund.status).toBe('pending');
      double.settleRefund(refund.id, 'failed');
      await double.idle();
      const types = double.deliveries.slice(before).map((d) => d.event.type);
      expect(types).toEqual(['refund.created', 'refund.updated', 'refund.failed']);
      expect(double.deliveries.slice(before).every((d) => d.status === 200)).toBe(true);
      expect((await stripe.refunds.retrieve(refund.id)).status).toBe('failed');
    } finally {
      double.nextRefundStatus = 'succeeded';
    }
  });
});

describe('webhook signatures', () => {
  const event = () =>
    double.event('checkout.session.completed', { id: 'cs_test_signed', object: 'checkout.session' });

  it('signs with Stripe scheme, which the package verifies on the raw body', () => {
    const payload = JSON.stringify(event(), null, 2);
    const header = double.sign(payload, WEBHOOK_SECRET);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET).type).toBe(
      'checkout.session.completed',
    );
  });

  it('is refused with another secret', () => {
    const payload = JSON.stringify(event(), null, 2);
    const header = double.sign(payload, 'whsec_someone_else');
    expect(() => stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('is refused when older than the default 300 s tolerance', () => {
    const payload = JSON.stringify(event(), null, 2);
    const header = double.sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    expect(() => stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET)).toThrow(
      /Timestamp outside the tolerance zone/,
    );
  });
});
