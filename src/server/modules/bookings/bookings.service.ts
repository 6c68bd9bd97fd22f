import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatDate, toHhMm } from '../../../shared/dates';
import { BOOKING_MESSAGES, tooFarAheadMessage } from '../../../shared/schemas/bookings';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  bookings,
  classInstances,
  classSchedules,
  classTypes,
  students,
  waitlistEntries,
} from '../../db/schema';
import { AppError } from '../../errors';
import { chargeForPrice } from '../settings/settings.service';
import type { StudioTaxes } from '../settings/tax-settings';
import { classStartInstant, hasStarted } from './booking-rules';

export {
  type CancelBookingsInput,
  type CancelledBooking,
  type CreditSource,
  cancelBooking,
  cancelInstanceBookings,
} from './cancel.service';

import { chargeBookings } from '../billing/ledger.service';
import { assertMayBook } from '../students/student-status';
import { endWaitingOnBooking } from '../waitlist/close.service';

export interface BookClassInput {
  studentId: number;
  classInstanceId: number;
  /** An administrator who saw the over-capacity warning. */
  allowOverCapacity: boolean;
  bookedByAdminId?: number | null;
  /** An administrator's price for this booking (cents); otherwise the class's price. */
  priceCents?: number;
  /** An administrator's booking date; otherwise now. */
  bookedAt?: Date;
  /** Refuse a class that has started by `now` in the studio's timezone (a student books ahead only). */
  notStarted?: { now: Date; timeZone: string };
  /** The studio's taxes, when the caller has read them already (else they are read here). */
  taxes?: StudioTaxes;
  /** Refuse a class after this studio date (a student books at most `advanceBookingDays` ahead). */
  bookableUntil?: { date: string; days: number };
  /** Registered at the door while checking the class in: marked attended by `bookedByAdminId` now. */
  walkIn?: boolean;
}

export interface BookedClass {
  bookingId: number;
  classInstanceId: number;
  classDate: string;
  startTime: string;
  endTime: string;
  location: string | null;
  /** The class's display name: instance, else schedule, else class type name. */
  className: string;
  priceCents: number;
  /** What the ledger charged: the price, plus tax when the studio adds tax on top. */
  chargeCents: number;
  overCapacity: boolean;
}

/** "Yoga Flow on Mar 09, 2026": how a class is named in ledger lines, credits and e-mails. */
export const classLabel = (name: string, classDate: string) => `${name} on ${formatDate(classDate)}`;

/**
 * Books a student into one class. Must run inside a transaction: the instance row is locked, so
 * concurrent bookings of the same class are counted one after the other and never overbook. The
 * price is fixed now (from the instance unless an administrator set one) and charged to the ledger.
 */
export async function bookClass(tx: Executor, input: BookClassInput): Promise<BookedClass> {
  const { studentId, classInstanceId, allowOverCapacity } = input;
  const liveStudent = and(eq(students.id, studentId), isNull(students.deletedAt));
  // The student check rides along with the locked read: one round trip fewer on every booking.
  const [instance] = await tx
    .select({
      id: classInstances.id,
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      endTime: classInstances.endTime,
      location: classInstances.location,
      maxStudents: classInstances.maxStudents,
      priceCents: classInstances.priceCents,
      isCancelled: classInstances.isCancelled,
      customName: classInstances.customName,
      scheduleName: classSchedules.customName,
      typeName: classTypes.name,
      typeActive: classTypes.isActive,
      studentStatus: sql<string | null>`(select ${students.status} from ${students} where ${liveStudent})`,
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(eq(classInstances.id, classInstanceId))
    .for('update', { of: classInstances });
  const studentStatus = instance
    ? instance.studentStatus
    : ((await tx.select({ status: students.status }).from(students).where(liveStudent))[0]?.status ?? null);
  if (studentStatus === null) throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
  assertMayBook(studentStatus, input.bookedByAdminId ? 'admin' : 'student');
  if (!instance) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
  if (instance.isCancelled) throw new AppError('CONFLICT', CLASS_MESSAGES.classCancelled);
  if (!instance.typeActive) throw new AppError('CONFLICT', CLASS_MESSAGES.classTypeInactive);
  const { notStarted } = input;
  if (
    notStarted &&
    hasStarted(classStartInstant(instance.classDate, instance.startTime, notStarted.timeZone), notStarted.now)
  ) {
    throw new AppError('CONFLICT', BOOKING_MESSAGES.pastClass);
  }
  if (input.bookableUntil && instance.classDate.slice(0, 10) > input.bookableUntil.date) {
    throw new AppError('BAD_REQUEST', tooFarAheadMessage(input.bookableUntil.days));
  }

  const [counts] = await tx
    .select({
      confirmed: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed')::int`,
      mine: sql<number>`count(*) filter (where ${bookings.studentId} = ${studentId}
                                          and ${bookings.status} <> 'cancelled')::int`,
      // Read with the counts, so a booking of someone not on the waitlist costs no extra statement.
      waiting: sql<boolean>`exists (select 1 from ${waitlistEntries} w where w.student_id = ${studentId}
                                     and w.class_instance_id = ${classInstanceId} and w.status = 'waiting')`,
    })
    .from(bookings)
    .where(eq(bookings.classInstanceId, classInstanceId));
  if (Number(counts?.mine ?? 0) > 0) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyBooked);
  const overCapacity = Number(counts?.confirmed ?? 0) >= instance.maxStudents;
  if (overCapacity && !allowOverCapacity) throw new AppError('CONFLICT', CLASS_MESSAGES.classFull);

  const priceCents = input.priceCents ?? instance.priceCents;
  const bookedAt = input.bookedAt ?? new Date();
  let bookingId: number;
  try {
    const [row] = await tx
      .insert(bookings)
      .values({
        studentId,
        classInstanceId,
        status: 'confirmed',
        priceCents,
        bookedAt,
        overCapacity,
        bookedByAdminId: input.bookedByAdminId ?? null,
        ...(input.walkIn && {
          isWalkIn: true,
          attendance: 'attended' as const,
          attendanceMarkedAt: bookedAt,
          attendanceMarkedByAdminId: input.bookedByAdminId ?? null,
        }),
      })
      .returning({ id: bookings.id });
    bookingId = row!.id;
  } catch (error) {
    // Rethrown at once: on PostgreSQL the transaction is aborted and rolls back as the error leaves it.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyBooked);
    throw error;
  }
  if (counts?.waiting) await endWaitingOnBooking(tx, { studentId, classInstanceId, bookingId });
  const className = instance.customName ?? instance.scheduleName ?? instance.typeName;
  const chargeCents = await chargeForPrice(tx, priceCents, input.taxes);
  await chargeBookings(tx, [
    {
      studentId,
      bookingId,
      amountCents: chargeCents,
      description: `Class: ${classLabel(className, instance.classDate)}`,
      occurredAt: bookedAt,
      adminId: input.bookedByAdminId ?? null,
    },
  ]);
  return {
    bookingId,
    classInstanceId,
    classDate: instance.classDate,
    startTime: toHhMm(instance.startTime),
    endTime: toHhMm(instance.endTime),
    location: instance.location,
    className,
    priceCents,
    chargeCents,
    overCapacity,
  };
}
