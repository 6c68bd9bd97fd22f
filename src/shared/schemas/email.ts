/**
 * Administrator e-mail (spec 03 §3, §5, §7; spec 02 §7 e-mail rows): templates, compose, bulk send,
 * Sent Emails and a student's e-mails. One set of schemas for the procedures, the /api adapters and
 * the forms.
 */
import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from '../constants';
import {
  PLACEHOLDER_NAME_PATTERN,
  REFUSED_PLACEHOLDER_MESSAGE,
  refusedPlaceholdersIn,
} from '../email-placeholders';
import { LOCALES, SOURCE_LOCALE } from '../i18n/locales';
import { en } from '../i18n/msg';
import { MAX_SHORT_TEXT, MAX_TEXT, zId, zPageNumber, zPageSize, zSearchText } from './common';

export { TEMPLATE_CATEGORIES };
export type TTemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** Recipients one request may name, and how many one administrator may send a minute. */
export const MAX_RECIPIENTS_PER_SEND = 1000;
export const ADMIN_SEND_LIMIT_PER_MINUTE = 1000;
export const MAX_SUBJECT = 300;
export const MAX_EMAIL_BODY = 50_000;
export const SENT_EMAIL_PAGE_SIZES = [10, 25, 50, 100] as const;

export const EMAIL_MESSAGES = {
  templateNameRequired: en('Template name is required'),
  subjectRequired: en('Subject is required'),
  templateBodyRequired: en('Template body is required'),
  categoryRequired: en('Category is required'),
  invalidCategory: en('Category must be one of welcome, payment, class, reminder, general'),
  invalidEmail: en('Please enter a valid email address'),
  bodyRequired: en('Email body is required'),
  /** Template send, from an API client (spec 03 §5). */
  noRecipients: en('No recipients specified'),
  /** Template send, the form's wording for the same (spec 03 §5). */
  enterRecipients: en('Please enter at least one email address'),
  /** Bulk e-mail (spec 02 §5). */
  selectRecipients: en('Please select at least one recipient'),
  fillSubjectAndMessage: en('Please fill in subject and message'),
  tooManyRecipients: en('At most 1000 recipients per send'),
  subjectLineBreak: en('Subject cannot contain line breaks'),
  addressLineBreak: en('Email addresses cannot contain line breaks'),
  nameLineBreak: en('Recipient names cannot contain line breaks'),
  placeholderName: en('Placeholder names are a letter followed by letters, digits or underscores'),
  templateNotFound: en('Template not found'),
  templateInactive: en('This template is not active: activate it before sending'),
  emailNotFound: en('Email not found'),
  studentNotFound: en('Student not found'),
  sendLimit: en(
    'Sending limit reached: at most 1000 e-mails a minute per administrator. Please wait a minute and try again.',
  ),
  notConfigured: en('Not sent: no mail server is configured (SMTP_URL)'),
} as const;

const hasLineBreak = (v: string) => /[\r\n]/.test(v);
const echo = (v: string) => (v.length > 60 ? `${v.slice(0, 57)}...` : v);
const isEmail = (v: string) => v.length <= 254 && z.email().safeParse(v).success;

/** One address (compose "to"): line breaks refused before anything else, then the spec's message. */
export const zRecipientAddress = z
  .string({ error: EMAIL_MESSAGES.invalidEmail })
  .refine((v) => !hasLineBreak(v), { error: EMAIL_MESSAGES.addressLineBreak, abort: true })
  .trim()
  .refine(isEmail, { error: EMAIL_MESSAGES.invalidEmail });

/** An address in a list: the message names the address that is wrong. */
const zListedAddress = z.string({ error: EMAIL_MESSAGES.invalidEmail }).transform((v, ctx) => {
  if (hasLineBreak(v)) {
    ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.addressLineBreak });
    return z.NEVER;
  }
  const address = v.trim();
  if (!isEmail(address)) {
    ctx.addIssue({ code: 'custom', message: `${EMAIL_MESSAGES.invalidEmail}: ${echo(address)}` });
    return z.NEVER;
  }
  return address;
});

