/*
 * A local HTTP double of the few Stripe endpoints the studio uses for card payments (Checkout in
 * `payment` mode, refunds, the account, webhooks), for tests that must run without the internet.
 *
 * Where the shapes come from: Stripe's published API description, github.com/stripe/openapi
 * `openapi/spec3.json` (OPENAPI_VERSION v2596 = API version 2026-10-28.endive, the version the
 * installed `stripe` 23.1.0 is generated from and pins), read through the package's generated
 * typings and the spec's example objects (`openapi/fixtures3.json`). Objects: `checkout.session`,
 * `payment_intent`, `refund`, `account`, `event`, and the `error` envelope. The request parameters
 * accepted are those of `Checkout.SessionCreateParams` and `RefundCreateParams`.
 * The object types below are `Pick`s of the package's own types, so a field returned under a wrong
 * name or with a wrong type does not compile.
 *
 * Not from the spec (it describes shapes, not behaviour): error messages, status codes and the
 * idempotency and webhook-signing rules, which follow Stripe's documentation and the answers the
 * live API gives; where a wording is an approximation the function that builds it says so.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

export type DoubleSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'client_secret'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_details'
  | 'customer_email'
  | 'expires_at'
  | 'invoice'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_link'
  | 'payment_method_types'
  | 'payment_status'
  | 'setup_intent'
  | 'status'
  | 'submit_type'
  | 'subscription'
  | 'success_url'
  | 'total_details'
  | 'ui_mode'
  | 'url'
>;

export type DoublePaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'canceled_at'
  | 'cancellation_reason'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'last_payment_error'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'receipt_email'
  | 'status'
>;

export type DoubleRefund = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'balance_transaction'
  | 'charge'
  | 'created'
  | 'currency'
  | 'failure_reason'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'receipt_number'
  | 'status'
>;

export type DoubleAccount = Pick<
  Stripe.Account,
  | 'id'
  | 'object'
  | 'business_profile'
  | 'charges_enabled'
  | 'country'
  | 'created'
  | 'default_currency'
  | 'details_submitted'
  | 'email'
  | 'payouts_enabled'
  | 'type'
> & { settings: Pick<Stripe.Account.Settings, 'dashboard'> };

/** Stripe's Event envelope (the `event` object); `data.object` is whatever the event is about. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** A decoded `application/x-www-form-urlencoded` body in Stripe's bracket notation. */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: FormObject;
  headers: IncomingHttpHeaders;
  body: FormObject;
  idempotencyKey: string | null;
}

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface Delivery {
  event: StripeEvent;
  /** The target's HTTP status, or 0 when it could not be reached (`body` then says why). */
  status: number;
  body: string;
}

export interface DeliverOptions {
  secret?: string;
  timestamp?: number;
  /** Sent as `Stripe-Signature` instead of a computed one. */
  signature?: string;
}

export interface EventOptions {
  created?: number;
  id?: string;
  request?: StripeEvent['request'];
  previousAttributes?: Record<string, unknown>;
}

export interface StripeDoubleOptions {
  secretKey?: string;
  accountName?: string;
}

export async function startStripeDouble(opts: StripeDoubleOptions = {}): Promise<StripeDouble> {
  return StripeDouble.start(opts);
}

// ---------------------------------------------------------------------------------------------
// The double
// ---------------------------------------------------------------------------------------------

interface LineItem {
  name: string;
  quantity: number;
  unitAmount: number;
}

interface SessionRecord {
  session: DoubleSession;
  items: LineItem[];
  intentData: { metadata: Record<string, string>; description: string | null; receiptEmail: string | null };
}

interface ApiCall {
  method: string;
  path: string;
  params: FormObject;
  requestId: string;
  idempotencyKey: string | null;
  apiVersion: string;
  /** Events the call caused, delivered once its answer is sent (as Stripe does, asynchronously). */
  events: StripeEvent[];
}

interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  handle: (call: ApiCall, id: string) => unknown;
}

interface SavedAnswer {
  route: string;
  fingerprint: string;
  status: number;
  body: string;
  requestId: string;
}

const DEFAULT_SECRET_KEY = 'sk_test_double_0123456789';
const WEBHOOK_USER_AGENT = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)';
const DELIVERY_TIMEOUT_MS = 10_000;

export class StripeDouble {
  readonly host = '127.0.0.1';
  readonly protocol = 'http' as const;
  readonly secretKey: string;
  readonly account: DoubleAccount;
  /** Every request the double received, API and hosted page alike, in order. */
  readonly requests: RecordedRequest[] = [];
  /** Every event the double built (its own and those made with `event()`), in order. */
  readonly events: StripeEvent[] = [];
  /** Every webhook delivery attempted, in order. */
  readonly deliveries: Delivery[] = [];
  webhookTarget?: WebhookTarget;
  nextRefundStatus: 'succeeded' | 'pending' = 'succeeded';
  deliveryDelayMs = 0;

