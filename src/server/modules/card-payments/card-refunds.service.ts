import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { localized, msg } from '../../../shared/i18n/msg';
import { centsToDecimal, formatMoney } from '../../../shared/money';
import { scaleTaxLines } from '../../../shared/recorded-tax';
import {
  CARD_MESSAGES,
  isRefundableCardPayment,
  type TCardPaymentRefunds,
  type TCardRefund,
  type ZCardRefundInput,
} from '../../../shared/schemas/card-payments';
import type { Executor } from '../../db/client';
import { cardRefunds, payments } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { recordText } from '../../kernel/settings/studio-language';
import { clockNow } from '../../kernel/time/clock';
import { recordMoneyBack } from '../billing/ledger.service';
import { stripeProblem } from './stripe-client';
import { type CardDeps, studioStripe } from './stripe-keys.service';

type RefundRow = typeof cardRefunds.$inferSelect;

/** Refunds still holding part of the payment: asked for, on their way, or done. */
const HOLDING = ['requested', 'pending', 'succeeded'] as const;

const toCardRefund = (r: RefundRow): TCardRefund => ({
  id: r.id,
  paymentId: r.paymentId,
  amount: centsToDecimal(r.amountCents),
  reason: r.reason,
  status: r.status,
  stripeRefundId: r.stripeRefundId,
  failureReason: r.failureReason,
  createdAt: r.createdAt.toISOString(),
});

async function cardPayment(db: Executor, paymentId: number, lock: boolean) {
  const query = db.select().from(payments).where(eq(payments.id, paymentId));
  const [payment] = lock ? await query.for('update') : await query;
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
  if (!isRefundableCardPayment(payment)) {
    throw new AppError('CONFLICT', CARD_MESSAGES.notCardPayment);
  }
  return payment;
}