export const zEmailSubject = z
  .string({ error: EMAIL_MESSAGES.subjectRequired })
  .refine((v) => !hasLineBreak(v), { error: EMAIL_MESSAGES.subjectLineBreak, abort: true })
  .trim()
  .min(1, { error: EMAIL_MESSAGES.subjectRequired })
  .max(MAX_SUBJECT, { error: en('Subject must be at most 300 characters') })
  .refine((v) => refusedPlaceholdersIn(v).length === 0, { error: REFUSED_PLACEHOLDER_MESSAGE });

const zEmailBody = (required: string) =>
  z
    .string({ error: required })
    .refine((v) => v.trim() !== '', { error: required, abort: true })
    .max(MAX_EMAIL_BODY, { error: en('Body must be at most 50000 characters') })
    .refine((v) => refusedPlaceholdersIn(v).length === 0, { error: REFUSED_PLACEHOLDER_MESSAGE });

const zRecipientName = z
  .string({ error: en('Recipient name must be text') })
  .refine((v) => !hasLineBreak(v), { error: EMAIL_MESSAGES.nameLineBreak, abort: true })
  .trim()
  .max(MAX_SHORT_TEXT, { error: en('Recipient name must be at most 200 characters') });

/** Values the sender gives for placeholders: `{ "className": "Yoga", "amount": "$20.00" }`. */
export const ZPlaceholderValues = z
  .record(
    z.string().regex(PLACEHOLDER_NAME_PATTERN, { error: EMAIL_MESSAGES.placeholderName }),
    z
      .union([z.string(), z.number(), z.null()], { error: en('Placeholder values must be text') })
      .transform((v) => (v === null ? '' : String(v)))
      .pipe(z.string().max(MAX_TEXT, { error: en('Placeholder values must be at most 2000 characters') })),
    { error: en('placeholderValues must be an object of names and values') },
  )
  .refine((v) => Object.keys(v).length <= 50, { error: en('At most 50 placeholder values') });
export type TPlaceholderValues = z.input<typeof ZPlaceholderValues>;

export const ZEmailFormat = z.enum(['text', 'html'], { error: en('format must be text or html') });

// ---------- templates ----------

const zCategory = z.enum(TEMPLATE_CATEGORIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? EMAIL_MESSAGES.categoryRequired
      : EMAIL_MESSAGES.invalidCategory,
});

/** "placeholders (JSON array of names)": a list, or the JSON text of one, or names separated by commas. */
const zPlaceholderNames = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text);
      } catch {
        return v;
      }
    }
    return text === '' ? [] : text.split(',').map((s) => s.trim());
  },
  z
    .array(
      z
        .string({ error: EMAIL_MESSAGES.placeholderName })
        .trim()
        .transform((s) => s.replace(/^\{\{\s*|\s*\}\}$/g, ''))
        .pipe(z.string().regex(PLACEHOLDER_NAME_PATTERN, { error: EMAIL_MESSAGES.placeholderName })),
      { error: en('placeholders must be a list of names') },
    )
    .max(50, { error: en('At most 50 placeholders') }),
);

const templateFields = {
  name: z
    .string({ error: EMAIL_MESSAGES.templateNameRequired })
    .trim()
    .min(1, { error: EMAIL_MESSAGES.templateNameRequired })
    .max(MAX_SHORT_TEXT, { error: en('Template name must be at most 200 characters') }),
  subject: zEmailSubject,
  body: zEmailBody(EMAIL_MESSAGES.templateBodyRequired),
  description: z
    .string({ error: en('Description must be text') })
    .trim()
    .max(MAX_TEXT, { error: en('Description must be at most 2000 characters') })
    .nullish()
    .transform((v) => v || null),
  category: zCategory,
  placeholders: zPlaceholderNames.optional(),
  isActive: z.boolean({ error: en('isActive must be true or false') }),
};