  private readonly server: Server;
  private listeningPort = 0;
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly intents = new Map<string, DoublePaymentIntent>();
  private readonly chargeIntents = new Map<string, string>();
  private readonly refunds = new Map<string, DoubleRefund>();
  private readonly idempotent = new Map<string, SavedAnswer>();
  private queue: Promise<void> = Promise.resolve();
  private readonly routes: Route[] = [
    { method: 'GET', path: /^\/v1\/account$/, handle: () => this.account },
    { method: 'POST', path: /^\/v1\/checkout\/sessions$/, handle: (c) => this.createSession(c) },
    { method: 'GET', path: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: (c, id) => this.getSession(c, id) },
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      handle: (c, id) => this.expireSession(c, id),
    },
    { method: 'POST', path: /^\/v1\/refunds$/, handle: (c) => this.createRefund(c) },
    { method: 'GET', path: /^\/v1\/refunds\/([^/]+)$/, handle: (c, id) => this.getRefund(c, id) },
    { method: 'GET', path: /^\/v1\/payment_intents\/([^/]+)$/, handle: (c, id) => this.getIntent(c, id) },
    { method: 'GET', path: /^\/v1\/events\/([^/]+)$/, handle: (c, id) => this.getEvent(c, id) },
  ];

  private constructor(opts: StripeDoubleOptions) {
    this.secretKey = opts.secretKey ?? DEFAULT_SECRET_KEY;
    this.account = makeAccount(opts.accountName ?? 'Test Studio');
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => answerCrash(res, error));
    });
  }

  static async start(opts: StripeDoubleOptions): Promise<StripeDouble> {
    const double = new StripeDouble(opts);
    await new Promise<void>((resolve, reject) => {
      double.server.once('error', reject);
      double.server.listen(0, double.host, () => resolve());
    });
    double.listeningPort = (double.server.address() as AddressInfo).port;
    return double;
  }

  get port(): number {
    return this.listeningPort;
  }

  get url(): string {
    return `${this.protocol}://${this.host}:${this.port}`;
  }

  /** Waits for every queued webhook delivery to be answered. */
  idle(): Promise<void> {
    return this.queue;
  }

  async close(): Promise<void> {
    await this.queue;
    await new Promise<void>((resolve, reject) => {
      this.server.close((error) => (error ? reject(error) : resolve()));
      this.server.closeAllConnections();
    });
  }

  // ---- state, for tests --------------------------------------------------------------------

  session(id: string): DoubleSession {
    return structuredClone(this.sessionRecord(id).session);
  }

  paymentIntent(id: string): DoublePaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`Stripe double: no PaymentIntent ${id}`);
    return structuredClone(intent);
  }

  refund(id: string): DoubleRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`Stripe double: no refund ${id}`);
    return structuredClone(refund);
  }

  // ---- customer and Stripe-side actions ----------------------------------------------------

  /**
   * The customer pays: the session completes and its PaymentIntent is created (lazily, as in current
   * API versions). With `asyncPending` the payment method settles later (`settlePayment`), so the
   * session completes `unpaid`. Delivers `checkout.session.completed` to the webhook target.
   */
  pay(sessionId: string, opts: { asyncPending?: boolean } = {}): DoubleSession {
    const record = this.openRecord(sessionId);
    const intent = this.createIntent(record, opts.asyncPending ? 'processing' : 'succeeded');
    Object.assign(record.session, {
      status: 'complete',
      payment_status: opts.asyncPending ? 'unpaid' : 'paid',
      payment_intent: intent.id,
      url: null,
      customer_details: customerDetails(record.session.customer_email),
    } satisfies Partial<DoubleSession>);
    this.enqueue(this.event('checkout.session.completed', record.session));
    return structuredClone(record.session);
  }

  /** An async payment method (bank debit) settles: `checkout.session.async_payment_*`. */
  settlePayment(sessionId: string, outcome: 'succeeded' | 'failed'): DoubleSession {
    const record = this.sessionRecord(sessionId);
    const intent = this.intents.get(String(record.session.payment_intent));
    if (intent?.status !== 'processing') {
      throw new Error(`Stripe double: session ${sessionId} has no payment still processing`);
    }
    if (outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      record.session.payment_status = 'paid';
    } else {
      intent.status = 'requires_payment_method';
    }
    this.enqueue(this.event(`checkout.session.async_payment_${outcome}`, record.session));
    return structuredClone(record.session);
  }

  /** The session runs out (the customer never paid): `checkout.session.expired`. */
  expire(sessionId: string): DoubleSession {
    const record = this.openRecord(sessionId);
    this.enqueue(this.expireRecord(record, { id: null, idempotency_key: null }));
    return structuredClone(record.session);
  }

  /** A pending refund reaches its final state: `refund.updated`, and `refund.failed` if it failed. */
  settleRefund(refundId: string, status: 'succeeded' | 'failed'): DoubleRefund {
    const refund = this.refunds.get(refundId);
    if (refund?.status !== 'pending') {
      throw new Error(`Stripe double: refund ${refundId} is not pending`);
    }
    refund.status = status;
    if (status === 'failed') refund.failure_reason = 'expired_or_canceled_card';
    this.enqueue(this.event('refund.updated', refund, { previousAttributes: { status: 'pending' } }));
    if (status === 'failed') this.enqueue(this.event('refund.failed', refund));
    return structuredClone(refund);
  }

  // ---- events and webhooks -----------------------------------------------------------------

  /** An Event envelope around a snapshot of `object`, as Stripe builds them. */
  event(type: string, object: unknown, opts: EventOptions = {}): StripeEvent {
    const event: StripeEvent = {
      id: opts.id ?? `evt_${token(24)}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: opts.created ?? nowSeconds(),
      data: {
        object: structuredClone(object),
        ...(opts.previousAttributes ? { previous_attributes: opts.previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: opts.request ?? { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    return event;
  }

  /**
   * The `Stripe-Signature` header, by Stripe's documented scheme: `t=<unix seconds>,v1=<hex
   * HMAC-SHA256 of "<t>.<payload>">`, keyed with the whole secret (`whsec_` included).
   */
  sign(payload: string, secret: string, timestamp: number = nowSeconds()): string {
    const digest = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${digest}`;
  }

  /** POSTs the event to the webhook target now, as Stripe does (pretty-printed JSON, signed). */
  async deliver(event: StripeEvent, opts: DeliverOptions = {}): Promise<{ status: number; body: string }> {
    const target = this.webhookTarget;
    if (!target) throw new Error('Stripe double: no webhookTarget to deliver to');
    return this.post(target, event, opts);
  }

  private async post(
    target: WebhookTarget,
    event: StripeEvent,
    opts: DeliverOptions,
  ): Promise<{ status: number; body: string }> {
    const payload = JSON.stringify(event, null, 2);
    const signature = opts.signature ?? this.sign(payload, opts.secret ?? target.secret, opts.timestamp);
    let answer: { status: number; body: string };
    try {
      const res = await fetch(target.url, {
        method: 'POST',
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        headers: {
          Accept: '*/*; q=0.5, application/xml',
          'Cache-Control': 'no-cache',
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': WEBHOOK_USER_AGENT,
        },
      });
      answer = { status: res.status, body: await res.text() };
    } catch (error) {
      answer = { status: 0, body: String(error) };
    }
    this.deliveries.push({ event, ...answer });
    return answer;
  }

  /** Queues the event for the target set now; deliveries go out one at a time, in order. */
  private enqueue(event: StripeEvent): void {
    const target = this.webhookTarget;
    if (!target) return;
    this.queue = this.queue.then(async () => {
      if (this.deliveryDelayMs > 0) await sleep(this.deliveryDelayMs);
      await this.post(target, event, {});
    });
  }

  // ---- HTTP --------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const body = method === 'POST' ? parseForm(raw) : {};
    const query = parseForm(url.search.slice(1));
    const idempotencyKey = headerValue(req.headers['idempotency-key']);
    this.requests.push({
      method,
      path: url.pathname,
      query,
      headers: req.headers,
      body,
      idempotencyKey,
    });
    if (url.pathname.startsWith('/c/pay/')) {
      this.handlePage(method, decodeURIComponent(url.pathname.slice('/c/pay/'.length)), res);
      return;
    }
    const call: ApiCall = {
      method,
      path: url.pathname,
      params: method === 'POST' ? body : query,
      requestId: `req_${token(14)}`,
      idempotencyKey: method === 'POST' ? idempotencyKey : null,
      apiVersion: headerValue(req.headers['stripe-version']) ?? Stripe.API_VERSION,
      events: [],
    };
    this.answerApi(call, req.headers, res);
    for (const event of call.events) this.enqueue(event);
  }

  private answerApi(call: ApiCall, headers: IncomingHttpHeaders, res: ServerResponse): void {
    const base: Record<string, string> = {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store',
      'Request-Id': call.requestId,
      'Stripe-Version': call.apiVersion,
      ...(call.idempotencyKey ? { 'Idempotency-Key': call.idempotencyKey } : {}),
    };
    const refused = this.authenticate(headers);
    if (refused) {
      send(res, refused.status, errorJson(refused, null), {
        ...base,
        'WWW-Authenticate': 'Bearer realm="Stripe"',
      });
      return;
    }
    const saved = call.idempotencyKey ? this.idempotent.get(call.idempotencyKey) : undefined;
    if (saved) {
      this.replay(call, saved, res, base);
      return;
    }
    const { status, json } = this.run(call);
    // Stripe keeps an answer under its key only once the endpoint ran; a refused request is not kept.
    if (call.idempotencyKey && status < 300) {
      this.idempotent.set(call.idempotencyKey, {
        route: `${call.method} ${call.path}`,
        fingerprint: fingerprint(call.params),
        status,
        body: json,
        requestId: call.requestId,
      });
    }
    send(res, status, json, base);
  }

  private run(call: ApiCall): { status: number; json: string } {
    try {
      for (const route of this.routes) {
        const match = route.method === call.method ? route.path.exec(call.path) : null;
        if (!match) continue;
        const id = decodeURIComponent(match[1] ?? '');
        return { status: 200, json: pretty(route.handle(call, id)) };
      }
      throw unrecognizedUrl(call);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      return { status: error.status, json: errorJson(error, call.requestId) };
    }
  }

  private replay(call: ApiCall, saved: SavedAnswer, res: ServerResponse, base: Record<string, string>): void {
    const route = `${call.method} ${call.path}`;
    const key = call.idempotencyKey ?? '';
    if (saved.route !== route) {
      const failure = idempotencyError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.route}' vs '${route}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      );
      send(res, failure.status, errorJson(failure, call.requestId), base);
    } else if (saved.fingerprint !== fingerprint(call.params)) {
      const failure = idempotencyError(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
      send(res, failure.status, errorJson(failure, call.requestId), base);
    } else {
      send(res, saved.status, saved.body, {
        ...base,
        'Idempotent-Replayed': 'true',
        'Original-Request': saved.requestId,
      });
    }
  }

  private authenticate(headers: IncomingHttpHeaders): ApiFailure | null {
    const key = presentedKey(headers.authorization);
    if (key === null) {
      return new ApiFailure(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    if (key === this.secretKey) return null;
    return new ApiFailure(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${maskKey(key)}`,
    });
  }

  // ---- Checkout Sessions -------------------------------------------------------------------

  private createSession(call: ApiCall): DoubleSession {
    const p = call.params;
    rejectUnknown(p, sessionCreateParams(call.apiVersion));
    const mode = requiredString(p, 'mode');
    if (mode !== 'payment') throw notImplemented(`mode=${mode} (only payment)`, 'mode');
    const uiMode = optionalString(p, 'ui_mode');
    if (uiMode !== null && uiMode !== 'hosted_page') throw notImplemented(`ui_mode=${uiMode}`, 'ui_mode');
    const successUrl = url(p, 'success_url', true);
    const cancelUrl = url(p, 'cancel_url', false);
    const { items, currency } = lineItems(p);
    const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    assertMinimumAmount(total, currency);
    const created = nowSeconds();
    const methods = paymentMethodTypes(p);
    const id = `cs_test_a1${token(56)}`;
    const session: DoubleSession = {
      id,
      object: 'checkout.session',
      allowed_payment_method_types: methods.allowed,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl,
      client_reference_id: optionalString(p, 'client_reference_id'),
      client_secret: null,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: email(p, 'customer_email'),
      expires_at: expiresAt(p, created),
      invoice: null,
      livemode: false,
      locale: optionalString(p, 'locale'),
      metadata: metadata(p, 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_link: null,
      payment_method_types: methods.types,
      payment_status: 'unpaid',
      setup_intent: null,
      status: 'open',
      submit_type: optionalString(p, 'submit_type'),
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: `${this.url}/c/pay/${id}`,
    };
    this.sessions.set(id, { session, items, intentData: intentData(p) });
    return this.expanded(session, p);
  }

  private getSession(call: ApiCall, id: string): DoubleSession {
    rejectUnknown(call.params, ['expand']);
    return this.expanded(this.apiSession(call, id).session, call.params);
  }

  private expireSession(call: ApiCall, id: string): DoubleSession {
    rejectUnknown(call.params, ['expand']);
    const record = this.apiSession(call, id);
    if (record.session.status !== 'open') {
      // Wording approximated; the status and type are Stripe's.
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.session.status}".`,
        {},
      );
    }
    call.events.push(this.expireRecord(record, { id: call.requestId, idempotency_key: call.idempotencyKey }));
    return this.expanded(record.session, call.params);
  }

  /** A session as the API sees it: one past its `expires_at` has expired (Stripe does it on its own). */
  private apiSession(call: ApiCall, id: string): SessionRecord {
    const record = this.sessions.get(id);
    if (!record) throw noSuch('checkout.session', id, 'session', 404);
    const lapsed = this.lapse(record);
    if (lapsed) call.events.push(lapsed);
    return record;
  }

  private lapse(record: SessionRecord): StripeEvent | null {
    const { session } = record;
    if (session.status !== 'open' || nowSeconds() < session.expires_at) return null;
    return this.expireRecord(record, { id: null, idempotency_key: null });
  }

  private expireRecord(record: SessionRecord, request: StripeEvent['request']): StripeEvent {
    Object.assign(record.session, { status: 'expired', url: null } satisfies Partial<DoubleSession>);
    return this.event('checkout.session.expired', record.session, { request });
  }

  private sessionRecord(id: string): SessionRecord {
    const record = this.sessions.get(id);
    if (!record) throw new Error(`Stripe double: no Checkout Session ${id}`);
    const lapsed = this.lapse(record);
    if (lapsed) this.enqueue(lapsed);
    return record;
  }

  private openRecord(id: string): SessionRecord {
    const record = this.sessionRecord(id);
    if (record.session.status !== 'open') {
      throw new Error(`Stripe double: Checkout Session ${id} is ${record.session.status}, not open`);
    }
    return record;
  }

  /** A copy to answer with; `expand[]=payment_intent` (the one expansion supported) inlines the intent. */
  private expanded<T extends { payment_intent: string | Stripe.PaymentIntent | null }>(
    object: T,
    params: FormObject,
  ): T {
    const copy = structuredClone(object);
    const intent =
      typeof copy.payment_intent === 'string' ? this.intents.get(copy.payment_intent) : undefined;
    if (expansions(params, ['payment_intent']).length > 0 && intent) {
      Object.assign(copy, { payment_intent: structuredClone(intent) });
    }
    return copy;
  }

  private createIntent(record: SessionRecord, status: 'succeeded' | 'processing'): DoublePaymentIntent {
    const { session, intentData: data } = record;
    const id = `pi_${token(24)}`;
    const charge = `ch_${token(24)}`;
    const amount = session.amount_total ?? 0;
    const intent: DoublePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: status === 'succeeded' ? amount : 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${token(25)}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency: session.currency ?? 'cad',
      customer: null,
      description: data.description,
      last_payment_error: null,
      latest_charge: charge,
      livemode: false,
      metadata: { ...data.metadata },
      next_action: null,
      payment_method: `pm_${token(24)}`,
      payment_method_types: [...session.payment_method_types],
      receipt_email: data.receiptEmail,
      status,
    };
    this.intents.set(id, intent);
    this.chargeIntents.set(charge, id);
    return intent;
  }

  private getIntent(call: ApiCall, id: string): DoublePaymentIntent {
    rejectUnknown(call.params, ['client_secret', 'expand']);
    expansions(call.params, []);
    const intent = this.intents.get(id);
    if (!intent) throw noSuch('payment_intent', id, 'intent', 404);
    return intent;
  }

  // ---- Refunds -----------------------------------------------------------------------------

  private createRefund(call: ApiCall): DoubleRefund {
    const p = call.params;
    rejectUnknown(p, REFUND_CREATE_PARAMS);
    const intent = this.refundedIntent(p);
    if (intent.status !== 'succeeded') {
      // Wording approximated.
      throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
        param: 'payment_intent',
      });
    }
    const remaining = intent.amount_received - this.refundedSoFar(intent.id);
    const amount = p.amount === undefined ? remaining : positiveInteger(p.amount, 'amount');
    if (remaining <= 0) {
      throw invalid(`Charge ${intent.latest_charge} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${money(amount, intent.currency)}) is greater than unrefunded amount on charge (${money(remaining, intent.currency)})`,
        { param: 'amount', code: 'amount_too_large' },
      );
    }
    const refund: DoubleRefund = {
      id: `re_${token(24)}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_${token(24)}`,
      charge: String(intent.latest_charge),
      created: nowSeconds(),
      currency: intent.currency,
      metadata: metadata(p, 'metadata'),
      payment_intent: intent.id,
      reason: refundReason(p),
      receipt_number: null,
      status: this.nextRefundStatus,
    };
    this.refunds.set(refund.id, refund);
    call.events.push(
      this.event('refund.created', refund, {
        request: { id: call.requestId, idempotency_key: call.idempotencyKey },
      }),
    );
    if (refund.status === 'succeeded') call.events.push(this.event('refund.updated', refund));
    return this.expanded(refund, p);
  }

  private refundedIntent(p: FormObject): DoublePaymentIntent {
    const intentId = optionalString(p, 'payment_intent');
    const chargeId = optionalString(p, 'charge');
    if (intentId === null && chargeId === null) {
      // Wording approximated: Stripe wants one of the two.
      throw invalid('Missing required param: payment_intent.', {
        param: 'payment_intent',
        code: 'parameter_missing',
      });
    }
    const id = intentId ?? this.chargeIntents.get(chargeId ?? '');
    const intent = id === undefined ? undefined : this.intents.get(id);
    if (!intent) {
      throw intentId !== null
        ? noSuch('payment_intent', intentId, 'payment_intent', 400)
        : noSuch('charge', chargeId ?? '', 'charge', 400);
    }
    return intent;
  }

  private refundedSoFar(intentId: string): number {
    let sum = 0;
    for (const refund of this.refunds.values()) {
      if (refund.payment_intent === intentId && refund.status !== 'failed' && refund.status !== 'canceled') {
        sum += refund.amount;
      }
    }
    return sum;
  }

  private getRefund(call: ApiCall, id: string): DoubleRefund {
    rejectUnknown(call.params, ['expand']);
    const refund = this.refunds.get(id);
    if (!refund) throw noSuch('refund', id, 'id', 404);
    return this.expanded(refund, call.params);
  }

  private getEvent(call: ApiCall, id: string): StripeEvent {
    rejectUnknown(call.params, ['expand']);
    const event = this.events.find((e) => e.id === id);
    if (!event) throw noSuch('event', id, 'id', 404);
    return event;
  }

  // ---- the hosted payment page -------------------------------------------------------------

  private handlePage(method: string, id: string, res: ServerResponse): void {
    const record = this.sessions.get(id);
    if (!record) {
      sendHtml(
        res,
        404,
        page('Something went wrong', '<p>The page you were looking for could not be found.</p>'),
      );
      return;
    }
    const lapsed = this.lapse(record);
    if (lapsed) this.enqueue(lapsed);
    if (record.session.status !== 'open') {
      sendHtml(
        res,
        410,
        page('Checkout Session unavailable', '<p>This Checkout Session is no longer active.</p>'),
      );
      return;
    }
    if (method === 'POST') {
      const paid = this.pay(id);
      const to = (paid.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', id);
      res.writeHead(303, { Location: to, 'Content-Length': '0' }).end();
      return;
    }
    sendHtml(res, 200, this.paymentPage(record));
  }

  private paymentPage(record: SessionRecord): string {
    const { session, items } = record;
    const currency = session.currency ?? 'cad';
    const rows = items
      .map(
        (item) =>
          `<li>${escapeHtml(item.name)} × ${item.quantity}: ${escapeHtml(display(item.unitAmount * item.quantity, currency))}</li>`,
      )
      .join('');
    const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : '';
    return page(
      'Stripe Checkout (test double)',
      `<h1>${escapeHtml(this.account.settings.dashboard.display_name ?? '')}</h1>
<ul>${rows}</ul>
<p>Total due: <strong>${escapeHtml(display(session.amount_total ?? 0, currency))}</strong></p>
<form method="post" action="/c/pay/${encodeURIComponent(session.id)}"><button type="submit">Pay</button></form>
${back}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Objects
// ---------------------------------------------------------------------------------------------

function makeAccount(name: string): DoubleAccount {
  return {
    id: `acct_${token(16)}`,
    object: 'account',
    business_profile: {
      mcc: null,
      minority_owned_business_designation: null,
      name,
      specified_commercial_transactions_act_url: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: null,
    },
    charges_enabled: true,
    country: 'CA',
    created: nowSeconds(),
    default_currency: 'cad',
    details_submitted: true,
    email: 'owner@example.com',
    payouts_enabled: true,
    settings: { dashboard: { display_name: name, timezone: 'America/Toronto' } },
    type: 'standard',
  };
}

function customerDetails(email: string | null): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: { city: null, country: 'CA', line1: null, line2: null, postal_code: 'M5V 2T6', state: null },
    business_name: null,
    email: email ?? 'customer@example.com',
    individual_name: null,
    name: 'Test Customer',
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Parameters (what the API validates for our use)
// ---------------------------------------------------------------------------------------------

/** The top-level parameters of `Checkout.SessionCreateParams` for API version 2026-10-28.endive. */
const SESSION_CREATE_PARAMS = words(`
  adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types automatic_tax
  billing_address_collection branding_settings cancel_url client_reference_id consent_collection
  currency custom_fields custom_text customer customer_account customer_creation customer_email
  customer_update discounts excluded_payment_method_types expand expires_at integration_identifier
  invoice_creation line_items locale managed_payments metadata mode name_collection optional_items
  origin_context payment_intent_data payment_method_collection payment_method_configuration
  payment_method_data payment_method_options permissions phone_number_collection
  redirect_on_completion return_url saved_payment_method_options setup_intent_data
  shipping_address_collection shipping_options submit_type subscription_data success_url
  tax_id_collection ui_mode wallet_options
`);
/** 2026-09-30.endive replaced `payment_method_types` with `allowed_payment_method_types`. */
const PAYMENT_METHOD_TYPES_REMOVED_IN = '2026-09-30';
const LINE_ITEM_PARAMS = words('adjustable_quantity metadata price price_data quantity tax_rates');
const PRICE_DATA_PARAMS = words(
  'currency product product_data recurring tax_behavior unit_amount unit_amount_decimal',
);
const PRODUCT_DATA_PARAMS = words('description images metadata name tax_code tax_details unit_label');
const PAYMENT_INTENT_DATA_PARAMS = words(`
  application_fee_amount capture_method description metadata on_behalf_of receipt_email
  setup_future_usage shipping statement_descriptor statement_descriptor_suffix transfer_data
  transfer_group
`);
const REFUND_CREATE_PARAMS = words(`
  amount charge currency customer expand instructions_email metadata origin payment_intent reason
  refund_application_fee reverse_transfer
`);
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** A list written as words separated by white space. */
function words(list: string): string[] {
  return list.trim().split(/\s+/);
}

function sessionCreateParams(apiVersion: string): string[] {
  return apiVersion < PAYMENT_METHOD_TYPES_REMOVED_IN
    ? [...SESSION_CREATE_PARAMS, 'payment_method_types']
    : SESSION_CREATE_PARAMS;
}

function rejectUnknown(params: FormObject, known: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) {
      const name = prefix ? `${prefix}[${key}]` : key;
      throw invalid(`Received unknown parameter: ${name}`, { param: name, code: 'parameter_unknown' });
    }
  }
}

function lineItems(p: FormObject): { items: LineItem[]; currency: string } {
  const raw = p.line_items;
  if (raw === undefined) throw missing('line_items');
  if (!Array.isArray(raw) || raw.length === 0) throw invalid('Invalid array', { param: 'line_items' });
  const parsed = raw.map((item, i) => lineItem(item, `line_items[${i}]`));
  const currency = parsed[0]!.currency;
  if (parsed.some((item) => item.currency !== currency)) {
    // Wording approximated.
    throw invalid('All line items must have the same currency.', { param: 'line_items' });
  }
  return { items: parsed.map(({ item }) => item), currency };
}

function lineItem(raw: FormValue, at: string): { item: LineItem; currency: string } {
  const item = object(raw, at);
  rejectUnknown(item, LINE_ITEM_PARAMS, at);
  if (item.price !== undefined) throw notImplemented('Price objects (use price_data)', `${at}[price]`);
  if (item.quantity === undefined) {
    throw invalid(`Quantity is required. Add \`quantity\` to \`${at}\``, {
      param: `${at}[quantity]`,
      code: 'parameter_missing',
    });
  }
  const quantity = positiveInteger(item.quantity, `${at}[quantity]`);
  if (item.price_data === undefined) throw missing(`${at}[price_data]`);
  const priceAt = `${at}[price_data]`;
  const price = object(item.price_data, priceAt);
  rejectUnknown(price, PRICE_DATA_PARAMS, priceAt);
  const currency = currencyCode(price.currency, `${priceAt}[currency]`);
  if (price.recurring !== undefined) {
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      { param: `${priceAt}[recurring]` },
    );
  }
  if (price.product !== undefined)
    throw notImplemented('Product objects (use product_data)', `${priceAt}[product]`);
  if (price.unit_amount_decimal !== undefined)
    throw notImplemented('unit_amount_decimal', `${priceAt}[unit_amount_decimal]`);
  if (price.unit_amount === undefined) throw missing(`${priceAt}[unit_amount]`);
  const unitAmount = nonNegativeInteger(price.unit_amount, `${priceAt}[unit_amount]`);
  if (price.product_data === undefined) throw missing(`${priceAt}[product_data]`);
  const productAt = `${priceAt}[product_data]`;
  const product = object(price.product_data, productAt);
  rejectUnknown(product, PRODUCT_DATA_PARAMS, productAt);
  const name = requiredString(product, 'name', productAt);
  if (name.trim() === '') throw invalid('The product name cannot be empty.', { param: `${productAt}[name]` });
  return { item: { name, quantity, unitAmount }, currency };
}

