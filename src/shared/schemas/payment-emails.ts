/**
 * Payment e-mails (spec 03 §2.2 Email Payment Processor, §3 Payment's emailFrom / emailSubject /
 * processingNotes, §5 "Email parsing", §7 verify-payment and process-bulk; issue 13 §2): what a
 * notification was found to be, and the pasted-text calls.
 */
import { z } from 'zod';
import { type Described, en, englishOf, msg } from '../i18n/msg';

/** A notice paid in another currency than the studio's, to translate (PAYMENT_EMAIL_MESSAGES.otherCurrency in English). */
export const otherCurrencyMessage = (paid: string, studio: string): Described =>
  msg('Payment is in {paid}; the studio takes {studio}', { paid, studio });

/**
 * A reason the server kept in English (stored on the e-mail, said by the REST API), read back as the
 * text it was made from, so a screen can show it in its reader's language; any other reason as it is.
 */
export function describedPaymentReason(reason: string): Described | string {
  const currencies = /^Payment is in ([A-Z]{3}); the studio takes ([A-Z]{3})$/.exec(reason);
  return currencies ? otherCurrencyMessage(currencies[1]!, currencies[2]!) : reason;
}

export const PAYMENT_EMAIL_MESSAGES = {
  /** Spec 03 §5, single mode. */
  missingInformation: en('Missing information: Please provide both email content and sender email'),
  /** Spec 03 §5, bulk mode. */
  invalidFormat: en('Invalid format'),
  noPaymentData: en('No payment data found'),
  securityFailed: en('Security validation failed'),
  noStudent: en('No student matches this payer: pick the student in the review list'),
  ambiguous: en('More than one student matches this payer: pick the student in the review list'),
  alreadyRecorded: en('This payment was already recorded'),
  notInReview: en('This e-mail is not waiting for a student'),
  /** A notice paid in another currency than the studio's (settings currency): never recorded as is. */
  otherCurrency: (paid: string, studio: string): string => englishOf(otherCurrencyMessage(paid, studio)),
} as const;

/** What processing an incoming notification came to (kept on the incoming e-mail). */
export const PAYMENT_EMAIL_STATUSES = [
  'not_payment',
  'unrecognised',
  'security_failed',
  'needs_review',
  'recorded',
  'dismissed',
] as const;
export type TPaymentEmailStatus = (typeof PAYMENT_EMAIL_STATUSES)[number];

export const ZPaymentEmailCandidate = z.object({ studentId: z.number(), studentName: z.string() });

/** The `parsed_payment` of an incoming e-mail. Money in cents here: it never leaves the server as is. */
export const ZPaymentEmailState = z.object({
  status: z.enum(PAYMENT_EMAIL_STATUSES),
  source: z.string().nullable(),
  institution: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  payerName: z.string().nullable(),
  payerEmail: z.string().nullable(),
  reference: z.string().nullable(),
  /** The studio's invoice the notice says it pays (absent from states kept before it was read). */
  invoiceNumber: z.string().nullable().default(null),
  paidAt: z.string().nullable(),
  /** Why it was not recorded (security, not a payment, no or several students). */
  reasons: z.array(z.string()),
  candidates: z.array(ZPaymentEmailCandidate),
  paymentId: z.number().nullable(),
  processedAt: z.string(),
});
export type TPaymentEmailState = z.infer<typeof ZPaymentEmailState>;

/** A pasted notification's text: a long HTML-turned-text e-mail fits; a novel does not. */
export const MAX_PASTED_EMAIL = 100_000;

/** At most 100,000 characters (MAX_PASTED_EMAIL) or 320 (an address), each said in so many words. */
const TOO_LONG: Readonly<Record<number, string>> = {
  100000: en('At most 100000 characters'),
  320: en('At most 320 characters'),
};

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: TOO_LONG[max] ?? `At most ${max} characters` });

/** POST /api/email/verify-payment: a pasted notification (no raw source, so no signature to check). */
export const ZVerifyPaymentInput = z.object({
  emailContent: requiredText(PAYMENT_EMAIL_MESSAGES.missingInformation, MAX_PASTED_EMAIL),
  senderEmail: requiredText(PAYMENT_EMAIL_MESSAGES.missingInformation, 320),
  subject: z.string().trim().max(998).default(''),
});