/** The language a template is written in (issue 33): it goes to students who read that language. */
const zTemplateLanguage = z.enum(LOCALES, { error: en('Language must be en-CA or fr-CA') });

/** POST /api/email-templates. Without `placeholders`, the ones the subject and body use are stored. */
export const ZEmailTemplateInput = z.object({
  ...templateFields,
  isActive: templateFields.isActive.default(true),
  language: zTemplateLanguage.default(SOURCE_LOCALE),
});
export type TEmailTemplateInput = z.input<typeof ZEmailTemplateInput>;

/** PUT /api/email-templates/{id}: any subset of the fields. */
export const ZEmailTemplateUpdateInput = z
  .object({ id: zId })
  .extend(z.object(templateFields).partial().shape)
  .extend({ language: zTemplateLanguage.optional() });
export type TEmailTemplateUpdateInput = z.input<typeof ZEmailTemplateUpdateInput>;

export const ZEmailTemplateListInput = z
  .object({
    category: zCategory.optional(),
    language: zTemplateLanguage.optional(),
    activeOnly: z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: en('activeOnly must be true or false') })
      .transform((v) => v === true || v === 'true')
      .optional(),
  })
  .optional();

export const ZEmailTemplate = z.object({
  id: z.number(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  description: z.string().nullable(),
  category: z.enum(TEMPLATE_CATEGORIES),
  placeholders: z.array(z.string()),
  isActive: z.boolean(),
  language: z.enum(LOCALES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const ZAddDefaultTemplatesResult = z.object({
  /** How many were created: 6 (the three in each language), or 0 when the studio already had templates. */
  created: z.number(),
  templates: z.array(ZEmailTemplate),
});

/**
 * Recipients as a list or as the dialog's comma-separated text; blanks dropped, duplicates (whatever
 * their case) sent once.
 */
const zRecipientList = (empty: string) =>
  z.preprocess(
    (v) => {
      const items = typeof v === 'string' ? [v] : v;
      if (!Array.isArray(items)) return items;
      return items
        .flatMap((item) => (typeof item === 'string' ? item.split(/[,;]/) : [item]))
        .filter((item) => !(typeof item === 'string' && item.trim() === ''));
    },
    z
      .array(zListedAddress, { error: empty })
      .min(1, { error: empty })
      .max(MAX_RECIPIENTS_PER_SEND, { error: EMAIL_MESSAGES.tooManyRecipients })
      .transform((list) => {
        const seen = new Set<string>();
        return list.filter((a) => !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()));
      }),
  );

/** POST /api/email-templates/{id}/send. */
export const ZTemplateSendInput = z.object({
  id: zId,
  recipients: zRecipientList(EMAIL_MESSAGES.noRecipients),
  placeholderValues: ZPlaceholderValues.default({}),
});
export type TTemplateSendInput = z.input<typeof ZTemplateSendInput>;

// ---------- compose and bulk ----------

/**
 * POST /api/emails/send in both of the spec's shapes: spec 03 `{ to, subject, body, templateId }` and
 * spec 02 `{ recipientId, recipientEmail, subject, body, senderType }`. With only `recipientId` the
 * student's address is used. `senderType` is the server's to set (always "admin") and is ignored.
 * With a `templateId` and no subject or body, the template's are used. `format` "html" sends the body
 * as HTML (sanitised); the default is plain text.
 */
export const ZComposeEmailInput = z
  .object({
    to: zRecipientAddress.optional(),
    recipientEmail: zRecipientAddress.optional(),
    recipientId: zId.optional(),
    toName: zRecipientName.optional(),
    subject: zEmailSubject.optional(),
    body: zEmailBody(EMAIL_MESSAGES.bodyRequired).optional(),
    templateId: zId.nullish(),
    placeholderValues: ZPlaceholderValues.default({}),
    format: ZEmailFormat.default('text'),
    senderType: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.to && !v.recipientEmail && v.recipientId === undefined) {
      ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.invalidEmail, path: ['to'] });
    }
    if (v.subject === undefined && !v.templateId) {
      ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.subjectRequired, path: ['subject'] });
    }
    if (v.body === undefined && !v.templateId) {
      ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.bodyRequired, path: ['body'] });
    }
  });
