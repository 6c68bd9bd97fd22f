import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { en, msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import {
  REFUND_MESSAGES,
  type TCredit,
  type TRefundNoticeResult,
  type TRefundResult,
  type ZGrantCreditInput,
  type ZRefundInput,
  type ZRefundNoticeInput,
} from '../../../shared/schemas/billing';
import { outboundEmails, studentCredits, students } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { recipientsByIds } from '../../kernel/recipients';
import { getSettings } from '../../kernel/settings/read';
import { assertStudentExists } from '../../kernel/student-status';
import { clockNow } from '../../kernel/time/clock';
import {
  emailStudioOf,
  loadEmailStudio,
  recipientLocale,
  renderRefundNotification,
} from '../../mail/templates/render';
import { toCredit } from './balance.service';
import { grantCredit, recordRefund, voidCredit } from './ledger.service';

type GrantInput = z.output<typeof ZGrantCreditInput>;
type RefundInput = z.output<typeof ZRefundInput>;

/** How long a refundable cancellation's credit answers the spec's follow-up credit call. */
const FOLLOW_UP_WINDOW_MS = 15 * 60 * 1000;

/**
 * POST /api/student-credits. The spec's refund sequence cancels the booking with `refundable` (which
 * grants the admin_refund credit) and then posts a credit for the same class date: that second call,
 * or a retry of it, answers the credit already granted instead of granting the money twice; a
 * different amount (the dialog's 50%) replaces the cancellation's unused credit.
 */
export async function grantAdminCredit(
  actor: AdminActor,
  input: GrantInput,
): Promise<{ credit: TCredit; created: boolean }> {
  await assertStudentExists(actor.db, input.studentId);
  return actor.db.transaction(async (tx) => {
    // One at a time per student, so a retry racing the original sees it.
    await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(students.id, input.studentId))
      .for('no key update');
    if (input.source === 'admin_refund' && input.classDate) {
      const [recent] = await tx
        .select()
        .from(studentCredits)
        .where(
          and(
            eq(studentCredits.studentId, input.studentId),
            eq(studentCredits.source, 'admin_refund'),
            eq(studentCredits.classDate, input.classDate),
            isNull(studentCredits.voidedAt),
            gt(studentCredits.createdAt, new Date(clockNow().getTime() - FOLLOW_UP_WINDOW_MS)),
          ),
        )
        .orderBy(desc(studentCredits.id))
        .limit(1);
      if (recent && (recent.amountCents === input.amount || recent.usedAt)) {
        return { credit: toCredit(recent), created: false };
      }
      // The spec's cancel call carries no amount, so its credit is the class price; this follow-up
      // carries the amount the administrator chose (50%, or another): that amount replaces it.
      if (recent) await voidCredit(tx, recent.id, actor.adminId);
    }
    const lot = await grantCredit(tx, {
      studentId: input.studentId,
      amountCents: input.amount,
      reason: input.reason,
      source: input.source,
      classDate: input.classDate ?? null,
      adminId: actor.adminId,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'credit.create',
      entityType: 'student_credit',
      entityId: lot.id,
      details: { studentId: input.studentId, amountCents: input.amount, source: input.source },
      ip: actor.ip,
    });
    return { credit: toCredit(lot), created: true };
  });
}

/** DELETE /api/student-credits/{id}: voids an available credit; a used one is a 409. */
export async function deleteCredit(actor: AdminActor, creditId: number) {
  return actor.db.transaction(async (tx) => {
    const outcome = await voidCredit(tx, creditId, actor.adminId);
    if (outcome === 'missing') throw new AppError('NOT_FOUND', REFUND_MESSAGES.creditNotFound);
    if (outcome === 'used') throw new AppError('CONFLICT', REFUND_MESSAGES.creditUsed);
    if (outcome === 'already_voided') throw new AppError('CONFLICT', REFUND_MESSAGES.creditAlreadyDeleted);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'credit.delete',
      entityType: 'student_credit',
      entityId: creditId,
      ip: actor.ip,
    });
    return { success: true as const, message: en('Credit deleted') };
  });
}

/**
 * POST /api/payments/refund (the profile's Refund): the amount comes back as account credit, recorded
 * as a refund, and the refund notification is queued in the same transaction when emailNotify is on.
 */
