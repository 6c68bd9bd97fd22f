import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TaxLine } from '../../../shared/tax';
import { bookings, classInstances } from './classes';
import { createdAt, stampedNow, tz } from './columns';
import { admins, students } from './people';

const PAYMENT_METHOD_SQL = `'cash', 'e_transfer', 'credit', 'debit', 'card', 'cheque', 'bank_transfer', 'paypal', 'stripe', 'square', 'other'`;

/**
 * The tax recorded with a charge, payment, refund or invoice line, per tax (decision 028): computed
 * once when the row is written and never from today's settings. Null only on a row written before
 * taxes were recorded, until the start-up freeze (billing/freeze-taxes.ts) fills it.
 */
const recordedTaxes = () => jsonb('taxes').$type<TaxLine[]>();

/** One bill per student per billing period ("Monthly Bills" and the Billing dashboard are views of it). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    /** First day of the billing month; billingPeriod "YYYY-MM" is derived from it. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'paid', 'overdue', 'cancelled'] })
      .notNull()
      .default('pending'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: tz('sent_at'),
    paidAt: tz('paid_at'),
    createdAt: createdAt(),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.invoiceNumber),
    uniqueIndex('invoices_student_period_uq').on(t.studentId, t.periodStart),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    check('invoices_status_ck', sql`${t.status} in ('pending', 'sent', 'paid', 'overdue', 'cancelled')`),
    check(
      'invoices_amounts_ck',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    taxes: recordedTaxes(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_lines_booking_uq').on(t.bookingId),
  ],
);

export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    reminderType: text('reminder_type', {
      enum: ['first_reminder', 'second_reminder', 'final_notice'],
    }).notNull(),
    sentAt: stampedNow('sent_at'),
  },
  (t) => [
    index('invoice_reminders_invoice_idx').on(t.invoiceId),
    check(
      'invoice_reminders_type_ck',
      sql`${t.reminderType} in ('first_reminder', 'second_reminder', 'final_notice')`,
    ),
  ],
);

/** Money received (or expected). Method and status are separate columns (design §3). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    taxes: recordedTaxes(),
    method: text('method').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'overdue', 'refunded', 'failed', 'cancelled'] })
      .notNull()
      .default('paid'),
    paymentDate: stampedNow('payment_date'),
    transactionId: text('transaction_id'),
    idempotencyKey: text('idempotency_key'),
    notes: text('notes'),
    processingNotes: text('processing_notes'),
    paymentEmail: text('payment_email'),
    emailFrom: text('email_from'),
    emailSubject: text('email_subject'),
    emailProcessedAt: tz('email_processed_at'),
    incomingEmailId: integer('incoming_email_id'),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_uq').on(t.transactionId),
    uniqueIndex('payments_idempotency_uq').on(t.idempotencyKey),
    index('payments_student_date_idx').on(t.studentId, t.paymentDate),
    index('payments_date_idx').on(t.paymentDate),
    index('payments_invoice_idx').on(t.invoiceId),
    /** Money received is positive; money given back (a refund, decision 030) is negative and marked refunded. */
    check(
      'payments_amount_ck',
      sql`(${t.amountCents} > 0 and ${t.netCents} >= 0 and ${t.taxCents} >= 0) or (${t.status} = 'refunded' and ${t.amountCents} < 0 and ${t.netCents} <= 0 and ${t.taxCents} <= 0)`,
    ),
    check('payments_method_ck', sql.raw(`method in (${PAYMENT_METHOD_SQL})`)),
    check(
      'payments_status_ck',
      sql`${t.status} in ('pending', 'paid', 'overdue', 'refunded', 'failed', 'cancelled')`,
    ),
  ],
);

/** A credit lot: granted on cancellation or by an admin, available until used or voided. */
export const studentCredits = pgTable(
  'student_credits',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    source: text('source', {
      enum: ['booking_cancellation', 'class_cancellation', 'admin_refund', 'admin_credit'],
    }).notNull(),
    classDate: date('class_date', { mode: 'string' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    classInstanceId: integer('class_instance_id').references(() => classInstances.id, {
      onDelete: 'set null',
    }),
    usedAt: tz('used_at'),
    usedByBookingId: integer('used_by_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    voidedAt: tz('voided_at'),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('student_credits_student_idx').on(t.studentId),
    /** One cancellation credit per booking, however many cancel requests race. */
    uniqueIndex('student_credits_booking_uq').on(t.bookingId),
    check('student_credits_amount_ck', sql`${t.amountCents} > 0`),
    check(
      'student_credits_source_ck',
      sql`${t.source} in ('booking_cancellation', 'class_cancellation', 'admin_refund', 'admin_credit')`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    creditId: integer('credit_id').references(() => studentCredits.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    taxes: recordedTaxes(),
    reason: text('reason').notNull(),
    emailNotify: boolean('email_notify').notNull().default(true),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_student_idx').on(t.studentId),
    check('refunds_amount_ck', sql`${t.amountCents} between 0 and 100000`),
  ],
);

export const LEDGER_ENTRY_TYPES = [
  'charge',
  'charge_reversal',
  'payment',
  'payment_reversal',
  'credit',
  'credit_use',
  'credit_void',
  'refund',
] as const;

/**
 * The append-only money record. Every entry is a positive amount whose type says its direction;
 * corrections are reversing entries (reversesEntryId), never edits. A student's balance is a SUM here.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    entryType: text('entry_type', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** A charge's tax (inside its amount); 0 and no lines on every other entry. */
    taxCents: integer('tax_cents').notNull().default(0),
    taxes: recordedTaxes(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    creditId: integer('credit_id').references(() => studentCredits.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    reversesEntryId: integer('reverses_entry_id'),
    description: text('description').notNull(),
    isManual: boolean('is_manual').notNull().default(false),
    occurredAt: stampedNow('occurred_at'),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_student_idx').on(t.studentId, t.occurredAt),
    index('ledger_entries_occurred_idx').on(t.occurredAt),
    index('ledger_entries_booking_idx').on(t.bookingId),
    /** A bill's charges (billing stats, amounts due); most entries are on no bill. */
    index('ledger_entries_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    uniqueIndex('ledger_entries_reverses_uq').on(t.reversesEntryId),
    check('ledger_entries_amount_ck', sql`${t.amountCents} > 0`),
    check(
      'ledger_entries_type_ck',
      sql.raw(`entry_type in (${LEDGER_ENTRY_TYPES.map((x) => `'${x}'`).join(', ')})`),
    ),
  ],
);

/**
 * Each student's one balance (decision 029), kept by the database: a statement-level trigger on
 * `ledger_entries` (migration 0015, decision 031) adds every inserted line signed by OWED_SIGN in the
 * statement that writes it, so the dashboard and the lists of who owes never sum the whole ledger.
 * Ledger lines are never updated or deleted, so inserts are all it follows.
 */
export const studentBalances = pgTable('student_balances', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'restrict' }),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * The tax recorded with money received, per UTC hour and tax (decision 032), kept by triggers on
 * `payments` (migration 0016): a payment adds its tax lines to its hour, a removed one takes them back,
 * a refund (negative) subtracts. The Financial Report adds up whole hours here instead of reading every
 * payment's tax lines; hours are UTC, so a change of the studio's time zone changes nothing here.
 */
export const taxReceivedHourly = pgTable(
  'tax_received_hourly',
  {
    hour: timestamp('hour', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.kind, t.label, t.ratePpm] })],
);
