/**
 * Incoming e-mail (spec 03 §2.8, §3 "Incoming email", §4, §7; issue 13 §1): the mailbox the studio's
 * payment notifications arrive in, read over IMAP. One set of schemas for the procedures, the /api
 * adapters and the Incoming Emails screen.
 */
import { z } from 'zod';
import { en } from '../i18n/msg';
import { zId, zPageNumber, zPageSize, zSearchText } from './common';

/** Characters of the body shown in the list (spec 03 §9). */
export const INCOMING_PREVIEW_LENGTH = 150;
/** How often the Incoming Emails list refreshes (spec 03 §9), in milliseconds. */
export const INCOMING_REFRESH_MS = 30_000;
/** How often the mailbox is read when IMAP_URL is set, in minutes: the poll's schedule and its retry. */
export const MAILBOX_POLL_MINUTES = 3;
export const INCOMING_PAGE_SIZES = [10, 25, 50, 100] as const;
export const INCOMING_FILTERS = ['all', 'unread', 'students'] as const;

export const ZIncomingListInput = z.object({
  filter: z.enum(INCOMING_FILTERS, { error: en('filter must be all, unread or students') }).default('all'),
  search: zSearchText.default(''),
  page: zPageNumber,
  pageSize: zPageSize(INCOMING_PAGE_SIZES, 25),
});
export type TIncomingListInput = z.input<typeof ZIncomingListInput>;

export const ZIncomingAttachment = z.object({ filename: z.string(), size: z.number() });

/** What reading a message as a payment notification came to, when it was one (issue 13 §2). */
export const INCOMING_PAYMENT_STATUSES = [
  'security_failed',
  'needs_review',
  'recorded',
  'dismissed',
] as const;
export type TIncomingPaymentStatus = (typeof INCOMING_PAYMENT_STATUSES)[number];

/**
 * A payment notification as Incoming Emails shows it: null for a message not read as a payment yet,
 * not a payment, or not recognised. Money as a decimal string ("64.00"), never cents.
 */
export const ZIncomingPayment = z.object({
  status: z.enum(INCOMING_PAYMENT_STATUSES),
  /** FAILED: its signature (DKIM) did not hold and nothing was recorded; PASSED: it was authentic. */
  securityCheck: z.enum(['PASSED', 'FAILED']).nullable(),
  institution: z.string().nullable(),
  amount: z.string().nullable(),
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  /** Why it was refused, waits or was not new, as the intake gave them. */
  reasons: z.array(z.string()),
  /** The payment recorded from it (Payment Ledger), if any. */
  paymentId: z.number().nullable(),
});
export type TIncomingPayment = z.infer<typeof ZIncomingPayment>;

/** One message as the list shows it (spec 03 §3 "Incoming email"); `body` is the text body. */
export const ZIncomingEmail = z.object({
  id: z.number(),
  subject: z.string(),
  from: z.string(),
  fromName: z.string().nullable(),
  /** The start of the text body, at most INCOMING_PREVIEW_LENGTH characters. */
  preview: z.string(),
  receivedAt: z.string(),
  isRead: z.boolean(),
  isFromStudent: z.boolean(),
  studentId: z.number().nullable(),
  studentName: z.string().nullable(),
  attachments: z.array(ZIncomingAttachment),
  /** What it came to as a payment; null when it is not one (or not read as one yet). */
  payment: ZIncomingPayment.nullable().default(null),
});
export type TIncomingEmail = z.infer<typeof ZIncomingEmail>;

export const ZIncomingPage = z.object({
  rows: z.array(ZIncomingEmail),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The Incoming Emails stats: every message not archived, the unread ones, those from students. */
  counts: z.object({ total: z.number(), unread: z.number(), fromStudents: z.number() }),
});
export type TIncomingPage = z.infer<typeof ZIncomingPage>;

/** One message opened: the whole text body and the HTML body already sanitised on the server. */
export const ZIncomingEmailDetail = ZIncomingEmail.extend({
  body: z.string(),
  /** Sanitised: no script, no event handlers, no remote content (images and styles from elsewhere). */
  bodyHtml: z.string().nullable(),
  to: z.string().nullable(),
});
export type TIncomingEmailDetail = z.infer<typeof ZIncomingEmailDetail>;

export const ZIncomingIdInput = z.object({ id: zId });

/** POST /api/emails/scan (spec 03 §7). */
export const ZScanResult = z.object({
  /** Payments recorded from the messages of this scan. */
  newPayments: z.number(),
  /** New messages stored by this scan. */
  emailsProcessed: z.number(),
  /** Messages left out, each with its reason (malformed, too large). */
  skipped: z.array(z.object({ uid: z.number(), reason: z.string() })),
});
export type TScanResult = z.infer<typeof ZScanResult>;

/** The mailbox as the Integration tab reports it. */
export const ZInboxStatus = z.object({
  configured: z.boolean(),
  lastScanAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type TInboxStatus = z.infer<typeof ZInboxStatus>;
