import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatDate } from '../../../shared/dates';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  bookings,
  classInstances,
  classSchedules,
  classTypes,
  ledgerEntries,
  studentCredits,
  students,
} from '../../db/schema';
import { AppError } from '../../errors';

export interface BookClassInput {
  studentId: number;
  classInstanceId: number;
  /** An administrator who saw the over-capacity warning. */
  allowOverCapacity: boolean;
  bookedByAdminId?: number | null;
}

export interface BookedClass {
  bookingId: number;
  classInstanceId: number;
  classDate: string;
  priceCents: number;
  overCapacity: boolean;
}

/** "Yoga Flow on Mar 09, 2026": how a class is named in ledger lines, credits and e-mails. */
export const classLabel = (name: string, classDate: string) => `${name} on ${formatDate(classDate)}`;

/**
 * Books a student into one class. Must run inside a transaction: the instance row is locked, so
 * concurrent bookings of the same class are counted one after the other and never overbook. The
 * price is fixed from the instance and charged to the student's ledger.
 */
export async function bookClass(tx: Executor, input: BookClassInput): Promise<BookedClass> {
  const { studentId, classInstanceId, allowOverCapacity } = input;
  const [student] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.deletedAt)))
    .limit(1);
  if (!student) throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);

  const [instance] = await tx
    .select({
      id: classInstances.id,
      classDate: classInstances.classDate,
      maxStudents: classInstances.maxStudents,
      priceCents: classInstances.priceCents,
      isCancelled: classInstances.isCancelled,
      customName: classInstances.customName,
      scheduleName: classSchedules.customName,
      typeName: classTypes.name,
      typeActive: classTypes.isActive,
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(eq(classInstances.id, classInstanceId))
    .for('update', { of: classInstances });
  if (!instance) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
  if (instance.isCancelled) throw new AppError('CONFLICT', CLASS_MESSAGES.classCancelled);
  if (!instance.typeActive) throw new AppError('CONFLICT', CLASS_MESSAGES.classTypeInactive);

  const [counts] = await tx
    .select({
      confirmed: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed')::int`,
      mine: sql<number>`count(*) filter (where ${bookings.studentId} = ${studentId}
                                          and ${bookings.status} <> 'cancelled')::int`,
    })
    .from(bookings)
    .where(eq(bookings.classInstanceId, classInstanceId));
  if (Number(counts?.mine ?? 0) > 0) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyBooked);
  const overCapacity = Number(counts?.confirmed ?? 0) >= instance.maxStudents;
  if (overCapacity && !allowOverCapacity) throw new AppError('CONFLICT', CLASS_MESSAGES.classFull);

  let bookingId: number;
  try {
    const [row] = await tx
      .insert(bookings)
      .values({
        studentId,
        classInstanceId,
        status: 'confirmed',
        priceCents: instance.priceCents,
        overCapacity,
        bookedByAdminId: input.bookedByAdminId ?? null,
      })
      .returning({ id: bookings.id });
    bookingId = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyBooked);
    throw error;
  }
  if (instance.priceCents > 0) {
    const name = instance.customName ?? instance.scheduleName ?? instance.typeName;
    await tx.insert(ledgerEntries).values({
      studentId,
      entryType: 'charge',
      amountCents: instance.priceCents,
      bookingId,
      description: `Class: ${classLabel(name, instance.classDate)}`,
      createdByAdminId: input.bookedByAdminId ?? null,
    });
  }
  return {
    bookingId,
    classInstanceId,
    classDate: instance.classDate,
    priceCents: instance.priceCents,
    overCapacity,
  };
}

export type CreditSource = 'booking_cancellation' | 'class_cancellation' | 'admin_refund';

export interface CancelBookingsInput {
  reason: string;
  cancelledBy: 'student' | 'admin' | 'system';
  /** A credit equal to each confirmed booking's price (none for a free class). */
  issueCredit: boolean;
  creditSource: CreditSource;
  /** The credit's reason, e.g. "Class cancelled: Yoga on Mar 09, 2026". */
  creditReason: string;
  adminId?: number | null;
}