/** The Email Payment Processor's Record Payment: the pasted notification and the student it is for. */
export const ZRecordPastedInput = ZVerifyPaymentInput.extend({
  studentId: z.coerce
    .number({ error: en('Student is required') })
    .int()
    .min(1, { error: en('Student is required') }),
});

export const ZRecordPastedResult = z.object({
  success: z.literal(true),
  /** False when this payment (its reference) was already recorded: nothing new was written. */
  created: z.boolean(),
  paymentId: z.number(),
  amount: z.string(),
  studentName: z.string(),
  /** A payment confirmation e-mail was queued (sendPaymentConfirmations): queued, not yet sent. */
  confirmationQueued: z.boolean(),
  message: z.string(),
});
export type TRecordPastedResult = z.infer<typeof ZRecordPastedResult>;

export const ZVerifyPaymentResult = z.object({
  success: z.boolean(),
  paymentData: z
    .object({
      /** The matched student's e-mail (null when nobody or several match). */
      studentEmail: z.string().nullable(),
      studentId: z.number().nullable(),
      studentName: z.string().nullable(),
      amount: z.string(),
      paymentMethod: z.string(),
      transactionId: z.string().nullable(),
      reference: z.string().nullable(),
      invoiceNumber: z.string().nullable(),
      payerName: z.string().nullable(),
      payerEmail: z.string().nullable(),
    })
    .nullable(),
  validation: z.object({ institution: z.string().nullable() }),
  /**
   * UNVERIFIED: pasted text from the institution's address, never signature-checked (a notice refused
   * for its currency too: its sender was the institution's); FAILED: nothing read, or not its sender.
   */
  securityCheck: z.enum(['UNVERIFIED', 'FAILED']),
  reasons: z.array(z.string()),
  candidates: z.array(ZPaymentEmailCandidate),
  error: z.string().nullable(),
});
export type TVerifyPaymentResult = z.infer<typeof ZVerifyPaymentResult>;

export const ZBulkEmailItem = z.object({
  content: requiredText(PAYMENT_EMAIL_MESSAGES.missingInformation, MAX_PASTED_EMAIL),
  senderEmail: requiredText(PAYMENT_EMAIL_MESSAGES.missingInformation, 320),
  subject: z.string().trim().max(998).default(''),
  receivedDate: z.iso
    .datetime({ offset: true, error: en('receivedDate must be a date and time') })
    .optional(),
});

/** POST /api/payments/process-bulk (spec 03 §5, §7). */
export const ZProcessBulkInput = z.object({
  emails: z
    .array(ZBulkEmailItem, { error: PAYMENT_EMAIL_MESSAGES.invalidFormat })
    .min(1, {
      error: PAYMENT_EMAIL_MESSAGES.invalidFormat,
    })
    .max(200, { error: en('At most 200 e-mails at once') }),
});

export const ZProcessBulkResult = z.object({
  summary: z.object({ processed: z.number(), failed: z.number() }),
  total: z.number(),
  results: z.array(
    z.object({
      email: z.string(),
      success: z.boolean(),
      amount: z.string().nullable(),
      studentName: z.string().nullable(),
      paymentId: z.number().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type TProcessBulkResult = z.infer<typeof ZProcessBulkResult>;

/** The review list: notifications that wait for the administrator to pick the student. */
export const ZReviewItem = z.object({
  incomingEmailId: z.number(),
  subject: z.string(),
  from: z.string(),
  receivedAt: z.string(),
  institution: z.string().nullable(),
  amount: z.string(),
  payerName: z.string().nullable(),
  payerEmail: z.string().nullable(),
  reference: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  reasons: z.array(z.string()),
  candidates: z.array(ZPaymentEmailCandidate),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;

export const ZResolveReviewInput = z.object({
  id: z.coerce.number().int().min(1),
  studentId: z.coerce
    .number({ error: en('Student is required') })
    .int()
    .min(1, { error: en('Student is required') }),
});