export type TComposeEmailInput = z.input<typeof ZComposeEmailInput>;

/** POST /api/emails/send-bulk: `{{student_name}}` (or any placeholder) is filled per recipient. */
export const ZBulkEmailInput = z.object({
  recipients: z
    .array(z.object({ email: zListedAddress, name: zRecipientName.nullish() }), {
      error: EMAIL_MESSAGES.selectRecipients,
    })
    .min(1, { error: EMAIL_MESSAGES.selectRecipients })
    .max(MAX_RECIPIENTS_PER_SEND, { error: EMAIL_MESSAGES.tooManyRecipients })
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((r) => !seen.has(r.email.toLowerCase()) && seen.add(r.email.toLowerCase()));
    }),
  subject: zEmailSubject,
  body: zEmailBody(EMAIL_MESSAGES.bodyRequired),
  placeholderValues: ZPlaceholderValues.default({}),
  format: ZEmailFormat.default('text'),
});
export type TBulkEmailInput = z.input<typeof ZBulkEmailInput>;

/**
 * emails.preview: the message as a recipient will see it, without sending. Lenient while the form is
 * being filled: an address that is not (yet) valid just means "no recipient".
 */
export const ZEmailPreviewInput = z.object({
  to: z
    .string()
    .optional()
    .transform((v) => (v && !hasLineBreak(v) && isEmail(v.trim()) ? v.trim() : undefined)),
  recipientId: zId.optional(),
  toName: z
    .string()
    .max(MAX_SHORT_TEXT)
    .optional()
    .transform((v) => v?.replace(/[\r\n]+/g, ' ').trim() || undefined),
  subject: z
    .string()
    .max(MAX_SUBJECT, { error: en('Subject must be at most 300 characters') })
    .default(''),
  body: z
    .string()
    .max(MAX_EMAIL_BODY, { error: en('Body must be at most 50000 characters') })
    .default(''),
  templateId: zId.nullish(),
  placeholderValues: ZPlaceholderValues.default({}),
  format: ZEmailFormat.default('text'),
});
export type TEmailPreviewInput = z.input<typeof ZEmailPreviewInput>;

export const ZEmailPreview = z.object({
  recipient: z
    .object({ email: z.string(), name: z.string().nullable(), studentId: z.number().nullable() })
    .nullable(),
  subject: z.string(),
  bodyText: z.string(),
  /** Sanitised; render it in a sandboxed frame. */
  bodyHtml: z.string(),
  /** What a send would refuse: unknown names, known names without a value, {{password}}. */
  unknown: z.array(z.string()),
  missing: z.array(z.string()),
  refused: z.array(z.string()),
});
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

// ---------- what the server answers ----------

export const OUTBOUND_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export type TOutboundStatus = (typeof OUTBOUND_STATUSES)[number];

/** One message as it stands now; follow it with emails.sentStatus until it is sent or failed. */
export const ZQueuedEmail = z.object({
  /** The message's id in Sent Emails. */
  id: z.number(),
  name: z.string().nullable(),
  email: z.string(),
  status: z.enum(OUTBOUND_STATUSES),
  statusText: z.string(),
});
export type TQueuedEmail = z.infer<typeof ZQueuedEmail>;

export const ZComposeResult = z.object({
  success: z.literal(true),
  /** What is true now: "Email queued for delivery", or not sent because no mail server is configured. */
  message: z.string(),
  email: ZQueuedEmail,
  /** Whether a mail server (SMTP_URL) is configured: without one the message is kept, not sent. */
  mailConfigured: z.boolean(),
});
export type TComposeResult = z.infer<typeof ZComposeResult>;