export async function refundToCredit(
  actor: AdminActor,
  input: RefundInput,
  locale: Locale = SOURCE_LOCALE,
): Promise<TRefundResult> {
  const [student] = await actor.db
    .select({
      id: students.id,
      name: students.name,
      email: students.email,
      notificationEmail: students.notificationEmail,
      language: students.language,
    })
    .from(students)
    .where(and(eq(students.id, input.studentId), isNull(students.deletedAt)));
  if (!student) throw new AppError('NOT_FOUND', 'Student not found');
  const studio = await loadEmailStudio(actor.db);
  const message = input.emailNotify
    ? await renderRefundNotification({
        studio,
        locale: recipientLocale(student, studio.language),
        name: student.name,
        amountCents: input.amount,
        reason: input.reason,
      })
    : null;
  const lot = await actor.db.transaction(async (tx) => {
    const lot = await grantCredit(tx, {
      studentId: student.id,
      amountCents: input.amount,
      reason: input.reason,
      source: 'admin_refund',
      classDate: null,
      adminId: actor.adminId,
    });
    await recordRefund(tx, {
      studentId: student.id,
      creditId: lot.id,
      amountCents: input.amount,
      reason: input.reason,
      emailNotify: input.emailNotify,
      adminId: actor.adminId,
    });
    if (message) {
      await actor.outbox.queue(tx, {
        kind: 'refund_notification',
        toEmail: student.notificationEmail ?? student.email,
        toName: student.name,
        studentId: student.id,
        ...message,
        sentByAdminId: actor.adminId,
      });
    }
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'refund.create',
      entityType: 'student_credit',
      entityId: lot.id,
      details: { studentId: student.id, amountCents: input.amount, emailNotify: input.emailNotify },
      ip: actor.ip,
    });
    return lot;
  });
  return {
    success: true,
    message: translate(
      locale,
      msg("A refund of {amount} was added to {name}'s credits.", {
        amount: formatMoney(input.amount, { currency: studio.currency, locale }),
        name: student.name,
      }),
    ),
    credit: toCredit(lot),
    emailQueued: message !== null,
    mailConfigured: actor.outbox.canDeliver,
  };
}

/** How long a refund notice answers a retry of the same notice instead of sending another. */
const NOTICE_RETRY_WINDOW_MS = 15 * 60 * 1000;

/**
 * POST /api/email/send-refund-notification: the last step of the spec's refund sequence. Queued once:
 * the same notice again (a retry, a second tab) within 15 minutes answers the one already queued.
 */
export async function sendRefundNotification(
  actor: AdminActor,
  input: z.output<typeof ZRefundNoticeInput>,
  answerLocale: Locale = SOURCE_LOCALE,
): Promise<TRefundNoticeResult> {
  const settings = await getSettings(actor.db);
  const [student] = await recipientsByIds(actor.db, [input.studentId]);
  if (!student) throw new AppError('NOT_FOUND', 'Student not found');
  const locale = recipientLocale(student, settings.language);
  const message = await renderRefundNotification({
    studio: emailStudioOf(settings),
    locale,
    name: student.name,
    amountCents: input.amount,
    reason: input.reason,
    class:
      input.className && input.classDate
        ? { name: input.className, classDate: input.classDate, startTime: '', endTime: '', location: null }
        : null,
    method: translate(locale, msg('account credit')),
  });
  const queued = await actor.db.transaction(async (tx) => {
    await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(students.id, student.studentId))
      .for('no key update');
    const [earlier] = await tx
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .where(
        and(
          eq(outboundEmails.studentId, student.studentId),
          eq(outboundEmails.kind, 'refund_notification'),
          eq(outboundEmails.subject, message.subject),
          gt(outboundEmails.createdAt, new Date(clockNow().getTime() - NOTICE_RETRY_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (earlier) return false;
    await actor.outbox.queue(tx, {
      kind: 'refund_notification',
      toEmail: student.email,
      toName: student.name,
      studentId: student.studentId,
      ...message,
      sentByAdminId: actor.adminId,
    });
    return true;
  });
  return {
    success: true,
    queued,
    mailConfigured: actor.outbox.canDeliver,
    // The answer in the administrator's page's language (the notice is in the student's).
    message: translate(
      answerLocale,
      queued
        ? actor.outbox.canDeliver
          ? msg('The refund notice to {email} is queued for sending.', { email: student.email })
          : msg('The refund notice is kept: no mail server is configured (SMTP_URL), so it cannot be sent.')
        : msg('This refund notice was already queued.'),
    ),
  };
}