function intentData(p: FormObject): SessionRecord['intentData'] {
  if (p.payment_intent_data === undefined) return { metadata: {}, description: null, receiptEmail: null };
  const data = object(p.payment_intent_data, 'payment_intent_data');
  rejectUnknown(data, PAYMENT_INTENT_DATA_PARAMS, 'payment_intent_data');
  const capture = optionalString(data, 'capture_method', 'payment_intent_data');
  if (capture === 'manual') throw notImplemented('manual capture', 'payment_intent_data[capture_method]');
  return {
    metadata: metadata(data, 'metadata', 'payment_intent_data'),
    description: optionalString(data, 'description', 'payment_intent_data'),
    receiptEmail: email(data, 'receipt_email', 'payment_intent_data'),
  };
}

function paymentMethodTypes(p: FormObject): { allowed: string[] | null; types: string[] } {
  const given = p.allowed_payment_method_types ?? p.payment_method_types;
  if (given === undefined) return { allowed: null, types: ['card'] };
  const name =
    p.allowed_payment_method_types === undefined ? 'payment_method_types' : 'allowed_payment_method_types';
  if (!Array.isArray(given) || given.some((v) => typeof v !== 'string'))
    throw invalid('Invalid array', { param: name });
  const types = given as string[];
  return { allowed: name === 'allowed_payment_method_types' ? types : null, types };
}

