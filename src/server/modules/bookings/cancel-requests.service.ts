import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toHhMm } from '../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, en, msg } from '../../../shared/i18n/msg';
import { centsToDecimal, decimalToCents, formatMoney } from '../../../shared/money';
import { paymentMethodLabel } from '../../../shared/payment-methods';
import { ATTENDANCE_MESSAGES } from '../../../shared/schemas/attendance';
import {
  BOOKING_MESSAGES,
  cannotCancelMessage,
  type TCancelBookingResult,
  type ZAdminCancelInput,
  type ZStudentCancelInput,
} from '../../../shared/schemas/bookings';
import type { Db, Executor } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { bookings, classInstances, classSchedules, classTypes } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import { recordAudit } from '../../kernel/audit';
import { classNameSql } from '../../kernel/class-name';
import type { Outbox } from '../../kernel/outbox';
import { recipientsByIds } from '../../kernel/recipients';
import { bookingPolicyOf } from '../../kernel/settings/booking-policy';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import {
  emailStudioOf,
  recipientLocale,
  renderBookingCancelled,
  renderRefundNotification,
} from '../../mail/templates/render';
import { classStartInstant, studentCancelVerdict } from './booking-rules';
import { clockOf, findBooking } from './bookings.queries';
import { classLabel } from './bookings.service';
import { type CancelBookingsInput, type CancelledBooking, cancelBooking } from './cancel.service';
import { promoteFromWaitlist } from './waitlist/promote.service';

type StudentCancelInput = z.output<typeof ZStudentCancelInput>;
type AdminCancelInput = z.output<typeof ZAdminCancelInput>;

// Recorded in the studio's language (translate(settings.language, …)).
export const STUDENT_CANCEL_REASON = en('Cancelled by student');
export const ADMIN_CANCEL_REASON = en('Cancelled by admin');
export const ADMIN_REFUND_REASON = en('Admin refund');

async function bookingToCancel(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: bookings.id,
      studentId: bookings.studentId,
      status: bookings.status,
      attendance: bookings.attendance,
      priceCents: bookings.priceCents,
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      endTime: classInstances.endTime,
      location: classInstances.location,
      className: classNameSql,
    })
    .from(bookings)
    .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(eq(bookings.id, id));
  return row;
}

/**
 * Cancels in the caller's transaction; a lost race with another cancel is "only confirmed…". The seat
 * it frees goes to the class's waitlist in the same transaction.
 */
async function cancelConfirmed(
  tx: Executor,
  outbox: Outbox,
  input: CancelBookingsInput & { bookingId: number },
) {
  const cancelled = await cancelBooking(tx, input);
  if (!cancelled) {
    // Lost to another cancel, or (when sparing no-shows) to a no-show mark made a moment before.
    const [now] = await tx
      .select({ status: bookings.status, attendance: bookings.attendance })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    if (input.spareNoShows && now?.status === 'confirmed' && now.attendance === 'no_show')
      throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.noShowKeepsCharge);
    throw new AppError('CONFLICT', BOOKING_MESSAGES.notConfirmed);
  }
  await promoteFromWaitlist(tx, cancelled.classInstanceId, outbox);
  return cancelled;
}

async function answer(
  db: Db,
  cancelled: CancelledBooking,
  message: (currency: string) => string,
): Promise<TCancelBookingResult> {
  // One settings read for both the booking's clock and the message's currency.
  const settings = await getSettings(db);
  const clock = clockOf(bookingPolicyOf(settings));
  return {
    success: true,
    booking: (await findBooking(db, cancelled.bookingId, clock))!,
    creditAmount: centsToDecimal(cancelled.creditCents),
    ...(cancelled.moneyBackCents > 0 ? { refundedAmount: centsToDecimal(cancelled.moneyBackCents) } : {}),
    message: message(settings.currency),
  };
}

/**
 * What a cancel did, in words (decision 027): the credit is what was paid; an unpaid charge is removed,
 * never turned into credit.
 */
