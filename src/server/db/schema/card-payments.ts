import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CARD_REFUND_STATES,
  CHECKOUT_PURPOSES,
  CHECKOUT_STATES,
} from '../../../shared/schemas/card-payments';
import { invoices, payments } from './billing';
import { createdAt, tz } from './columns';
import { admins, students } from './people';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The studio's Stripe account (decision 039): one row. The secret key and the webhook signing secret
 * are sealed with the app key (SecretBox, as the outbox's secrets) and never leave the server; only
 * their last four characters are kept in clear, to tell the administrator which key is saved.
 */
export const stripeAccount = pgTable(
  'stripe_account',
  {
    id: integer('id').primaryKey().default(1),
    publishableKey: text('publishable_key').notNull(),
    secretKeySealed: text('secret_key_sealed').notNull(),
    secretKeyLast4: text('secret_key_last4').notNull(),
    webhookSecretSealed: text('webhook_secret_sealed').notNull(),
    webhookSecretLast4: text('webhook_secret_last4').notNull(),
    livemode: integer('livemode').notNull().default(0),
    updatedAt: tz('updated_at').notNull(),
    updatedByAdminId: integer('updated_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
  },
  () => [check('stripe_account_one_row_ck', sql`id = 1`)],
);

/**
 * A Stripe Checkout Session the app opened for a student: what it pays (the balance, an invoice or a
 * purchase's charge), the exact amount the ledger said, and what became of it. The payment is recorded
 * once, by the webhook, with the PaymentIntent as its transaction id.
 */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    purpose: text('purpose', { enum: CHECKOUT_PURPOSES }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    sessionId: text('session_id'),
    checkoutUrl: text('checkout_url'),
    status: text('status', { enum: CHECKOUT_STATES }).notNull().default('open'),
    paymentIntentId: text('payment_intent_id'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    uniqueIndex('card_checkouts_session_uq').on(t.sessionId),
    index('card_checkouts_student_idx').on(t.studentId, t.createdAt),
    check('card_checkouts_amount_ck', sql`${t.amountCents} > 0`),
    check('card_checkouts_purpose_ck', sql`${t.purpose} in (${inList(CHECKOUT_PURPOSES)})`),
    check('card_checkouts_status_ck', sql`${t.status} in (${inList(CHECKOUT_STATES)})`),
  ],
);

/**
 * Every Stripe event delivered to the webhook, stored once by its id (a second delivery, a replay or a
 * second instance finds it here), with what the app did with it.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** Stripe's own time of the event (seconds since 1970), to tell an old event from a new one. */
    stripeCreated: bigint('stripe_created', { mode: 'number' }).notNull(),
    objectId: text('object_id'),
    outcome: text('outcome').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('stripe_events_object_idx').on(t.objectId)],
);

/**
 * Money the administrator sends back to a card through Stripe. The refund is recorded as money given
 * back (a negative payment, decision 030) once Stripe says it succeeded, from its answer or its webhook,
 * whichever comes first, once (the Stripe refund id is the transaction id).
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    stripeRefundId: text('stripe_refund_id'),
    status: text('status', { enum: CARD_REFUND_STATES }).notNull().default('requested'),
    failureReason: text('failure_reason'),
    refundPaymentId: integer('refund_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: tz('settled_at'),
  },
  (t) => [
    uniqueIndex('card_refunds_stripe_uq').on(t.stripeRefundId),
    index('card_refunds_payment_idx').on(t.paymentId),
    check('card_refunds_amount_ck', sql`${t.amountCents} > 0`),
    check('card_refunds_status_ck', sql`${t.status} in (${inList(CARD_REFUND_STATES)})`),
  ],
);