function expiresAt(p: FormObject, created: number): number {
  if (p.expires_at === undefined) return created + 24 * 3600;
  const at = integer(p.expires_at, 'expires_at');
  if (at < created + 30 * 60) {
    throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', {
      param: 'expires_at',
    });
  }
  if (at > created + 24 * 3600) {
    throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', {
      param: 'expires_at',
    });
  }
  return at;
}

function refundReason(p: FormObject): Stripe.Refund.Reason | null {
  const reason = optionalString(p, 'reason');
  if (reason === null || REFUND_REASONS.includes(reason)) return reason;
  // Wording approximated.
  throw invalid(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, {
    param: 'reason',
    code: 'parameter_invalid_string',
  });
}

/** Stripe's documented minimum charge amounts (in the smallest unit) for the currencies we may meet. */
const MINIMUM_CHARGE: Record<string, number> = {
  usd: 50,
  cad: 50,
  aud: 50,
  nzd: 50,
  eur: 50,
  chf: 50,
  gbp: 30,
  jpy: 50,
};

function assertMinimumAmount(total: number, currency: string): void {
  const minimum = MINIMUM_CHARGE[currency] ?? 50;
  if (total >= minimum) return;
  throw invalid(
    `The Checkout Session's total amount due must add up to at least ${money(minimum, currency)} ${currency}`,
    {},
  );
}

