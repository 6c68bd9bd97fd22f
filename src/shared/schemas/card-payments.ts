import { z } from 'zod';
import { type Described, en, type Localized, msg } from '../i18n/msg';
import { zCents } from './billing';
import { zId } from './common';

/** What a card checkout pays (decision 039). */
export const CHECKOUT_PURPOSES = ['balance', 'invoice', 'purchase'] as const;
/** open: the student is on Stripe's page; processing: paid by a method that settles later. */
export const CHECKOUT_STATES = ['open', 'processing', 'paid', 'expired', 'failed'] as const;
export const CARD_REFUND_STATES = ['requested', 'pending', 'succeeded', 'failed', 'canceled'] as const;

/** The Stripe events the webhook acts on: the README asks the studio to subscribe to these. */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'refund.created',
  'refund.updated',
  'refund.failed',
] as const;

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * A payment that can go back to the card: money received (paid, positive) by card through Stripe,
 * with its PaymentIntent. The service refuses any other; the profile offers Refund to Card on these.
 */
export const isRefundableCardPayment = (p: {
  method: string;
  status: string;
  amountCents: number;
  transactionId: string | null;
}): boolean =>
  p.method === 'stripe' && p.status === 'paid' && p.amountCents > 0 && !!p.transactionId?.startsWith('pi_');

export const CARD_MESSAGES = {
  publishableKey: en('Publishable key must start with pk_test_ or pk_live_'),
  secretKey: en('Secret key must start with sk_test_, sk_live_, rk_test_ or rk_live_'),
  webhookSecret: en('Webhook signing secret must start with whsec_'),
  modesDiffer: en('The publishable and secret keys must both be test keys or both be live keys'),
  keysSaved: en('Stripe keys saved. Use Test Connection to check them with Stripe.'),
  keysRemoved: en('Stripe keys removed. Students no longer see card payments.'),
  notReady: en('Card payments are not available: the studio has not set them up.'),
  nothingOwed: en('Nothing is owed right now.'),
  invoiceNotOwed: en('This invoice has nothing left to pay.'),
  invoiceNotFound: en('Invoice not found'),
  checkoutNotFound: en('Card payment not found'),
  stripeUnavailable: (detail: string): Described =>
    msg('Stripe could not start the card payment: {detail}', { detail }),
  notCardPayment: en('Only a card payment made through Stripe can be refunded to the card'),
  refundTooLarge: (left: string | Localized): Described =>
    msg('The refund can be at most {left}, what is left of this card payment', { left }),
  refundReason: en('A reason is required'),
  refundAmount: en('Enter an amount greater than $0.00'),
  refundOverLimit: en('A refund can be at most $1,000.00'),
} as const;

const key = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, { error: message });

/** Settings → Integration → Stripe Keys. */
export const ZStripeKeysInput = z
  .object({
    publishableKey: key(/^pk_(test|live)_[A-Za-z0-9]{8,}$/, CARD_MESSAGES.publishableKey),
    secretKey: key(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, CARD_MESSAGES.secretKey),
    webhookSecret: key(/^whsec_[A-Za-z0-9+/=]{8,}$/, CARD_MESSAGES.webhookSecret),
  })
  .refine((k) => k.publishableKey.includes('_live_') === k.secretKey.includes('_live_'), {
    error: CARD_MESSAGES.modesDiffer,
    path: ['secretKey'],
  });
export type TStripeKeysInput = z.input<typeof ZStripeKeysInput>;

/** What the screen may know about the saved keys: never a secret, only its last four characters. */
export const ZStripeKeysStatus = z.object({
  configured: z.boolean(),
  /** Card payments are offered to students: the keys are saved and Stripe is switched on. */
  ready: z.boolean(),
  publishableKey: z.string().nullable(),
  secretKeyLast4: z.string().nullable(),
  webhookSecretLast4: z.string().nullable(),
  livemode: z.boolean(),
  updatedAt: z.string().nullable(),
  webhookUrl: z.string(),
  events: z.array(z.string()),
});
export type TStripeKeysStatus = z.infer<typeof ZStripeKeysStatus>;

export const ZStripeConnection = z.object({ ok: z.boolean(), message: z.string() });
export type TStripeConnection = z.infer<typeof ZStripeConnection>;

/** What a student pays by card: what they owe, one invoice, or a product they buy now. */
export const ZStartCheckoutInput = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('balance') }),
  z.object({ purpose: z.literal('invoice'), invoiceId: zId }),
  z.object({ purpose: z.literal('purchase'), productId: zId }),
]);
export type TStartCheckoutInput = z.input<typeof ZStartCheckoutInput>;

export const ZCheckoutStarted = z.object({ checkoutId: z.number(), url: z.string(), message: z.string() });
export type TCheckoutStarted = z.infer<typeof ZCheckoutStarted>;

export const ZCheckoutState = z.object({
  id: z.number(),
  purpose: z.enum(CHECKOUT_PURPOSES),
  status: z.enum(CHECKOUT_STATES),
  /** What is paid: "amount owed", "invoice INV-2026-00012", a product's name. */
  description: z.string(),
  /** Open, and the student came back by Stripe's cancel address: nothing was charged. */
  left: z.boolean(),
  amount: z.string(),
  /** The PaymentIntent, once paid: the reference the ledger and the receipt show. */
  reference: z.string().nullable(),
  message: z.string(),
});
export type TCheckoutState = z.infer<typeof ZCheckoutState>;

export const ZCardRefundInput = z.object({
  paymentId: zId,
  // The spec's refund limit (spec 03 §2: "Maximum refund 1000"), as every refund's.
  amount: zCents({
    invalid: CARD_MESSAGES.refundAmount,
    maxCents: 100_000,
    tooLarge: CARD_MESSAGES.refundOverLimit,
  }),
  reason: z.string().trim().min(1, { error: CARD_MESSAGES.refundReason }).max(500),
});
export type TCardRefundInput = z.input<typeof ZCardRefundInput>;

export const ZCardRefund = z.object({
  id: z.number(),
  paymentId: z.number(),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(CARD_REFUND_STATES),
  stripeRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TCardRefund = z.infer<typeof ZCardRefund>;

export const ZCardRefundResult = z.object({ refund: ZCardRefund, message: z.string() });

/** A card payment's refund state, for its row on the ledger: what can still go back to the card. */
export const ZCardPaymentRefunds = z.object({
  paymentId: z.number(),
  paid: z.string(),
  refundable: z.string(),
  refunds: z.array(ZCardRefund),
});
export type TCardPaymentRefunds = z.infer<typeof ZCardPaymentRefunds>;
