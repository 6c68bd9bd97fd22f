import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { en } from '../../../shared/i18n/msg';
import { centsToDecimal } from '../../../shared/money';
import {
  PAYMENT_EMAIL_MESSAGES as M,
  type TProcessBulkResult,
  type TRecordPastedResult,
  type TVerifyPaymentResult,
  type ZProcessBulkInput,
  type ZRecordPastedInput,
  type ZVerifyPaymentInput,
} from '../../../shared/schemas/payment-emails';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kernel/actor';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { matchPayer, type PayerMatch } from './match-payer';
import {
  domainIsUnder,
  institutionDomains,
  type ParsedPayment,
  parsePaymentEmail,
  parseSender,
} from './parsing';
import { METHOD_OF_SOURCE, recordEmailPayment } from './record';

/** What the administrator is told about pasted text, whatever else is found (decision 009). */
export const UNVERIFIED_NOTE = en(
  'Pasted text has no signature to check: confirm the payment against your bank before recording it',
);

interface PastedReading {
  result: TVerifyPaymentResult;
  payment: ParsedPayment | null;
  match: PayerMatch | null;
}

const failed = (
  error: string,
  reasons: string[],
  institution: string | null = null,
  securityCheck: TVerifyPaymentResult['securityCheck'] = 'FAILED',
): PastedReading => ({
  result: {
    success: false,
    paymentData: null,
    validation: { institution },
    securityCheck,
    reasons,
    candidates: [],
    error,
  },
  payment: null,
  match: null,
});

/**
 * Pasted notification text (the Email Payment Processor, verify-payment, process-bulk): parsed, the
 * sender checked against the institution's domains, the payer matched — never signature-checked, so at
 * best UNVERIFIED (decision 009). Reads only; recording is a separate, explicit step.
 */
export async function readPastedPayment(
  db: Executor,
  input: { content: string; senderEmail: string; subject: string; receivedDate?: string },
): Promise<PastedReading> {
  const parsed = parsePaymentEmail({
    from: input.senderEmail,
    subject: input.subject,
    text: input.content,
    html: /<\w+[^>]*>/.test(input.content) ? input.content : null,
    date: input.receivedDate ? new Date(input.receivedDate) : clockNow(),
  });
  if (parsed.kind === 'not_payment') return failed(M.noPaymentData, [parsed.reason]);
  if (parsed.kind !== 'payment')
    return failed(M.noPaymentData, [
      parsed.reason ?? en('No payment notification was recognised in this text'),
    ]);
  const p = parsed.payment;
  const sender = parseSender(input.senderEmail);
  const domains = institutionDomains(p.source, input.senderEmail);
  if (!domains.some((d) => domainIsUnder(sender.domain, d))) {
    const reason = `The sender ${sender.address ?? input.senderEmail} is not an address of ${p.institution} (${domains.join(', ')})`;
    return failed(M.securityFailed, [reason], p.institution);
  }
  const settings = await getSettings(db);
  if (p.currency !== settings.currency) {
    // Its sender was the institution's: refused for the currency alone, and said so.
    const reason = M.otherCurrency(p.currency, settings.currency);
    return failed(reason, [reason], p.institution, 'UNVERIFIED');
  }
  const match = await matchPayer(db, { email: p.payerEmail, name: p.payerName });
  let student: { id: number; email: string; name: string } | null = null;
  if (match.kind === 'matched') {
    const [row] = await db
      .select({ id: students.id, email: students.email, name: students.name })
      .from(students)
      .where(eq(students.id, match.studentId));
    student = row ?? null;
  }
  const reasons = [UNVERIFIED_NOTE];
  if (match.kind === 'ambiguous') reasons.push(M.ambiguous);
  if (match.kind === 'unmatched') reasons.push(M.noStudent);
  return {
    result: {
      success: true,
      paymentData: {
        studentEmail: student?.email ?? null,
        studentId: student?.id ?? null,
        studentName: student?.name ?? null,
        amount: centsToDecimal(p.amountCents),
        paymentMethod: METHOD_OF_SOURCE[p.source],
        transactionId: p.reference,
        reference: p.reference,
        invoiceNumber: p.invoiceNumber,
        payerName: p.payerName,
        payerEmail: p.payerEmail,
      },
      validation: { institution: p.institution },
      securityCheck: 'UNVERIFIED',
      reasons,
      candidates: match.kind === 'ambiguous' ? match.candidates : [],
      error: null,
    },
    payment: p,
    match,
  };
}