function metadata(p: FormObject, name: string, prefix = ''): Record<string, string> {
  const value = p[name];
  if (value === undefined || value === '') return {};
  const at = prefix ? `${prefix}[${name}]` : name;
  const result: Record<string, string> = {};
  for (const [key, v] of Object.entries(object(value, at))) {
    if (typeof v !== 'string') throw invalid('Invalid string', { param: `${at}[${key}]` });
    // An empty value unsets the key.
    if (v !== '') result[key] = v;
  }
  return result;
}

function url(p: FormObject, name: string, required: true): string;
function url(p: FormObject, name: string, required: false): string | null;
function url(p: FormObject, name: string, required: boolean): string | null {
  const value = required ? requiredString(p, name) : optionalString(p, name);
  if (value === null) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    parsed = null;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw invalid('Not a valid URL', { param: name, code: 'url_invalid' });
  }
  return value;
}

function email(p: FormObject, name: string, prefix = ''): string | null {
  const value = optionalString(p, name, prefix);
  if (value === null || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return value;
  throw invalid(`Invalid email address: ${value}`, {
    param: prefix ? `${prefix}[${name}]` : name,
    code: 'email_invalid',
  });
}

function currencyCode(value: FormValue | undefined, at: string): string {
  if (value === undefined) throw missing(at);
  if (typeof value !== 'string' || !/^[a-z]{3}$/i.test(value)) {
    throw invalid(`Invalid currency: ${String(value)}`, { param: at });
  }
  return value.toLowerCase();
}

function expansions(params: FormObject, supported: readonly string[]): string[] {
  const raw = params.expand;
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((path) => {
    if (typeof path === 'string' && supported.includes(path)) return path;
    // Stripe's wording, with the reason this double adds.
    throw invalid(`This property cannot be expanded (${String(path)}) by the Stripe test double.`, {
      param: 'expand',
    });
  });
}

function object(value: FormValue, at: string): FormObject {
  if (typeof value === 'object' && !Array.isArray(value)) return value;
  throw invalid('Invalid object', { param: at });
}

function requiredString(p: FormObject, name: string, prefix = ''): string {
  const value = optionalString(p, name, prefix);
  if (value === null) throw missing(prefix ? `${prefix}[${name}]` : name);
  return value;
}

function optionalString(p: FormObject, name: string, prefix = ''): string | null {
  const value = p[name];
  if (value === undefined) return null;
  if (typeof value !== 'string')
    throw invalid('Invalid string', { param: prefix ? `${prefix}[${name}]` : name });
  return value;
}

function integer(value: FormValue, at: string): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalid(`Invalid integer: ${typeof value === 'string' ? value : JSON.stringify(value)}`, {
      param: at,
      code: 'parameter_invalid_integer',
    });
  }
  return Number(value);
}

