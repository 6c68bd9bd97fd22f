import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from './billing';
import { createdAt, stampedNow, tz } from './columns';
import { admins, students } from './people';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    description: text('description'),
    category: text('category', { enum: ['welcome', 'payment', 'class', 'reminder', 'general'] }).notNull(),
    placeholders: jsonb('placeholders').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    /** The language the template is written in (issue 33): sent to students who read that language. */
    language: text('language', { enum: ['en-CA', 'fr-CA'] })
      .notNull()
      .default('en-CA'),
    createdAt: createdAt(),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    check(
      'email_templates_category_ck',
      sql`${t.category} in ('welcome', 'payment', 'class', 'reminder', 'general')`,
    ),
    check('email_templates_language_ck', sql`${t.language} in ('en-CA', 'fr-CA')`),
  ],
);

/**
 * Outgoing mail, written in the same transaction as the change that causes it and delivered by a job.
 * A secret (a temporary password) is never stored in the body: the body holds the {{secret}} marker and
 * the secret is kept encrypted with the app key until delivery, then erased.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    toName: text('to_name'),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    secretCiphertext: text('secret_ciphertext'),
    senderType: text('sender_type', { enum: ['system', 'admin'] })
      .notNull()
      .default('system'),
    sentByAdminId: integer('sent_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'kept'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** What the message is about, e.g. ('class_instance', 42) for a class cancellation notice. */
    relatedType: text('related_type'),
    relatedId: integer('related_id'),
    /** When the current try claimed it; a try older than the job's expiry died with its instance. */
    sendingSince: tz('sending_since'),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** The From header the message went out with ("Studio" <studio@example.com>), set on delivery. */
    fromHeader: text('from_header'),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbound_emails_status_idx').on(t.status, t.createdAt),
    index('outbound_emails_student_idx').on(t.studentId, t.createdAt),
    index('outbound_emails_created_idx').on(t.createdAt),
    check('outbound_emails_status_ck', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'kept')`),
  ],
);

/** Raw bytes; PGlite hands back a Uint8Array and postgres.js a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const incomingEmails = pgTable(
  'incoming_emails',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name'),
    toEmail: text('to_email'),
    subject: text('subject').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    bodyHtml: text('body_html'),
    attachments: jsonb('attachments').$type<{ filename: string; size: number }[]>().notNull().default([]),
    receivedAt: tz('received_at').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    dkimPass: boolean('dkim_pass'),
    spfPass: boolean('spf_pass'),
    parsedPayment: jsonb('parsed_payment'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The message exactly as the mailbox holds it, byte for byte: DKIM is verified against it. */
    rawSource: bytea('raw_source'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('incoming_emails_message_id_uq').on(t.messageId),
    index('incoming_emails_received_idx').on(t.receivedAt),
    index('incoming_emails_student_idx').on(t.studentId),
  ],
);

/**
 * Where the scan of one mailbox (keyed by user, server and folder, never the password) stands: the
 * last UID stored under its UIDVALIDITY, the last successful scan, the last failure, the messages
 * skipped, and the lease a running scan holds so that two scans (two instances, or the poll and
 * "Scan Emails") never overlap.
 */
export const mailboxState = pgTable('mailbox_state', {
  mailbox: text('mailbox').primaryKey(),
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  lastScanAt: tz('last_scan_at'),
  lastError: text('last_error'),
  lastErrorAt: tz('last_error_at'),
  scanLeaseUntil: tz('scan_lease_until'),
  /** The latest messages scans left out and why (too large, malformed), newest first, a few only. */
  recentSkips: jsonb('recent_skips')
    .$type<{ uid: number; reason: string; at: string }[]>()
    .notNull()
    .default([]),
  updatedAt: stampedNow('updated_at'),
});

/**
 * One row per reminder ever queued, keyed by what it reminds of (e.g. `class:{bookingId}:{date}`,
 * `payment-due:{invoiceId}:{dueDate}`): inserted with the outbox message in one transaction and
 * `on conflict do nothing`, so a reminder is queued once whatever runs the job, twice or at once.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: ['class', 'payment_due'] }).notNull(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    outboundEmailId: integer('outbound_email_id').references(() => outboundEmails.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reminder_deliveries_student_idx').on(t.studentId),
    check('reminder_deliveries_kind_ck', sql`${t.kind} in ('class', 'payment_due')`),
  ],
);

/**
 * A private iCalendar feed (issue 14 §2): a student's bookings, or every class for an administrator.
 * The token is looked up by its SHA-256 and kept sealed with the app key so Settings can show the
 * address again; regenerating replaces it, revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash),
    uniqueIndex('calendar_feeds_student_uq').on(t.studentId),
    uniqueIndex('calendar_feeds_admin_uq').on(t.adminId),
    check('calendar_feeds_owner_ck', sql`(${t.studentId} is null) <> (${t.adminId} is null)`),
  ],
);
