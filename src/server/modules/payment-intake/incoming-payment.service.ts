import { eq, sql } from 'drizzle-orm';
import { en } from '../../../shared/i18n/msg';
import {
  PAYMENT_EMAIL_MESSAGES as M,
  type TPaymentEmailState,
  type TPaymentEmailStatus,
} from '../../../shared/schemas/payment-emails';
import { incomingEmails } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kernel/actor';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { type DnsResolver, verifyPaymentEmail } from './authenticity';
import { matchPayer } from './match-payer';
import { institutionDomains, type ParsedPayment, parsePaymentEmail } from './parsing';
import { recordEmailPayment } from './record';

/** A notification already decided is not processed again (a second scan, a second instance). */
const FINAL: readonly TPaymentEmailStatus[] = [
  'recorded',
  'dismissed',
  'not_payment',
  'unrecognised',
  'security_failed',
];

const blankState = (status: TPaymentEmailStatus, reasons: string[]): TPaymentEmailState => ({
  status,
  source: null,
  institution: null,
  amountCents: null,
  currency: null,
  payerName: null,
  payerEmail: null,
  reference: null,
  invoiceNumber: null,
  paidAt: null,
  reasons,
  candidates: [],
  paymentId: null,
  processedAt: clockNow().toISOString(),
});

const stateOf = (p: ParsedPayment, status: TPaymentEmailStatus, reasons: string[]): TPaymentEmailState => ({
  ...blankState(status, reasons),
  source: p.source,
  institution: p.institution,
  amountCents: p.amountCents,
  currency: p.currency,
  payerName: p.payerName,
  payerEmail: p.payerEmail,
  reference: p.reference,
  invoiceNumber: p.invoiceNumber,
  paidAt: p.paidAt,
});

export interface IntakeOptions {
  /** DNS answers for the DKIM check (tests answer for their test key; production asks DNS). */
  resolver?: DnsResolver;
  /** The mailbox's own addresses (its IMAP user when that is an address), besides the settings' ones. */
  studioAddresses?: string[];
}