function nonNegativeInteger(value: FormValue, at: string): number {
  const n = integer(value, at);
  if (n >= 0) return n;
  throw invalid('Invalid non-negative integer', { param: at, code: 'parameter_invalid_integer' });
}

function positiveInteger(value: FormValue, at: string): number {
  const n = integer(value, at);
  if (n > 0) return n;
  throw invalid('Invalid positive integer', { param: at, code: 'parameter_invalid_integer' });
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

interface StripeErrorFields {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
  code?: string;
  message: string;
  param?: string;
}

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly fields: StripeErrorFields,
  ) {
    super(fields.message);
  }
}

function invalid(message: string, opts: { param?: string; code?: string; status?: number }): ApiFailure {
  return new ApiFailure(opts.status ?? 400, {
    type: 'invalid_request_error',
    message,
    ...(opts.code ? { code: opts.code } : {}),
    ...(opts.param ? { param: opts.param } : {}),
  });
}

function missing(param: string): ApiFailure {
  return invalid(`Missing required param: ${param}.`, { param, code: 'parameter_missing' });
}

function noSuch(objectName: string, id: string, param: string, status: 400 | 404): ApiFailure {
  return invalid(`No such ${objectName}: '${id}'`, { param, code: 'resource_missing', status });
}

function idempotencyError(message: string): ApiFailure {
  return new ApiFailure(400, { type: 'idempotency_error', message });
}

