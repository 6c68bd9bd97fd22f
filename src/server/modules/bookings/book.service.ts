import type { z } from 'zod';
import { decimalToCents } from '../../../shared/money';
import type { ZCreateBookingInput } from '../../../shared/schemas/bookings';
import type { Db, Executor } from '../../db/client';
import type { Viewer } from '../../trpc/init';
import { recordAudit } from '../audit/audit.service';
import { payWithCredits } from '../billing/balance.service';
import {
  type BookingPolicy,
  bookingPolicy,
  lastBookableDate,
  requiresPrepayment,
} from '../settings/booking-policy';
import { bookingDateInstant } from './booking-rules';
import { clockOf, findBooking } from './bookings.queries';
import { type BookedClass, bookClass, classLabel } from './bookings.service';

type CreateInput = z.output<typeof ZCreateBookingInput>;

/**
 * A student books a class for themselves, inside the caller's transaction: confirmed at the class's
 * price; refused when the class is full, cancelled, of an inactive type, or already started; with
 * prepayment required, paid from their credits (or refused when they do not cover the price).
 */
export async function bookAsStudent(
  tx: Executor,
  booking: { studentId: number; classInstanceId: number },
  policy: BookingPolicy,
  now: Date = new Date(),
): Promise<BookedClass> {
  const booked = await bookClass(tx, {
    ...booking,
    allowOverCapacity: false,
    notStarted: { now, timeZone: policy.timeZone },
    bookableUntil: { date: lastBookableDate(policy, now), days: policy.advanceBookingDays },
  });
  if (requiresPrepayment(policy) && booked.chargeCents > 0) {
    await payWithCredits(tx, {
      studentId: booking.studentId,
      bookingId: booked.bookingId,
      priceCents: booked.chargeCents,
      label: classLabel(booked.className, booked.classDate),
    });
  }
  return booked;
}

/**
 * POST /api/student-bookings. A student's booking follows bookAsStudent (their price, date and
 * capacity overrides are ignored). An administrator books anyone, with their price and booking date
 * and over capacity when asked, for a past class too (recording a drop-in), and without prepayment.
 */
export async function createBooking(deps: { db: Db; ip: string }, viewer: Viewer, input: CreateInput) {
  const policy = await bookingPolicy(deps.db);
  const now = new Date();
  const bookingId = await deps.db.transaction(async (tx) => {
    if (viewer.kind === 'student') {
      const booked = await bookAsStudent(
        tx,
        { studentId: viewer.studentId, classInstanceId: input.classInstanceId },
        policy,
        now,
      );
      return booked.bookingId;
    }
    const booked = await bookClass(tx, {
      studentId: input.studentId,
      classInstanceId: input.classInstanceId,
      allowOverCapacity: input.allowOverCapacity,
      bookedByAdminId: viewer.adminId,
      priceCents: input.price === undefined ? undefined : (decimalToCents(input.price) ?? undefined),
      bookedAt:
        input.bookingDate === undefined ? undefined : bookingDateInstant(input.bookingDate, policy.timeZone),
    });
    await recordAudit(tx, {
      adminId: viewer.adminId,
      action: 'booking.create',
      entityType: 'booking',
      entityId: booked.bookingId,
      details: {
        studentId: input.studentId,
        classInstanceId: input.classInstanceId,
        priceCents: booked.priceCents,
        overCapacity: booked.overCapacity,
        bookingDate: input.bookingDate ?? null,
      },
      ip: deps.ip,
    });
    return booked.bookingId;
  });
  return (await findBooking(deps.db, bookingId, clockOf(policy, now)))!;
}