/** POST /api/email/verify-payment. */
export async function verifyPastedPayment(
  db: Executor,
  input: z.output<typeof ZVerifyPaymentInput>,
): Promise<TVerifyPaymentResult> {
  return (await readPastedPayment(db, { ...input, content: input.emailContent })).result;
}

const pastedKey = (content: string) => createHash('sha256').update(content).digest('hex');

/**
 * POST /api/payments/process-bulk: the administrator pasted these notifications and asked for them to
 * be recorded — that request is the confirmation pasted text needs (decision 009). Each is read like
 * verify-payment; a matched one is recorded once (its reference is the transaction id), marked unverified;
 * the rest fail with their reason. One failure never stops the others.
 */
export async function processPastedBulk(
  actor: Actor,
  input: z.output<typeof ZProcessBulkInput>,
): Promise<TProcessBulkResult> {
  const results: TProcessBulkResult['results'] = [];
  for (const item of input.emails) {
    const reading = await readPastedPayment(actor.db, item);
    const base = { email: item.senderEmail, amount: reading.result.paymentData?.amount ?? null };
    if (!reading.payment || !reading.match || reading.match.kind !== 'matched') {
      const error =
        reading.result.error ?? reading.result.reasons.filter((r) => r !== UNVERIFIED_NOTE).join('; ');
      results.push({
        ...base,
        success: false,
        studentName: null,
        paymentId: null,
        error: error || M.noStudent,
      });
      continue;
    }
    try {
      const recorded = await recordEmailPayment(actor, reading.match.studentId, reading.payment, {
        incomingEmailId: null,
        from: item.senderEmail,
        subject: item.subject,
        receivedAt: item.receivedDate ? new Date(item.receivedDate) : clockNow(),
        processingNotes: en('Unverified: pasted by the administrator (no signature to check)'),
        fallbackKey: `pasted:${pastedKey(item.content)}`,
      });
      results.push({
        ...base,
        success: recorded.created,
        studentName: reading.match.studentName,
        paymentId: recorded.payment.id,
        error: recorded.created ? null : M.alreadyRecorded,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        ...base,
        success: false,
        studentName: reading.match.studentName,
        paymentId: null,
        error: error.message,
      });
    }
  }
  const processed = results.filter((r) => r.success).length;
  return { summary: { processed, failed: results.length - processed }, total: results.length, results };
}

/**
 * The Email Payment Processor's "Record Payment": the administrator checked the pasted notification
 * (verify-payment) and names the student — the one matched, or the one they picked. Recorded once,
 * marked unverified (decision 009).
 */
export async function recordPastedPayment(
  actor: Actor,
  input: z.output<typeof ZRecordPastedInput>,
): Promise<TRecordPastedResult> {
  const reading = await readPastedPayment(actor.db, { ...input, content: input.emailContent });
  if (!reading.payment) {
    throw new AppError(
      'BAD_REQUEST',
      [...new Set([reading.result.error, ...reading.result.reasons])].filter(Boolean).join(': '),
    );
  }
  const [student] = await actor.db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(eq(students.id, input.studentId));
  if (!student) throw new AppError('NOT_FOUND', 'Student not found');
  const recorded = await recordEmailPayment(actor, student.id, reading.payment, {
    incomingEmailId: null,
    from: input.senderEmail,
    subject: input.subject,
    receivedAt: clockNow(),
    processingNotes: en('Unverified: pasted by the administrator (no signature to check)'),
    fallbackKey: `pasted:${pastedKey(input.emailContent)}`,
  });
  return {
    success: true,
    created: recorded.created,
    paymentId: recorded.payment.id,
    amount: centsToDecimal(recorded.payment.amountCents),
    studentName: student.name,
    confirmationQueued: recorded.confirmationQueued,
    message: recorded.created ? en('Payment processed successfully') : M.alreadyRecorded,
  };
}