const addressesIn = (header: string | null): string[] =>
  (header ?? '').match(/[^\s<>,;"']+@[^\s<>,;"']+/g)?.map((a) => a.toLowerCase()) ?? [];

/**
 * A genuine notice of someone else's transfer, redirected unchanged to the studio, passes DKIM: it must
 * also be addressed to the studio (its e-Transfer or business e-mail, or the mailbox itself). Null when
 * it is, or when the studio has no address to compare with.
 */
function notForStudio(to: string | null, studio: (string | null | undefined)[]): string | null {
  const own = new Set(
    studio.filter((a): a is string => Boolean(a?.trim())).map((a) => a.trim().toLowerCase()),
  );
  if (own.size === 0) return null;
  const recipients = addressesIn(to);
  if (recipients.some((a) => own.has(a))) return null;
  return `This notice is addressed to ${recipients.join(', ') || 'nobody'}, not to the studio (${[...own].join(', ')})`;
}

/**
 * One stored incoming e-mail, read as a payment notification (issue 13 §2): parsed; trusted only when
 * its raw source passes DKIM for the institution (decision 009); the payer matched to a student
 * (`matchPayer`); then recorded once (the reference number, or the notification's fingerprint, is the
 * once-only key) — or left for the administrator's review list. Nothing is ever recorded from a message
 * that is not authentic, and the app never guesses the student.
 */
export async function processIncomingPaymentEmail(
  actor: Actor,
  incomingEmailId: number,
  options: IntakeOptions = {},
): Promise<TPaymentEmailState> {
  const [email] = await actor.db.select().from(incomingEmails).where(eq(incomingEmails.id, incomingEmailId));
  if (!email) throw new AppError('NOT_FOUND', 'Email not found');
  const previous = email.parsedPayment as TPaymentEmailState | null;
  if (previous && (FINAL.includes(previous.status) || previous.status === 'needs_review')) return previous;

  const parsed = parsePaymentEmail({
    from: email.fromName ? `${email.fromName} <${email.fromEmail}>` : email.fromEmail,
    subject: email.subject,
    text: email.bodyText,
    html: email.bodyHtml,
    date: email.receivedAt,
  });
  if (parsed.kind !== 'payment') {
    const state =
      parsed.kind === 'not_payment'
        ? blankState('not_payment', [parsed.reason])
        : blankState('unrecognised', parsed.reason ? [parsed.reason] : []);
    return save(actor, incomingEmailId, state, null);
  }
  const p = parsed.payment;
  if (!email.rawSource) {
    const reasons = [en('The original message is not kept, so its signature cannot be checked')];
    return save(actor, incomingEmailId, stateOf(p, 'security_failed', reasons), false);
  }
  const verdict = await verifyPaymentEmail(Buffer.from(email.rawSource), {
    expectedDomains: institutionDomains(p.source, email.fromEmail),
    institution: p.institution,
    resolver: options.resolver,
  });
  if (!verdict.trusted)
    return save(actor, incomingEmailId, stateOf(p, 'security_failed', verdict.reasons), false);

  const settings = await getSettings(actor.db);
  const elsewhere = notForStudio(email.toEmail, [
    settings.eTransferEmail,
    settings.businessEmail,
    ...(options.studioAddresses ?? []),
  ]);
  if (elsewhere) return save(actor, incomingEmailId, stateOf(p, 'needs_review', [elsewhere]), true);
  // Authentic, but not in the studio's money: the administrator sees why; it is never recorded as is.
  if (p.currency !== settings.currency) {
    const reason = M.otherCurrency(p.currency, settings.currency);
    return save(actor, incomingEmailId, stateOf(p, 'needs_review', [reason]), true);
  }
  const match = await matchPayer(actor.db, { email: p.payerEmail, name: p.payerName });
  if (match.kind !== 'matched') {
    const state = stateOf(p, 'needs_review', [match.kind === 'ambiguous' ? M.ambiguous : M.noStudent]);
    if (match.kind === 'ambiguous') state.candidates = match.candidates;
    return save(actor, incomingEmailId, state, true);
  }
  return recordFor(
    actor,
    email,
    match.studentId,
    p,
    `Verified: DKIM of ${verdict.dkim.domains.join(', ')}; student matched by ${match.by.replace('_', ' ')}`,
    true,
  );
}

/** What recording needs of the stored e-mail (never its raw source). */
export const originColumns = {
  id: incomingEmails.id,
  messageId: incomingEmails.messageId,
  fromEmail: incomingEmails.fromEmail,
  subject: incomingEmails.subject,
  receivedAt: incomingEmails.receivedAt,
  parsedPayment: incomingEmails.parsedPayment,
};
type EmailOriginRow = { id: number; messageId: string; fromEmail: string; subject: string; receivedAt: Date };

/** Records the notification for `studentId` and keeps what happened on the e-mail. */
export async function recordFor(
  actor: Actor,
  email: EmailOriginRow,
  studentId: number,
  p: ParsedPayment,
  processingNotes: string,
  dkimPass: boolean,
): Promise<TPaymentEmailState> {
  const incomingEmailId = email.id;
  try {
    const recorded = await recordEmailPayment(actor, studentId, p, {
      incomingEmailId,
      from: email.fromEmail,
      subject: email.subject,
      receivedAt: email.receivedAt,
      processingNotes,
      fallbackKey: email.messageId,
    });
    const state = stateOf(p, 'recorded', recorded.created ? [] : [M.alreadyRecorded]);
    state.paymentId = recorded.payment.id;
    return save(actor, incomingEmailId, state, dkimPass);
  } catch (error) {
    // The reference number is already another student's payment: a person must look at it.
    if (error instanceof AppError && error.code === 'CONFLICT') {
      return save(actor, incomingEmailId, stateOf(p, 'needs_review', [error.message]), dkimPass);
    }
    throw error;
  }
}

async function save(
  actor: Actor,
  id: number,
  state: TPaymentEmailState,
  dkimPass: boolean | null,
): Promise<TPaymentEmailState> {
  await actor.db
    .update(incomingEmails)
    .set({
      parsedPayment: state,
      paymentId: state.paymentId,
      ...(dkimPass === null ? {} : { dkimPass }),
    })
    .where(eq(incomingEmails.id, id));
  return state;
}

/** Incoming e-mails not yet read as payments (the scan processes what it stored, and any left over). */
export async function unprocessedIncoming(actor: Actor, limit = 500): Promise<number[]> {
  const rows = await actor.db
    .select({ id: incomingEmails.id })
    .from(incomingEmails)
    .where(sql`${incomingEmails.parsedPayment} is null`)
    .orderBy(incomingEmails.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
