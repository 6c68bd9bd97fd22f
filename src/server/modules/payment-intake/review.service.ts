import { desc, eq, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import {
  PAYMENT_EMAIL_MESSAGES as M,
  otherCurrencyMessage,
  type TPaymentEmailState,
  type TReviewItem,
} from '../../../shared/schemas/payment-emails';
import { incomingEmails } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { getSettings } from '../../kernel/settings/read';
import { assertStudentExists } from '../../kernel/student-status';
import { clockNow } from '../../kernel/time/clock';
import { originColumns, recordFor } from './incoming-payment.service';
import type { ParsedPayment, PaymentSource } from './parsing';

const inReview = sql`${incomingEmails.parsedPayment}->>'status' = 'needs_review'`;

/** The review list: authentic payment notifications waiting for the administrator to pick the student. */
export async function reviewList(actor: AdminActor): Promise<TReviewItem[]> {
  const rows = await actor.db
    .select(originColumns)
    .from(incomingEmails)
    .where(inReview)
    .orderBy(desc(incomingEmails.receivedAt), desc(incomingEmails.id))
    .limit(200);
  return rows.map((r) => {
    const s = r.parsedPayment as TPaymentEmailState;
    return {
      incomingEmailId: r.id,
      subject: r.subject,
      from: r.fromEmail,
      receivedAt: r.receivedAt.toISOString(),
      institution: s.institution,
      amount: centsToDecimal(s.amountCents ?? 0),
      payerName: s.payerName,
      payerEmail: s.payerEmail,
      reference: s.reference,
      invoiceNumber: s.invoiceNumber ?? null,
      reasons: s.reasons,
      candidates: s.candidates,
    };
  });
}

async function waiting(actor: AdminActor, id: number) {
  const [row] = await actor.db.select(originColumns).from(incomingEmails).where(eq(incomingEmails.id, id));
  const state = row?.parsedPayment as TPaymentEmailState | null | undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Email not found');
  if (state?.status !== 'needs_review') throw new AppError('CONFLICT', M.notInReview);
  return { row, state };
}

const asParsed = (s: TPaymentEmailState): ParsedPayment => ({
  source: s.source as PaymentSource,
  institution: s.institution ?? '',
  amountCents: s.amountCents ?? 0,
  currency: s.currency ?? '',
  payerName: s.payerName,
  payerEmail: s.payerEmail,
  reference: s.reference,
  invoiceNumber: s.invoiceNumber ?? null,
  paidAt: s.paidAt,
  message: null,
});

/** The administrator picks the student: the payment is recorded (once) for them. */
export async function resolveReview(actor: AdminActor, id: number, studentId: number) {
  const { row, state } = await waiting(actor, id);
  await assertStudentExists(actor.db, studentId);
  // Cents of another currency are not the studio's cents: picking a student does not change that.
  const { currency } = await getSettings(actor.db);
  if (state.currency && state.currency !== currency)
    throw new AppError('BAD_REQUEST', otherCurrencyMessage(state.currency, currency));
  const result = await recordFor(
    actor,
    row,
    studentId,
    asParsed(state),
    'Verified: DKIM; student picked by the administrator',
    true,
  );
  if (result.status !== 'recorded') throw new AppError('CONFLICT', result.reasons.join('; '));
  return result;
}

/** Not a payment to record (a duplicate the bank sent twice, someone else's money): set aside, audited. */
export async function dismissReview(actor: AdminActor, id: number) {
  const { state } = await waiting(actor, id);
  const dismissed: TPaymentEmailState = {
    ...state,
    status: 'dismissed',
    processedAt: clockNow().toISOString(),
  };
  await actor.db.transaction(async (tx) => {
    await tx.update(incomingEmails).set({ parsedPayment: dismissed }).where(eq(incomingEmails.id, id));
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'payment_email.dismiss',
      entityType: 'incoming_email',
      entityId: id,
      ip: actor.ip,
    });
  });
  return dismissed;
}
