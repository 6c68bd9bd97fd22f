import { createHash } from 'node:crypto';
import { msg } from '../../../shared/i18n/msg';
import { translate } from '../../i18n/translate';
import type { Actor } from '../../kernel/actor';
import { recordText } from '../../kernel/settings/studio-language';
import { clockNow } from '../../kernel/time/clock';
import { receivePayment } from '../billing/payments.service';
import type { ParsedPayment, PaymentSource } from './parsing';

/** How a notification's money arrived, as the payments record it (design §3: method apart from status). */
export const METHOD_OF_SOURCE: Record<PaymentSource, string> = {
  interac: 'e_transfer',
  paypal: 'paypal',
  stripe: 'stripe',
  square: 'square',
  bank_transfer: 'bank_transfer',
};

/**
 * The once-only key of a notification without a reference number: the same payment forwarded again
 * (a new Message-ID) is the same source, amount, payer and moment. With a reference the reference is the
 * transaction id, which every way of recording shares (a manual entry of the same e-Transfer included).
 */
export function paymentFingerprint(p: ParsedPayment, fallback: string): string {
  const payer = (p.payerEmail ?? p.payerName ?? '').trim().toLowerCase();
  const moment = p.paidAt ?? `message:${fallback}`;
  const digest = createHash('sha256')
    .update([p.source, p.amountCents, p.currency, payer, moment].join('\u0000'))
    .digest('hex');
  return `email-payment:${digest}`;
}

export interface EmailOrigin {
  incomingEmailId: number | null;
  from: string;
  subject: string;
  receivedAt: Date;
  /** Why it can be trusted, or that it could not be checked. */
  processingNotes: string;
  /** Stands in for a missing date and reference (the Message-ID, or the pasted text's hash). */
  fallbackKey: string;
}

/**
 * When the money was paid: the notice's stated moment, but never after the notice arrived (a wrong
 * year or a sender's fast clock would date it in the future). A date without a time ("2026-11-20") is
 * the day the notice came; its arrival is the better moment.
 */
function paymentMoment(p: ParsedPayment, origin: EmailOrigin): Date {
  const stated = p.paidAt && p.paidAt.length > 10 ? new Date(p.paidAt) : null;
  return stated && stated.getTime() < origin.receivedAt.getTime() ? stated : origin.receivedAt;
}

/** Records the payment a notification describes, once, for the student it was matched to. */
export async function recordEmailPayment(
  actor: Actor,
  studentId: number,
  p: ParsedPayment,
  origin: EmailOrigin,
) {
  // Written in the studio's language; the institution, the payer and their message as the notice has them.
  const notes = await recordText(actor.db, (language) => {
    const payer = p.payerName ?? p.payerEmail ?? translate(language, msg('the payer'));
    return p.message
      ? msg('{institution} from {payer}: {message}', {
          institution: p.institution,
          payer,
          message: p.message,
        })
      : msg('{institution} from {payer}', { institution: p.institution, payer });
  });
  return receivePayment(actor, {
    studentId,
    amountCents: p.amountCents,
    method: METHOD_OF_SOURCE[p.source],
    paymentDate: paymentMoment(p, origin),
    transactionId: p.reference,
    idempotencyKey: p.reference ? null : paymentFingerprint(p, origin.fallbackKey),
    notes: notes.slice(0, 500),
    paymentEmail: p.payerEmail,
    fromEmail: {
      incomingEmailId: origin.incomingEmailId,
      from: origin.from,
      subject: origin.subject,
      processedAt: clockNow(),
      processingNotes: origin.processingNotes,
    },
  });
}