/** A real Stripe feature this double leaves out: said plainly, in Stripe's error shape. */
function notImplemented(what: string, param: string): ApiFailure {
  return invalid(`The Stripe test double does not implement ${what}.`, { param });
}

function unrecognizedUrl(call: ApiCall): ApiFailure {
  return invalid(
    `Unrecognized request URL (${call.method}: ${call.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    { status: 404 },
  );
}

/** The `{ error }` body, its keys in Stripe's (alphabetical) order. */
function errorJson(failure: ApiFailure, requestId: string | null): string {
  const { code, message, param, type } = failure.fields;
  return pretty({
    error: {
      ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}` } : {}),
      message,
      ...(param ? { param } : {}),
      ...(requestId
        ? { request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}?t=${nowSeconds()}` }
        : {}),
      type,
    },
  });
}

function answerCrash(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const failure = new ApiFailure(500, {
    type: 'api_error',
    message: `The Stripe test double failed: ${error instanceof Error ? error.stack : String(error)}`,
  });
  send(res, 500, errorJson(failure, null), { 'Content-Type': 'application/json' });
}

// ---------------------------------------------------------------------------------------------
// Form bodies in Stripe's bracket notation
// ---------------------------------------------------------------------------------------------

interface Tree {
  [key: string]: Tree | string;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Decodes `a[b][0][c]=v` pairs into nested objects. An object whose keys are all indexes becomes an
 * array (`line_items[0]`, `expand[]`), except under `metadata`, where keys are the caller's own words.
 */
export function parseForm(raw: string): FormObject {
  const root: Tree = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = keyPath(key);
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    assign(root, path, value);
  }
  return toForm(root, '') as FormObject;
}

function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const rest = key.slice(open);
  const segments = Array.from(rest.matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '');
  if (segments.map((s) => `[${s}]`).join('') !== rest) return [key];
  return [key.slice(0, open), ...segments];
}

function assign(root: Tree, path: string[], value: string): void {
  let node = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next === 'object') {
      node = next;
    } else {
      const child: Tree = {};
      node[key] = child;
      node = child;
    }
  }
}

function toForm(node: Tree | string, parentKey: string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  if (parentKey !== 'metadata' && keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => toForm(node[k]!, k));
  }
  const result: FormObject = {};
  for (const k of keys) result[k] = toForm(node[k]!, k);
  return result;
}

/** Parameters compared the way Stripe compares a retried request: by value, not by key order. */
function fingerprint(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${fingerprint(value[k]!)}`).join(',')}}`;
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function token(length: number): string {
  return Array.from(randomBytes(length), (b) => ALPHABET.charAt(b % ALPHABET.length)).join('');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
}

/** The key from `Bearer <key>`, or from Basic auth's user name (`curl -u sk_...:`), as Stripe accepts. */
function presentedKey(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value || null;
  if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0] || null;
  return null;
}

function maskKey(key: string): string {
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  const shown = key.slice(prefix.length).slice(-4);
  return `${prefix}${'*'.repeat(Math.max(key.length - prefix.length - 4, 0))}${shown}`;
}

/** Stripe's zero-decimal currencies (amounts are in whole units). */
const ZERO_DECIMAL = new Set(words('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'));
const SYMBOLS: Record<string, string> = {
  usd: '$',
  cad: '$',
  aud: '$',
  nzd: '$',
  eur: '€',
  gbp: '£',
  jpy: '¥',
};

/** An amount as Stripe's messages write it: `$54.00`. */
function money(amount: number, currency: string): string {
  const value = ZERO_DECIMAL.has(currency) ? String(amount) : (amount / 100).toFixed(2);
  return `${SYMBOLS[currency] ?? ''}${value}`;
}

function display(amount: number, currency: string): string {
  return `${money(amount, currency)} ${currency.toUpperCase()}`;
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }).end(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  send(res, status, html, { 'Content-Type': 'text/html; charset=utf-8' });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main>
${body}
</main></body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