function cancelledMessage(
  to: 'student' | 'admin',
  c: CancelledBooking,
  currency: string,
  refundMethod?: string,
  locale: Locale = SOURCE_LOCALE,
): string {
  const amount = (cents: number) => formatMoney(cents, { currency, locale });
  const student = to === 'student';
  const sentences: Described[] = [msg('Booking cancelled.')];
  const pass = passBackSentence(to, c, locale);
  if (pass) sentences.push(pass);
  if (c.moneyBackCents > 0 && refundMethod) {
    const method = translate(locale, paymentMethodLabel(refundMethod));
    sentences.push(
      msg('{amount} is recorded as given back to the student by {method}.', {
        amount: amount(c.moneyBackCents),
        method,
      }),
    );
  }
  if (c.creditCents > 0) {
    const values = { amount: amount(c.creditCents) };
    sentences.push(
      student
        ? msg('A credit of {amount} has been added to your account.', values)
        : msg("A credit of {amount} has been added to the student's account.", values),
    );
  }
  if (c.removedCents !== 0) {
    const values = { amount: amount(c.removedCents) };
    const somethingPaid = c.creditCents + c.moneyBackCents > 0;
    sentences.push(
      somethingPaid
        ? student
          ? msg('The unpaid {amount} has been removed from what you owe.', values)
          : msg('The unpaid {amount} has been removed from what the student owes.', values)
        : student
          ? msg(
              'Nothing had been paid for it, so its {amount} charge has been removed from what you owe and no credit was added.',
              values,
            )
          : msg(
              'Nothing had been paid for it, so its {amount} charge has been removed from what the student owes and no credit was added.',
              values,
            ),
    );
  }
  return sentences.map((sentence) => translate(locale, sentence)).join(' ');
}

/** "1 class left", "8 classes left", "no classes left" (passClassesLeft's English) in `locale`. */
function classesLeftIn(locale: Locale, n: number): string {
  const left =
    n === 0
      ? msg('no classes left')
      : n === 1
        ? msg('1 class left')
        : msg('{n} classes left', { n: String(n) });
  return translate(locale, left);
}

/**
 * A student cancels their own confirmed booking of a class that starts more than the studio's
 * deadline (24 h) from now: the unpaid part of the charge is reversed and what was paid comes back as
 * a credit (decision 027), and the student gets a "booking cancelled" e-mail saying which (queued in
 * the same transaction).
 * Someone else's booking is "Booking not found", exactly like a missing one.
 */
export async function cancelAsStudent(
  deps: { db: Db; outbox: Outbox },
  studentId: number,
  input: StudentCancelInput,
  locale: Locale = SOURCE_LOCALE,
): Promise<TCancelBookingResult> {
  const { db } = deps;
  const settings = await getSettings(db);
  const policy = bookingPolicyOf(settings);
  const now = clockNow();
  const cancelled = await transactionWithRetry(db, async (tx) => {
    const booking = await bookingToCancel(tx, input.id);
    if (!booking || booking.studentId !== studentId)
      throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
    if (booking.status !== 'confirmed') throw new AppError('CONFLICT', BOOKING_MESSAGES.notConfirmed);
    const start = classStartInstant(booking.classDate, booking.startTime, policy.timeZone);
    const verdict = studentCancelVerdict(start, now, policy.cancellationDeadlineHours);
    if (verdict === 'past') throw new AppError('CONFLICT', BOOKING_MESSAGES.pastClass);
    if (verdict === 'too_late')
      throw new AppError('CONFLICT', cannotCancelMessage(policy.cancellationDeadlineHours));
    const result = await cancelConfirmed(tx, deps.outbox, {
      bookingId: booking.id,
      reason: input.reason ?? translate(settings.language, STUDENT_CANCEL_REASON),
      cancelledBy: 'student',
      issueCredit: true,
      creditSource: 'booking_cancellation',
      creditReason: translate(
        settings.language,
        msg('Cancellation credit: {label}', {
          label: classLabel(booking.className, booking.classDate, settings.language),
        }),
      ),
    });
    const [student] = await recipientsByIds(tx, [studentId]);
    if (student) {
      const message = await renderBookingCancelled({
        studio: emailStudioOf(settings),
        locale: recipientLocale(student, settings.language),
        name: student.name,
        class: {
          name: booking.className,
          classDate: booking.classDate,
          startTime: toHhMm(booking.startTime),
          endTime: toHhMm(booking.endTime),
          location: booking.location,
        },
        cancelledBy: 'student',
        creditCents: result.creditCents,
        reason: input.reason ?? null,
      });
      await deps.outbox.queue(tx, {
        kind: 'booking_cancelled',
        toEmail: student.email,
        toName: student.name,
        studentId,
        ...message,
      });
    }
    return result;
  });
  return answer(db, cancelled, (currency) =>
    cancelledMessage('student', cancelled, currency, undefined, locale),
  );
}

