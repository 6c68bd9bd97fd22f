import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toHhMm } from '../../../shared/dates';
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
import { passClassesLeft } from '../../../shared/schemas/products';
import type { Db, Executor } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { bookings, classInstances, classSchedules, classTypes } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../kernel/audit';
import { classNameSql } from '../../kernel/class-name';
import type { Outbox } from '../../kernel/outbox';
import { recipientsByIds } from '../../kernel/recipients';
import { bookingPolicyOf } from '../../kernel/settings/booking-policy';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { emailStudioOf, renderBookingCancelled, renderRefundNotification } from '../../mail/templates/render';
import { classStartInstant, studentCancelVerdict } from './booking-rules';
import { clockOf, findBooking } from './bookings.queries';
import { classLabel } from './bookings.service';
import { type CancelBookingsInput, type CancelledBooking, cancelBooking } from './cancel.service';
import { promoteFromWaitlist } from './waitlist/promote.service';

type StudentCancelInput = z.output<typeof ZStudentCancelInput>;
type AdminCancelInput = z.output<typeof ZAdminCancelInput>;

export const STUDENT_CANCEL_REASON = 'Cancelled by student';
export const ADMIN_CANCEL_REASON = 'Cancelled by admin';
export const ADMIN_REFUND_REASON = 'Admin refund';

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
): string {
  const amount = (cents: number) => formatMoney(cents, currency);
  const account = to === 'student' ? 'your account' : "the student's account";
  const owes = to === 'student' ? 'what you owe' : 'what the student owes';
  const back =
    c.moneyBackCents > 0 && refundMethod
      ? ` ${amount(c.moneyBackCents)} is recorded as given back to the student by ${paymentMethodLabel(refundMethod)}.`
      : '';
  const credit =
    c.creditCents > 0 ? ` A credit of ${amount(c.creditCents)} has been added to ${account}.` : '';
  const removed =
    c.removedCents === 0
      ? ''
      : c.creditCents + c.moneyBackCents > 0
        ? ` The unpaid ${amount(c.removedCents)} has been removed from ${owes}.`
        : ` Nothing had been paid for it, so its ${amount(c.removedCents)} charge has been removed from ${owes} and no credit was added.`;
  const pass = passBackSentence(to, c);
  return `Booking cancelled.${pass}${back}${credit}${removed}`;
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
      reason: input.reason ?? STUDENT_CANCEL_REASON,
      cancelledBy: 'student',
      issueCredit: true,
      creditSource: 'booking_cancellation',
      creditReason: `Cancellation credit: ${classLabel(booking.className, booking.classDate)}`,
    });
    const [student] = await recipientsByIds(tx, [studentId]);
    if (student) {
      const message = await renderBookingCancelled({
        studio: emailStudioOf(settings),
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
  return answer(db, cancelled, (currency) => cancelledMessage('student', cancelled, currency));
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
    const label = classLabel(booking.className, booking.classDate);
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
            reason: input.reason ?? `${ADMIN_REFUND_REASON}: ${label}`,
            emailNotify: refund && input.emailNotify,
          }
        : undefined,
      reason: input.reason ?? (refund ? ADMIN_REFUND_REASON : ADMIN_CANCEL_REASON),
      cancelledBy: 'admin',
      keepCharge,
      keepPassClass: keepCharge && settings.lateCancelUsesPassClass,
      issueCredit: creditCents !== 0,
      creditCents,
      creditSource: refund ? 'admin_refund' : 'booking_cancellation',
      spareNoShows: !keepCharge,
      creditReason: refund
        ? (input.reason ?? `${ADMIN_REFUND_REASON}: ${label}`)
        : `Cancellation credit: ${label}`,
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
      ? passMessageKept(cancelled)
      : cancelledMessage('admin', cancelled, currency, input.refundMethod);
  return {
    ...(await answer(actor.db, cancelled, message)),
    emailQueued,
    mailConfigured: actor.outbox.canDeliver,
  };
}

/** " The class is back on your 10-Class Card (8 classes left).", or the membership's, or nothing. */
function passBackSentence(to: 'student' | 'admin', c: CancelledBooking): string {
  const whose = to === 'student' ? 'your' : "the student's";
  if (c.passReturned)
    return ` The class is back on ${whose} ${c.passReturned.name} (${passClassesLeft(c.passReturned.classesLeft)}).`;
  if (c.membershipReturned)
    return ` The class no longer counts towards ${whose} ${c.membershipReturned} membership.`;
  return '';
}

/** An administrator's cancel that keeps the charge: the class stays paid for, or stays used from a pass. */
function passMessageKept(c: CancelledBooking): string {
  if (c.passReturned)
    return `Booking cancelled. The class is back on the student's ${c.passReturned.name} (${passClassesLeft(c.passReturned.classesLeft)}).`;
  return c.priceCents === 0 && c.removedCents === 0
    ? "Booking cancelled. The class stays used from the student's pass or membership."
    : 'Booking cancelled. The student remains charged for this class.';
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
  const message = await renderRefundNotification({
    studio: emailStudioOf(settings),
    name: student.name,
    amountCents: given.creditCents + given.moneyBackCents,
    reason: reason ?? ADMIN_REFUND_REASON,
    class: {
      name: booking.className,
      classDate: booking.classDate,
      startTime: toHhMm(booking.startTime),
      endTime: toHhMm(booking.endTime),
      location: booking.location,
    },
    method: givenBackBy(given, moneyBackMethod && paymentMethodLabel(moneyBackMethod)),
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
function givenBackBy(given: CancelledBooking, moneyLabel: string | null): string {
  if (given.moneyBackCents > 0 && given.creditCents > 0) return `${moneyLabel} and account credit`;
  return given.moneyBackCents > 0 && moneyLabel ? moneyLabel : 'account credit';
}