/** A bulk or template send. `totalSent` counts messages the mail server has accepted (0 at first). */
export const ZBulkSendResult = z.object({
  success: z.literal(true),
  message: z.string(),
  total: z.number(),
  totalQueued: z.number(),
  totalSent: z.number(),
  mailConfigured: z.boolean(),
  results: z.array(ZQueuedEmail),
});
export type TBulkSendResult = z.infer<typeof ZBulkSendResult>;

// ---------- Sent Emails ----------

export const SENT_STATUS_FILTERS = ['all', 'queued', 'sending', 'sent', 'failed'] as const;

/** Comma-separated ids in a query string, or a list. */
const zIdList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z
    .array(zId, { error: en('ids must be a list of ids') })
    .min(1, { error: en('ids must name at least one e-mail') })
    .max(MAX_RECIPIENTS_PER_SEND, { error: en('At most 1000 ids') }),
);

/** GET /api/sent-emails: newest first, paged on the server (`page` counts from 0). */
export const ZSentEmailListInput = z
  .object({
    page: zPageNumber,
    pageSize: zPageSize(SENT_EMAIL_PAGE_SIZES, 25),
    /** Matches the recipient's address or name, or the subject. */
    search: zSearchText.optional(),
    status: z
      .enum(SENT_STATUS_FILTERS, { error: en('status must be one of all, queued, sending, sent, failed') })
      .default('all'),
    studentId: zId.optional(),
    /** Only these messages (e.g. the results of a bulk send). */
    ids: zIdList.optional(),
  })
  .default({ page: 0, pageSize: 25, status: 'all' });
export type TSentEmailListInput = z.input<typeof ZSentEmailListInput>;

export const ZSentEmail = z.object({
  id: z.number(),
  kind: z.string(),
  subject: z.string(),
  to: z.string(),
  toName: z.string().nullable(),
  studentId: z.number().nullable(),
  templateId: z.number().nullable(),
  senderType: z.enum(['system', 'admin']),
  status: z.enum(OUTBOUND_STATUSES),
  /** The status in words, with the reason when it is not sent. */
  statusText: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** When the mail server accepted it; null until then. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TSentEmail = z.infer<typeof ZSentEmail>;

export const ZSentEmailPage = z.object({
  rows: z.array(ZSentEmail),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Whether SMTP_URL is set: without it nothing is delivered. */
  mailConfigured: z.boolean(),
});
export type TSentEmailPage = z.infer<typeof ZSentEmailPage>;

/** Exactly what was sent: the text and the sanitised HTML. A sealed secret shows as ••••••. */
export const ZSentEmailDetail = ZSentEmail.extend({
  from: z.string().nullable(),
  bodyText: z.string(),
  bodyHtml: z.string().nullable(),
  providerMessageId: z.string().nullable(),
});
export type TSentEmailDetail = z.infer<typeof ZSentEmailDetail>;

export const ZSentStatusInput = z.object({ ids: zIdList });

export const ZSentStatus = z.object({
  rows: z.array(ZSentEmail.pick({ id: true, status: true, statusText: true, sentAt: true, lastError: true })),
  counts: z.object({ queued: z.number(), sending: z.number(), sent: z.number(), failed: z.number() }),
});
export type TSentStatus = z.infer<typeof ZSentStatus>;

/** GET /api/emails/student/{id}: the e-mail record of spec 02 §3, newest first. */
export const ZStudentEmail = z.object({
  id: z.number(),
  direction: z.enum(['outgoing', 'incoming']),
  subject: z.string(),
  body: z.string(),
  fromEmail: z.string().nullable(),
  toEmail: z.string().nullable(),
  status: z.enum(OUTBOUND_STATUSES).nullable(),
  statusText: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TStudentEmail = z.infer<typeof ZStudentEmail>;