/**
 * An administrator cancels any confirmed booking, whenever the class is. chargeStudent keeps the
 * charge and grants nothing (late cancellation, no-show); otherwise the unpaid part is reversed and a
 * credit of what was paid granted, at most refundAmount (0: none; decision 027). The refund variant
 * (refundable) is the latter with the credit recorded as an admin refund; refundable false keeps the
 * charge.
 */
export async function cancelAsAdmin(
  actor: { db: Db; outbox: Outbox; adminId: number; ip: string },
  input: AdminCancelInput,
  locale: Locale = SOURCE_LOCALE,
): Promise<TCancelBookingResult> {
  const refund = input.refundable === true;
  const settings = await getSettings(actor.db);
  let emailQueued = false;
  const keepCharge = input.refundable === undefined ? input.chargeStudent : !input.refundable;
  const cancelled = await transactionWithRetry(actor.db, async (tx) => {
    emailQueued = false;
    const booking = await bookingToCancel(tx, input.id);
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
    if (booking.status !== 'confirmed') throw new AppError('CONFLICT', BOOKING_MESSAGES.notConfirmed);
    // Terms of service: a no-show gets no credit or refund (decision 013).
    if (booking.attendance === 'no_show' && !keepCharge)
      throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.noShowKeepsCharge);
    const { language } = settings;
    const label = classLabel(booking.className, booking.classDate, language);
    const refundReason = translate(language, msg('Admin refund: {label}', { label }));
    // No amount given: everything that was paid (tax added on top included); given: at most that.
    const creditCents = keepCharge
      ? 0
      : input.refundAmount === undefined
        ? undefined
        : (decimalToCents(input.refundAmount) ?? 0);
    const moneyBackMethod = input.refundMethod === 'credit' || keepCharge ? null : input.refundMethod;
    const result = await cancelConfirmed(tx, actor.outbox, {
      bookingId: booking.id,
      moneyBack: moneyBackMethod
        ? {
            method: moneyBackMethod,
            reason: input.reason ?? refundReason,
            emailNotify: refund && input.emailNotify,
          }
        : undefined,
      reason: input.reason ?? translate(language, refund ? ADMIN_REFUND_REASON : ADMIN_CANCEL_REASON),
      cancelledBy: 'admin',
      keepCharge,
      keepPassClass: keepCharge && settings.lateCancelUsesPassClass,
      issueCredit: creditCents !== 0,
      creditCents,
      creditSource: refund ? 'admin_refund' : 'booking_cancellation',
      spareNoShows: !keepCharge,
      creditReason: refund
        ? (input.reason ?? refundReason)
        : translate(language, msg('Cancellation credit: {label}', { label })),
      adminId: actor.adminId,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: refund ? 'booking.refund' : 'booking.cancel',
      entityType: 'booking',
      entityId: booking.id,
      details: {
        studentId: booking.studentId,
        reason: input.reason ?? null,
        chargeStudent: keepCharge,
        creditCents: result.creditCents,
        moneyBackCents: result.moneyBackCents,
        refundMethod: moneyBackMethod ?? 'credit',
      },
      ip: actor.ip,
    });
    if (refund && input.emailNotify && result.creditCents + result.moneyBackCents > 0) {
      emailQueued = await queueRefundNotice(
        tx,
        actor,
        settings,
        booking,
        result,
        input.reason ?? undefined,
        moneyBackMethod,
      );
    }
    return result;
  });
  const message = (currency: string) =>
    keepCharge
      ? passMessageKept(cancelled, locale)
      : cancelledMessage('admin', cancelled, currency, input.refundMethod, locale);
  return {
    ...(await answer(actor.db, cancelled, message)),
    emailQueued,
    mailConfigured: actor.outbox.canDeliver,
  };
}