async function heldCents(db: Executor, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${cardRefunds.amountCents}), 0)::int` })
    .from(cardRefunds)
    .where(and(eq(cardRefunds.paymentId, paymentId), inArray(cardRefunds.status, [...HOLDING])));
  return row?.cents ?? 0;
}

/** A card payment's refunds and what is left to send back, for its ledger row's Refund to Card. */
export async function cardPaymentRefunds(db: Executor, paymentId: number): Promise<TCardPaymentRefunds> {
  const payment = await cardPayment(db, paymentId, false);
  const rows = await db
    .select()
    .from(cardRefunds)
    .where(eq(cardRefunds.paymentId, paymentId))
    .orderBy(asc(cardRefunds.id));
  return {
    paymentId,
    paid: centsToDecimal(payment.amountCents),
    refundable: centsToDecimal(payment.amountCents - (await heldCents(db, paymentId))),
    refunds: rows.map(toCardRefund),
  };
}

const STRIPE_STATES: Record<string, RefundRow['status']> = {
  succeeded: 'succeeded',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'canceled',
};

/**
 * Moves a card refund to what Stripe says (its answer or its webhook, whichever comes first; each only
 * forward): on success the money going out is recorded once (decision 030's negative payment, with
 * the card payment's tax in proportion), the Stripe refund id as its transaction id.
 */
async function settle(tx: Executor, row: RefundRow, refund: Stripe.Refund): Promise<string> {
  const status = STRIPE_STATES[refund.status ?? ''] ?? 'pending';
  if (row.status === 'succeeded' || row.status === 'failed' || row.status === 'canceled') {
    return row.status === status
      ? `refund ${row.id} already ${status}`
      : `refund ${row.id} stays ${row.status}`;
  }
  if (status !== 'succeeded') {
    await tx
      .update(cardRefunds)
      .set({
        status,
        stripeRefundId: refund.id,
        failureReason: refund.failure_reason ?? null,
        settledAt: status === 'pending' ? null : clockNow(),
      })
      .where(eq(cardRefunds.id, row.id));
    return `refund ${row.id} ${status}`;
  }
  const [paid] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
  const moneyOutId = await recordMoneyBack(tx, {
    studentId: row.studentId,
    bookingId: null,
    amountCents: row.amountCents,
    taxes: scaleTaxLines(paid!.taxes ?? [], paid!.amountCents, row.amountCents),
    method: 'stripe',
    reason: await recordText(tx, () => msg('Refund to card (Stripe): {reason}', { reason: row.reason })),
    emailNotify: false,
    adminId: row.createdByAdminId,
    transactionId: refund.id,
  });
  await tx
    .update(cardRefunds)
    .set({
      status: 'succeeded',
      stripeRefundId: refund.id,
      refundPaymentId: moneyOutId,
      settledAt: clockNow(),
    })
    .where(eq(cardRefunds.id, row.id));
  return `refund ${row.id} succeeded: recorded as payment ${moneyOutId}`;
}

/** A refund event from the webhook: the refund it is about, locked, moved to what Stripe says. */
export async function settleRefundFromStripe(tx: Executor, refund: Stripe.Refund): Promise<string> {
  const [byId] = await tx
    .select()
    .from(cardRefunds)
    .where(eq(cardRefunds.stripeRefundId, refund.id))
    .for('update');
  const byMeta = Number(refund.metadata?.cardRefundId);
  const [early] =
    byId || !Number.isSafeInteger(byMeta)
      ? [byId]
      : await tx.select().from(cardRefunds).where(eq(cardRefunds.id, byMeta)).for('update');
  const row = byId ?? early;
  if (!row || (row.stripeRefundId !== null && row.stripeRefundId !== refund.id)) {
    return 'ignored: a refund this studio did not send';
  }
  return settle(tx, row, refund);
}

/**
 * The administrator sends part or all of a card payment back to the card. The request is written
 * first (so what is left to refund counts it at once), then Stripe is asked with an idempotency key;
 * its answer, or its webhook, records the money going out. What people are told is what Stripe said.
 */
export async function refundToCard(
  actor: AdminActor,
  deps: CardDeps,
  input: z.output<typeof ZCardRefundInput>,
  locale: Locale = SOURCE_LOCALE,
): Promise<{ refund: TCardRefund; message: string }> {
  await cardPayment(actor.db, input.paymentId, false);
  const { stripe, settings } = await studioStripe(actor.db, deps);
  const { currency } = settings;
  const row = await actor.db.transaction(async (tx) => {
    const payment = await cardPayment(tx, input.paymentId, true);
    const left = payment.amountCents - (await heldCents(tx, payment.id));
    if (input.amount > left) {
      throw new AppError(
        'BAD_REQUEST',
        CARD_MESSAGES.refundTooLarge(localized((l) => formatMoney(left, { currency, locale: l }))),
      );
    }
    const [inserted] = await tx
      .insert(cardRefunds)
      .values({
        studentId: payment.studentId,
        paymentId: payment.id,
        amountCents: input.amount,
        reason: input.reason,
        createdByAdminId: actor.adminId,
      })
      .returning();
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'refund.card_requested',
      entityType: 'card_refund',
      entityId: inserted!.id,
      details: { paymentId: payment.id, amountCents: input.amount },
      ip: actor.ip,
    });
    return { ...inserted!, intent: payment.transactionId! };
  });
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: row.intent,
        amount: row.amountCents,
        reason: 'requested_by_customer',
        metadata: { cardRefundId: String(row.id), paymentId: String(row.paymentId) },
      },
      { idempotencyKey: `studio-refund-${row.id}-${row.createdAt.getTime()}` },
    );
  } catch (error) {
    const why = stripeProblem(error);
    await actor.db
      .update(cardRefunds)
      .set({ status: 'failed', failureReason: why, settledAt: clockNow() })
      .where(eq(cardRefunds.id, row.id));
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      msg('Stripe did not take the refund: {why} Nothing was refunded.', { why }),
    );
  }
  const settled = await actor.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(cardRefunds).where(eq(cardRefunds.id, row.id)).for('update');
    await settle(tx, locked!, refund);
    const [after] = await tx.select().from(cardRefunds).where(eq(cardRefunds.id, row.id));
    return after!;
  });
  // Said in `locale`, the administrator's page's language.
  const amount = formatMoney(settled.amountCents, { currency, locale });
  const id = refund.id;
  const message =
    settled.status === 'succeeded'
      ? msg('{amount} refunded to the card: Stripe confirmed it ({id}).', { amount, id })
      : settled.status === 'pending'
        ? msg('Stripe accepted the refund of {amount} ({id}). It is recorded once Stripe confirms it.', {
            amount,
            id,
          })
        : msg('Stripe did not refund {amount}: {why}. Nothing was refunded.', {
            amount,
            why: translate(locale, settled.failureReason ?? settled.status),
          });
  return { refund: toCardRefund(settled), message: translate(locale, message) };
}
