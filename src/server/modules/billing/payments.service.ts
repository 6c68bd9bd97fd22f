import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDate, monthLabel } from '../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { en, msg } from '../../../shared/i18n/msg';
import { centsToDecimal, formatMoney } from '../../../shared/money';
import { paymentMethodLabel } from '../../../shared/payment-methods';
import {
  PAYMENT_MESSAGES,
  type TRecordPaymentResult,
  type ZRecordPaymentInput,
} from '../../../shared/schemas/billing';
import {
  PAYMENT_ENTRY_MESSAGES,
  type TPaymentEntryResult,
  type TPaymentsPostInput,
  type ZLegacyPaymentInput,
  type ZProcessPaymentInput,
  type ZRecordTransactionInput,
} from '../../../shared/schemas/payment-entry';
import type { StudioSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { invoices, payments, students } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { Actor, AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { recipientsByIds } from '../../kernel/recipients';
import { getSettings } from '../../kernel/settings/read';
import { recordText } from '../../kernel/settings/studio-language';
import { type StudioTaxCalendar, studioTaxCalendar } from '../../kernel/settings/tax-calendar';
import { assertStudentExists } from '../../kernel/student-status';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import { emailStudioOf, recipientLocale, renderPaymentReceived } from '../../mail/templates/render';
import { balanceCents } from './balance.service';
import { settleInvoices } from './invoices/settle';
import { chargeManually, type NewPayment, recordPayment, reversePayment } from './ledger.service';
import { assertRecordableDate } from './record-dates';
import { toStudentPayment } from './student-money.queries';

type ProfileInput = z.output<typeof ZRecordPaymentInput>;
type LegacyInput = z.output<typeof ZLegacyPaymentInput>;

/** A payment received, as every entry point records it. */
interface Receipt {
  studentId: number;
  amountCents: number;
  taxCents?: number;
  method: string;
  paymentDate?: Date;
  transactionId: string | null;
  notes: string;
  paymentEmail?: string | null;
  invoiceId?: number | null;
  idempotencyKey?: string | null;
  fromEmail?: NewPayment['fromEmail'];
}

/**
 * Records a payment once (idempotent on the transaction id), audits it, and queues the payment
 * confirmation when the studio sends them (sendPaymentConfirmations), all in one transaction.
 */
export async function receivePayment(actor: Actor, r: Receipt) {
  // One read of the settings: the date check, the tax recorded with it, the confirmation.
  const calendar = await studioTaxCalendar(actor.db);
  if (r.paymentDate) await assertRecordableDate(actor.db, calendar.settings.timezone, r.paymentDate);
  // A payment's tax hour and its student's balance are rows others lock too (decisions 031, 032).
  return transactionWithRetry(actor.db, (tx) => receivePaymentIn(tx, actor, r, calendar));
}

/**
 * receivePayment inside a transaction the caller holds, for a change that records a payment with
 * something else (a card checkout marked paid with the payment its webhook records).
 */
export async function receivePaymentIn(tx: Executor, actor: Actor, r: Receipt, known?: StudioTaxCalendar) {
  const calendar = known ?? (await studioTaxCalendar(tx));
  const { settings } = calendar;
  const recorded = await recordPayment(
    tx,
    {
      studentId: r.studentId,
      amountCents: r.amountCents,
      taxCents: r.taxCents,
      method: r.method,
      paymentDate: r.paymentDate ?? clockNow(),
      transactionId: r.transactionId,
      notes: r.notes,
      paymentEmail: r.paymentEmail,
      invoiceId: r.invoiceId,
      idempotencyKey: r.idempotencyKey,
      fromEmail: r.fromEmail,
      adminId: actor.adminId,
    },
    calendar,
  );
  if (recorded.payment.studentId !== r.studentId) {
    throw new AppError('CONFLICT', 'This transaction ID is already recorded for another student');
  }
  const message = recordedMessage(settings, recorded);
  if (!recorded.created) return { ...recorded, message, confirmationQueued: false };
  await settleInvoices(tx, r.studentId);
  await recordAudit(tx, {
    adminId: actor.adminId,
    action: 'payment.create',
    entityType: 'payment',
    entityId: recorded.payment.id,
    details: { studentId: r.studentId, amountCents: r.amountCents, method: r.method },
    ip: actor.ip,
  });
  const confirmationQueued =
    settings.sendPaymentConfirmations && (await queueConfirmation(tx, actor, settings, recorded.payment));
  return { ...recorded, message, confirmationQueued };
}

async function queueConfirmation(
  tx: Executor,
  actor: Actor,
  settings: StudioSettings,
  payment: typeof payments.$inferSelect,
): Promise<boolean> {
  const [student] = await recipientsByIds(tx, [payment.studentId]);
  if (!student) return false;
  const balance = await balanceCents(tx, payment.studentId);
  const message = await renderPaymentReceived({
    studio: emailStudioOf(settings),
    locale: recipientLocale(student, settings.language),
    name: student.name,
    amountCents: payment.amountCents,
    method: paymentMethodLabel(payment.method),
    paidOn: studioWallClock(settings.timezone, payment.paymentDate).date,
    reference: payment.transactionId,
    remainingBalanceCents: balance,
  });
  await actor.outbox.queue(tx, {
    kind: 'payment_confirmation',
    toEmail: student.email,
    toName: student.name,
    studentId: student.studentId,
    ...message,
    sentByAdminId: actor.adminId,
  });
  return true;
}

/**
 * "Payment of $20.00 recorded", or for a transaction id already recorded, the earlier payment it is
 * (issue 28: a duplicate is named, not greeted as a new payment).
 */
function recordedMessage(
  settings: Pick<StudioSettings, 'currency' | 'timezone'>,
  r: { created: boolean; payment: typeof payments.$inferSelect },
  locale: Locale = SOURCE_LOCALE,
): string {
  const amount = formatMoney(r.payment.amountCents, { currency: settings.currency, locale });
  if (r.created) return translate(locale, msg('Payment of {amount} recorded', { amount }));
  const on = formatDate(studioWallClock(settings.timezone, r.payment.paymentDate).date, locale);
  const method = translate(locale, paymentMethodLabel(r.payment.method));
  const reference = r.payment.transactionId;
  return translate(
    locale,
    reference
      ? msg(
          'Already recorded on {on}: {amount} by {method} (transaction ID {reference}). Nothing new was recorded.',
          { on, amount, method, reference },
        )
      : msg('Already recorded on {on}: {amount} by {method}. Nothing new was recorded.', {
          on,
          amount,
          method,
        }),
  );
}

/** A received payment's message in `locale` (the request's language): English as receivePayment said it. */
async function recordedMessageIn(
  db: Executor,
  r: { created: boolean; payment: typeof payments.$inferSelect; message: string },
  locale: Locale,
): Promise<string> {
  return locale === SOURCE_LOCALE ? r.message : recordedMessage(await getSettings(db), r, locale);
}

/** A pending amount: something the student owes, added with the administrator in the audit log. */
async function addCharge(
  actor: AdminActor,
  c: {
    studentId: number;
    amountCents: number;
    description: string;
    transactionId: string | null;
    occurredAt?: Date;
  },
) {
  if (c.occurredAt) {
    await assertRecordableDate(actor.db, (await getSettings(actor.db)).timezone, c.occurredAt);
  }
  await actor.db.transaction(async (tx) => {
    const entryId = await chargeManually(tx, {
      studentId: c.studentId,
      amountCents: c.amountCents,
      description: c.description,
      occurredAt: c.occurredAt,
      adminId: actor.adminId,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'charge.create',
      entityType: 'ledger_entry',
      entityId: entryId,
      details: { studentId: c.studentId, amountCents: c.amountCents, transactionId: c.transactionId },
      ip: actor.ip,
    });
  });
}

/**
 * POST /api/payments (spec 02 §7; spec 03 §7). The profile's shape: "paid" registers a payment
 * (idempotent on transactionId; a blank reference becomes "Manual {method} payment"), "pending" is
 * Add Charge. The older dialog's shape: "paid" records gross + GST as one payment, "pending" or
 * "overdue" adds the month's amount to what the student owes.
 */
export async function registerPayment(
  actor: AdminActor,
  post: TPaymentsPostInput,
  locale: Locale = SOURCE_LOCALE,
): Promise<TRecordPaymentResult> {
  const input = post.shape === 'profile' ? normalise(post.input) : fromLegacy(post.input);
  await assertStudentExists(actor.db, input.studentId);
  if (input.status === 'pending') {
    const { currency } = await getSettings(actor.db);
    const description = input.note ?? en('Charge');
    await addCharge(actor, {
      studentId: input.studentId,
      amountCents: input.amountCents,
      description,
      transactionId: input.transactionId,
      occurredAt: input.paymentDate,
    });
    return {
      success: true,
      kind: 'charge',
      created: true,
      payment: null,
      totalAmount: centsToDecimal(input.amountCents),
      confirmationQueued: false,
      message: translate(
        locale,
        msg('A charge of {amount} was added: {description}', {
          amount: formatMoney(input.amountCents, { currency, locale }),
          description: translate(locale, description),
        }),
      ),
    };
  }
  const result = await receivePayment(actor, {
    studentId: input.studentId,
    amountCents: input.amountCents,
    taxCents: input.taxCents,
    method: input.method,
    paymentDate: input.paymentDate,
    transactionId: input.transactionId,
    notes:
      input.note ??
      (await recordText(actor.db, (language) =>
        msg('Manual {method} payment', { method: translate(language, paymentMethodLabel(input.method)) }),
      )),
    paymentEmail: input.paymentEmail,
  });
  return {
    success: true,
    kind: 'payment',
    created: result.created,
    payment: toStudentPayment(result.payment),
    totalAmount: centsToDecimal(result.payment.amountCents),
    confirmationQueued: result.confirmationQueued,
    message: await recordedMessageIn(actor.db, result, locale),
  };
}

/** Both shapes as one: what is received or owed, and how it is described. */
function normalise(input: ProfileInput) {
  return {
    studentId: input.studentId,
    status: input.status,
    amountCents: input.amount,
    // The tax inside it is worked out from the rates of its day (decision 028).
    taxCents: undefined as number | undefined,
    method: input.paymentMethod,
    paymentDate: input.paymentDate ? new Date(input.paymentDate) : undefined,
    transactionId: input.transactionId || null,
    note: (input.notes || input.reference || '').trim() || null,
    paymentEmail: null as string | null,
  };
}
function fromLegacy(input: LegacyInput): ReturnType<typeof normalise> {
  const month = input.month ? monthLabel(input.month) : null;
  return {
    studentId: input.studentId,
    status: input.status === 'paid' ? 'paid' : 'pending',
    amountCents: input.totalCents,
    taxCents: input.gstAmount,
    method: input.paymentMethod,
    paymentDate: undefined,
    transactionId: input.transactionId,
    note: input.notes ?? (month ? `${input.status === 'paid' ? 'Payment' : 'Bill'} for ${month}` : null),
    paymentEmail: input.paymentEmail,
  };
}

/** POST /api/payments/record-transaction: the Record Payment Transaction form. */
export async function recordTransaction(
  actor: AdminActor,
  input: z.output<typeof ZRecordTransactionInput>,
  locale: Locale = SOURCE_LOCALE,
): Promise<TPaymentEntryResult> {
  await assertStudentExists(actor.db, input.studentId);
  if (input.monthlyBillId) {
    const [bill] = await actor.db
      .select({ studentId: invoices.studentId })
      .from(invoices)
      .where(eq(invoices.id, input.monthlyBillId));
    if (!bill) throw new AppError('NOT_FOUND', PAYMENT_ENTRY_MESSAGES.billNotFound);
    if (bill.studentId !== input.studentId) {
      throw new AppError('BAD_REQUEST', PAYMENT_ENTRY_MESSAGES.billOfAnotherStudent);
    }
  }
  const result = await receivePayment(actor, {
    studentId: input.studentId,
    amountCents: input.amount,
    method: input.paymentMethod,
    transactionId: input.transactionId,
    notes:
      input.notes ??
      (await recordText(actor.db, (language) =>
        msg('{method} payment', { method: translate(language, paymentMethodLabel(input.paymentMethod)) }),
      )),
    invoiceId: input.monthlyBillId ?? null,
  });
  return entryResult(result, await recordedMessageIn(actor.db, result, locale));
}

/**
 * POST /api/payments/process: the Process Payment dialog. The student is the one whose e-mail or
 * payment e-mail this is (any case); the reference, when given, is the transaction id, so the same
 * reference processed twice records one payment.
 */
export async function processPayment(
  actor: AdminActor,
  input: z.output<typeof ZProcessPaymentInput>,
  locale: Locale = SOURCE_LOCALE,
): Promise<TPaymentEntryResult> {
  const email = input.studentEmail;
  const found = await actor.db
    .select({ id: students.id, byLogin: sql<boolean>`lower(${students.email}) = ${email}` })
    .from(students)
    .where(
      and(
        isNull(students.deletedAt),
        or(sql`lower(${students.email}) = ${email}`, sql`lower(${students.paymentEmail}) = ${email}`),
      ),
    )
    .orderBy(desc(sql`lower(${students.email}) = ${email}`), asc(students.id));
  const student = found.find((s) => s.byLogin) ?? (found.length === 1 ? found[0] : undefined);
  if (!student) throw new AppError('NOT_FOUND', PAYMENT_ENTRY_MESSAGES.noStudentWithEmail);
  const result = await receivePayment(actor, {
    studentId: student.id,
    amountCents: input.amount,
    method: input.paymentMethod,
    transactionId: input.reference,
    notes: await recordText(actor.db, (language) => {
      const method = translate(language, paymentMethodLabel(input.paymentMethod));
      return input.reference
        ? msg('{method} payment, reference {reference}', { method, reference: input.reference })
        : msg('{method} payment', { method });
    }),
  });
  return entryResult(result, await recordedMessageIn(actor.db, result, locale));
}

function entryResult(
  result: Awaited<ReturnType<typeof receivePayment>>,
  message: string,
): TPaymentEntryResult {
  return {
    success: true,
    created: result.created,
    payment: toStudentPayment(result.payment),
    confirmationQueued: result.confirmationQueued,
    message,
  };
}

/**
 * DELETE /api/payments/{id}: never a deleted row. A reversing ledger entry, the payment marked
 * cancelled, and the administrator and reason in the audit log.
 */
export async function removePayment(actor: AdminActor, id: number, typedReason?: string) {
  return transactionWithRetry(actor.db, async (tx) => {
    const reason = typedReason ?? (await recordText(tx, () => msg('Removed by admin')));
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    if (payment.amountCents < 0) throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundKept);
    const reversed = await reversePayment(tx, id, actor.adminId, reason);
    if (!reversed) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyRemoved);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'payment.remove',
      entityType: 'payment',
      entityId: id,
      details: { studentId: payment.studentId, amountCents: payment.amountCents, reason },
      ip: actor.ip,
    });
    return { success: true as const, message: en('Payment removed') };
  });
}