export interface CancelledBooking {
  bookingId: number;
  studentId: number;
  priceCents: number;
  wasConfirmed: boolean;
  /** The credit granted for it, if any. */
  creditCents: number;
}

/**
 * Cancels bookings with conditional UPDATE … WHERE status = … RETURNING, so of concurrent cancels only
 * one wins, then grants the credits (one per booking, enforced by a unique index) and their ledger
 * lines in one statement each, however many bookings there are.
 */
async function cancelWhere(
  tx: Executor,
  where: ReturnType<typeof and>,
  input: CancelBookingsInput,
  { includePending }: { includePending: boolean },
): Promise<CancelledBooking[]> {
  const now = new Date();
  const cancelStatus = (status: 'confirmed' | 'pending') =>
    tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancellationReason: input.reason,
        cancelledBy: input.cancelledBy,
        updatedAt: now,
      })
      .where(and(where, eq(bookings.status, status)))
      .returning({
        bookingId: bookings.id,
        studentId: bookings.studentId,
        priceCents: bookings.priceCents,
        classInstanceId: bookings.classInstanceId,
      });
  const confirmed = await cancelStatus('confirmed');
  const pending = includePending ? await cancelStatus('pending') : [];
  const rows = [
    ...confirmed.map((r) => ({ ...r, wasConfirmed: true })),
    ...pending.map((r) => ({ ...r, wasConfirmed: false })),
  ];
  const creditable = input.issueCredit ? rows.filter((r) => r.wasConfirmed && r.priceCents > 0) : [];
  const granted = new Map<number, number>();
  if (creditable.length > 0) {
    const instanceIds = [...new Set(creditable.map((r) => r.classInstanceId))];
    const dates = new Map(
      (
        await tx
          .select({ id: classInstances.id, classDate: classInstances.classDate })
          .from(classInstances)
          .where(inArray(classInstances.id, instanceIds))
      ).map((i) => [i.id, i.classDate]),
    );
    const credits = await tx
      .insert(studentCredits)
      .values(
        creditable.map((r) => ({
          studentId: r.studentId,
          amountCents: r.priceCents,
          reason: input.creditReason,
          source: input.creditSource,
          classDate: dates.get(r.classInstanceId) ?? null,
          bookingId: r.bookingId,
          classInstanceId: r.classInstanceId,
          createdByAdminId: input.adminId ?? null,
        })),
      )
      .onConflictDoNothing({ target: studentCredits.bookingId })
      .returning({
        id: studentCredits.id,
        studentId: studentCredits.studentId,
        bookingId: studentCredits.bookingId,
        amountCents: studentCredits.amountCents,
      });
    if (credits.length > 0) {
      await tx.insert(ledgerEntries).values(
        credits.map((c) => ({
          studentId: c.studentId,
          entryType: 'credit' as const,
          amountCents: c.amountCents,
          bookingId: c.bookingId,
          creditId: c.id,
          description: input.creditReason,
          createdByAdminId: input.adminId ?? null,
        })),
      );
    }
    for (const c of credits) granted.set(c.bookingId!, c.amountCents);
  }
  return rows.map((r) => ({
    bookingId: r.bookingId,
    studentId: r.studentId,
    priceCents: r.priceCents,
    wasConfirmed: r.wasConfirmed,
    creditCents: granted.get(r.bookingId) ?? 0,
  }));
}

/** Cancels one confirmed booking; undefined when it was not confirmed (already cancelled, or pending). */
export async function cancelBooking(
  tx: Executor,
  input: CancelBookingsInput & { bookingId: number },
): Promise<CancelledBooking | undefined> {
  const [row] = await cancelWhere(tx, eq(bookings.id, input.bookingId), input, { includePending: false });
  return row;
}

/** Cancels every active (confirmed or pending) booking of a class; credits go to confirmed ones. */
export function cancelInstanceBookings(
  tx: Executor,
  classInstanceId: number,
  input: CancelBookingsInput,
): Promise<CancelledBooking[]> {
  return cancelWhere(tx, eq(bookings.classInstanceId, classInstanceId), input, { includePending: true });
}