/** " The class is back on your 10-Class Card (8 classes left).", or the membership's, or nothing. */
function passBackSentence(to: 'student' | 'admin', c: CancelledBooking, locale: Locale): Described | null {
  const student = to === 'student';
  if (c.passReturned) {
    const values = { pass: c.passReturned.name, left: classesLeftIn(locale, c.passReturned.classesLeft) };
    return student
      ? msg('The class is back on your {pass} ({left}).', values)
      : msg("The class is back on the student's {pass} ({left}).", values);
  }
  if (c.membershipReturned) {
    const values = { membership: c.membershipReturned };
    return student
      ? msg('The class no longer counts towards your {membership} membership.', values)
      : msg("The class no longer counts towards the student's {membership} membership.", values);
  }
  return null;
}

/** An administrator's cancel that keeps the charge: the class stays paid for, or stays used from a pass. */
function passMessageKept(c: CancelledBooking, locale: Locale): string {
  if (c.passReturned) {
    const values = { pass: c.passReturned.name, left: classesLeftIn(locale, c.passReturned.classesLeft) };
    return `${translate(locale, msg('Booking cancelled.'))} ${translate(locale, msg("The class is back on the student's {pass} ({left}).", values))}`;
  }
  return translate(
    locale,
    c.priceCents === 0 && c.removedCents === 0
      ? msg("Booking cancelled. The class stays used from the student's pass or membership.")
      : msg('Booking cancelled. The student remains charged for this class.'),
  );
}

/** The Refunds screen's "Send email notification": the refund notice, in the cancel's transaction. */
async function queueRefundNotice(
  tx: Executor,
  actor: { outbox: Outbox; adminId: number },
  settings: Awaited<ReturnType<typeof getSettings>>,
  booking: NonNullable<Awaited<ReturnType<typeof bookingToCancel>>>,
  given: CancelledBooking,
  reason: string | undefined,
  moneyBackMethod: string | null,
): Promise<boolean> {
  const [student] = await recipientsByIds(tx, [booking.studentId]);
  if (!student) return false;
  const locale = recipientLocale(student, settings.language);
  const message = await renderRefundNotification({
    studio: emailStudioOf(settings),
    locale,
    name: student.name,
    amountCents: given.creditCents + given.moneyBackCents,
    reason: reason ?? translate(locale, msg('Admin refund')),
    class: {
      name: booking.className,
      classDate: booking.classDate,
      startTime: toHhMm(booking.startTime),
      endTime: toHhMm(booking.endTime),
      location: booking.location,
    },
    method: givenBackBy(given, moneyBackMethod && paymentMethodLabel(moneyBackMethod), locale),
  });
  await actor.outbox.queue(tx, {
    kind: 'refund_notification',
    toEmail: student.email,
    toName: student.name,
    studentId: student.studentId,
    ...message,
    sentByAdminId: actor.adminId,
  });
  return true;
}

/** How a refund reached the student, in the notice's words: the money's method, credit, or both. */
function givenBackBy(given: CancelledBooking, moneyLabel: string | null, locale: Locale): string {
  const method = moneyLabel && translate(locale, moneyLabel);
  if (given.moneyBackCents > 0 && given.creditCents > 0)
    return translate(locale, msg('{method} and account credit', { method }));
  return given.moneyBackCents > 0 && method ? method : translate(locale, msg('account credit'));
}
