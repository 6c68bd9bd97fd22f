import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { msg } from '../../../shared/i18n/msg';
import type { Executor } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { cardCheckouts, stripeEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { Actor } from '../../kernel/actor';
import { recordText } from '../../kernel/settings/studio-language';
import { clockNow } from '../../kernel/time/clock';
import { receivePaymentIn } from '../billing/payments.service';
import { settleRefundFromStripe } from './card-refunds.service';
import type { CardDeps } from './stripe-keys.service';
import { readStripeKeys } from './stripe-keys.service';

export interface WebhookAnswer {
  status: 200 | 400;
  body: { received: boolean; outcome?: string; error?: string };
}

type Session = Stripe.Checkout.Session;

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/** The checkout a session belongs to, locked: the row every delivery of its events waits on. */
async function lockedCheckout(tx: Executor, session: Session) {
  const [row] = await tx
    .select()
    .from(cardCheckouts)
    .where(eq(cardCheckouts.sessionId, session.id))
    .for('update');
  if (row) return row;
  // The event can arrive before the app stored the session's id (its answer still on the way).
  const byMeta = Number(session.metadata?.checkoutId ?? session.client_reference_id);
  if (!Number.isSafeInteger(byMeta)) return undefined;
  const [early] = await tx.select().from(cardCheckouts).where(eq(cardCheckouts.id, byMeta)).for('update');
  return early && (early.sessionId === null || early.sessionId === session.id) ? early : undefined;
}

/** A paid session: the payment recorded once through billing, with the PaymentIntent as its id. */
async function sessionPaid(tx: Executor, actor: Actor, session: Session): Promise<string> {
  const checkout = await lockedCheckout(tx, session);
  if (!checkout) return 'ignored: a session this studio did not open';
  if (checkout.status === 'paid') return `already recorded as payment ${checkout.paymentId}`;
  const intent = idOf(session.payment_intent);
  const amount = session.amount_total ?? checkout.amountCents;
  if (!intent) return 'ignored: a paid session without a PaymentIntent';
  const received = await receivePaymentIn(tx, actor, {
    studentId: checkout.studentId,
    amountCents: amount,
    method: 'stripe',
    transactionId: intent,
    notes: await recordText(tx, (language) =>
      msg('Card payment (Stripe): {description}', { description: translate(language, checkout.description) }),
    ),
    invoiceId: checkout.invoiceId,
  });
  await tx
    .update(cardCheckouts)
    .set({
      status: 'paid',
      sessionId: session.id,
      paymentIntentId: intent,
      paymentId: received.payment.id,
      finishedAt: clockNow(),
    })
    .where(eq(cardCheckouts.id, checkout.id));
  return received.created
    ? `recorded payment ${received.payment.id}`
    : `already recorded as payment ${received.payment.id}`;
}

/** A session that ended without money: expired, failed, or still settling (an async method). */
async function sessionUnpaid(
  tx: Executor,
  session: Session,
  status: 'expired' | 'failed' | 'processing',
): Promise<string> {
  const checkout = await lockedCheckout(tx, session);
  if (!checkout) return 'ignored: a session this studio did not open';
  // Arriving after the payment (out of order), these say nothing new: the money is recorded.
  if (checkout.status === 'paid') return 'ignored: the payment is already recorded';
  if (checkout.status === status) return `already ${status}`;
  await tx
    .update(cardCheckouts)
    .set({ status, sessionId: session.id, finishedAt: status === 'processing' ? null : clockNow() })
    .where(eq(cardCheckouts.id, checkout.id));
  return `checkout ${checkout.id} ${status}`;
}

async function act(tx: Executor, actor: Actor, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'unpaid'
        ? sessionUnpaid(tx, event.data.object, 'processing')
        : sessionPaid(tx, actor, event.data.object);
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(tx, actor, event.data.object);
    case 'checkout.session.async_payment_failed':
      return sessionUnpaid(tx, event.data.object, 'failed');
    case 'checkout.session.expired':
      return sessionUnpaid(tx, event.data.object, 'expired');
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return settleRefundFromStripe(tx, event.data.object);
    default:
      return `ignored: ${event.type} is not an event this app acts on`;
  }
}

/**
 * POST /api/webhooks/stripe. The signature is checked on the raw body with the package's own
 * verification and tolerance (an old or forged delivery is refused with 400, nothing written). Each
 * event id is stored once, in the transaction that acts on it: a second delivery, a replay, or the
 * same event at another instance at the same moment (it waits on the first one's row) finds it
 * stored and changes nothing. What the event did is kept as its outcome and logged.
 */
export async function receiveStripeWebhook(
  actor: Actor,
  deps: CardDeps,
  raw: Buffer,
  signature: string | undefined,
  log: (outcome: string, event?: { id: string; type: string }) => void,
): Promise<WebhookAnswer> {
  const keys = await readStripeKeys(actor.db, deps.box);
  if (!keys) {
    log('refused: no webhook signing secret is saved');
    return { status: 400, body: { received: false, error: 'Stripe is not set up for this studio' } };
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature ?? '', keys.webhookSecret);
  } catch (error) {
    const why = error instanceof Error ? error.message : 'unreadable';
    log(`refused: ${why}`);
    return { status: 400, body: { received: false, error: 'Invalid Stripe signature' } };
  }
  const object = event.data.object as { id?: string };
  const stored = {
    id: event.id,
    type: event.type,
    stripeCreated: event.created,
    objectId: object.id ?? null,
  };
  let outcome: string;
  try {
    outcome = await transactionWithRetry(actor.db, async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ ...stored, outcome: 'acting' })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!fresh) return 'duplicate: this event was already received';
      const done = await act(tx, actor, event);
      await tx.update(stripeEvents).set({ outcome: done }).where(eq(stripeEvents.id, event.id));
      return done;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A refusal (the PaymentIntent already recorded for another student) needs a person, not a retry
    // from Stripe: kept with its reason, logged, answered 200.
    outcome = `refused: ${error.message}`;
    await actor.db
      .insert(stripeEvents)
      .values({ ...stored, outcome })
      .onConflictDoNothing();
  }
  log(outcome, { id: event.id, type: event.type });
  return { status: 200, body: { received: true, outcome } };
}
