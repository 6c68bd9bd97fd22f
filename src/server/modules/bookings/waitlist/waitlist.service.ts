import { and, eq, isNull, sql } from 'drizzle-orm';
import { en } from '../../../../shared/i18n/msg';
import { BOOKING_MESSAGES, tooFarAheadMessage } from '../../../../shared/schemas/bookings';
import { CLASS_MESSAGES } from '../../../../shared/schemas/classes/fields';
import {
  type TMyWaitlistEntry,
  type TWaitlistActionResult,
  WAITLIST_MESSAGES,
  waitlistClosedMessage,
} from '../../../../shared/schemas/waitlist';
import type { Db, Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { transactionWithRetry } from '../../../db/retry';
import { bookings, classInstances, classTypes, students, waitlistEntries } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { AdminActor } from '../../../kernel/actor';
import { recordAudit } from '../../../kernel/audit';
import { bookingPolicy, lastBookableDate } from '../../../kernel/settings/booking-policy';
import { assertMayBook } from '../../../kernel/student-status';
import { clockNow } from '../../../kernel/time/clock';
import { instanceFacts } from '../../../mail/class-facts';
import { queueBookingConfirmation, studentBookingContext } from '../book.service';
import { classStartInstant, hasStarted } from '../booking-rules';
import { bookClass } from '../bookings.service';
import { queueWaitlistNotices } from './notices';
import { myWaitlist, waitlistClosesAt } from './waitlist.queries';

/**
 * A student joins a full class's waitlist. The class row is locked as a booking locks it, so "full"
 * is judged against the same count a booking sees: a class with a free seat is booked instead, and
 * a student already booked or already waiting is told so. Closed `waitlistCloseHours` before the class.
 */
export async function joinWaitlist(
  db: Db,
  studentId: number,
  classInstanceId: number,
  now: Date = clockNow(),
): Promise<TMyWaitlistEntry> {
  const policy = await bookingPolicy(db);
  const entryId = await db.transaction(async (tx) => {
    const liveStudent = and(eq(students.id, studentId), isNull(students.deletedAt));
    const [student] = await tx.select({ status: students.status }).from(students).where(liveStudent);
    if (!student) throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
    assertMayBook(student.status, 'student');
    const [instance] = await tx
      .select({
        classDate: classInstances.classDate,
        startTime: classInstances.startTime,
        maxStudents: classInstances.maxStudents,
        isCancelled: classInstances.isCancelled,
        typeActive: classTypes.isActive,
      })
      .from(classInstances)
      .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
      .where(eq(classInstances.id, classInstanceId))
      .for('update', { of: classInstances });
    if (!instance) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
    if (instance.isCancelled) throw new AppError('CONFLICT', CLASS_MESSAGES.classCancelled);
    if (!instance.typeActive) throw new AppError('CONFLICT', CLASS_MESSAGES.classTypeInactive);
    const start = classStartInstant(instance.classDate, instance.startTime, policy.timeZone);
    if (hasStarted(start, now)) throw new AppError('CONFLICT', BOOKING_MESSAGES.pastClass);
    if (instance.classDate > lastBookableDate(policy, now)) {
      throw new AppError('BAD_REQUEST', tooFarAheadMessage(policy.advanceBookingDays));
    }
    const closesAt = waitlistClosesAt(
      instance.classDate,
      instance.startTime,
      policy.timeZone,
      policy.waitlistCloseHours,
    );
    if (now.getTime() >= closesAt.getTime()) {
      throw new AppError('CONFLICT', waitlistClosedMessage(policy.waitlistCloseHours));
    }
    const [counts] = await tx
      .select({
        confirmed: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed')::int`,
        mine: sql<number>`count(*) filter (where ${bookings.studentId} = ${studentId}
                                            and ${bookings.status} <> 'cancelled')::int`,
      })
      .from(bookings)
      .where(eq(bookings.classInstanceId, classInstanceId));
    if (Number(counts?.mine ?? 0) > 0) throw new AppError('CONFLICT', WAITLIST_MESSAGES.alreadyBooked);
    if (Number(counts?.confirmed ?? 0) < instance.maxStudents) {
      throw new AppError('CONFLICT', WAITLIST_MESSAGES.notFull);
    }
    try {
      const [row] = await tx
        .insert(waitlistEntries)
        .values({ studentId, classInstanceId, joinedAt: now })
        .returning({ id: waitlistEntries.id });
      return row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', WAITLIST_MESSAGES.alreadyWaiting);
      throw error;
    }
  });
  const clock = { timeZone: policy.timeZone, closeHours: policy.waitlistCloseHours };
  const [entry] = await myWaitlist(db, studentId, clock, entryId);
  return entry!;
}

/** A student leaves a waitlist; someone else's entry is "not found", like a missing one. */
export async function leaveWaitlist(
  db: Db,
  studentId: number,
  entryId: number,
): Promise<TWaitlistActionResult> {
  const [left] = await db
    .update(waitlistEntries)
    .set({ status: 'left', resolvedAt: clockNow(), resolution: 'Left the waitlist' })
    .where(
      and(
        eq(waitlistEntries.id, entryId),
        eq(waitlistEntries.studentId, studentId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .returning({ id: waitlistEntries.id });
  if (!left) await assertEntryState(db, entryId, studentId);
  return { success: true, message: en('You have left the waitlist.'), bookingId: null };
}

/** Why a conditional change found nothing: no such entry (or another student's), or no longer waiting. */
async function assertEntryState(db: Executor, entryId: number, studentId?: number): Promise<never> {
  const [entry] = await db
    .select({ studentId: waitlistEntries.studentId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId));
  if (!entry || (studentId !== undefined && entry.studentId !== studentId)) {
    throw new AppError('NOT_FOUND', WAITLIST_MESSAGES.entryNotFound);
  }
  throw new AppError('CONFLICT', WAITLIST_MESSAGES.notWaiting);
}

async function lockWaitingEntry(tx: Executor, entryId: number) {
  const [entry] = await tx
    .select({
      id: waitlistEntries.id,
      studentId: waitlistEntries.studentId,
      classInstanceId: waitlistEntries.classInstanceId,
      status: waitlistEntries.status,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId))
    .for('update');
  if (!entry) throw new AppError('NOT_FOUND', WAITLIST_MESSAGES.entryNotFound);
  if (entry.status !== 'waiting') throw new AppError('CONFLICT', WAITLIST_MESSAGES.notWaiting);
  return entry;
}

/**
 * An administrator moves one waiting student into the class, ahead of the queue if they choose: booked
 * as an administrator books (no pre-payment; over capacity only when the warning was confirmed), the
 * student gets the "you're off the waitlist" e-mail, and the change is audited.
 */
export async function promoteAsAdmin(
  actor: AdminActor,
  input: { id: number; allowOverCapacity: boolean },
): Promise<TWaitlistActionResult> {
  const context = await studentBookingContext(actor.db, actor.outbox);
  return transactionWithRetry(actor.db, async (tx) => {
    const [located] = await tx
      .select({ classInstanceId: waitlistEntries.classInstanceId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, input.id));
    if (!located) throw new AppError('NOT_FOUND', WAITLIST_MESSAGES.entryNotFound);
    // The class first, then the entry: the order every booking and promotion locks them in.
    await instanceFacts(tx, located.classInstanceId, { lock: true });
    const entry = await lockWaitingEntry(tx, input.id);
    const booked = await bookClass(tx, {
      studentId: entry.studentId,
      classInstanceId: entry.classInstanceId,
      allowOverCapacity: input.allowOverCapacity,
      bookedByAdminId: actor.adminId,
      taxes: context.taxes,
    });
    const now = clockNow();
    await tx
      .update(waitlistEntries)
      .set({
        status: 'promoted',
        resolvedAt: now,
        bookingId: booked.bookingId,
        resolution: 'Booked by the studio',
      })
      .where(eq(waitlistEntries.id, entry.id));
    await queueBookingConfirmation(tx, context, entry.studentId, booked, {
      paidWithCredits: false,
      fromWaitlist: true,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'waitlist.promote',
      entityType: 'waitlist_entry',
      entityId: entry.id,
      details: {
        studentId: entry.studentId,
        classInstanceId: entry.classInstanceId,
        bookingId: booked.bookingId,
        overCapacity: booked.overCapacity,
      },
      ip: actor.ip,
    });
    return {
      success: true,
      message: en('Student moved from the waitlist into the class.'),
      bookingId: booked.bookingId,
    };
  });
}

/** An administrator takes a student off a waitlist; the student is told. */
export async function removeAsAdmin(actor: AdminActor, entryId: number): Promise<TWaitlistActionResult> {
  return actor.db.transaction(async (tx) => {
    const entry = await lockWaitingEntry(tx, entryId);
    await tx
      .update(waitlistEntries)
      .set({ status: 'removed', resolvedAt: clockNow(), resolution: 'Removed by the studio' })
      .where(eq(waitlistEntries.id, entryId));
    const facts = await instanceFacts(tx, entry.classInstanceId);
    if (facts) await queueWaitlistNotices(tx, actor.outbox, facts, [entry.studentId], { kind: 'removed' });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'waitlist.remove',
      entityType: 'waitlist_entry',
      entityId: entryId,
      details: { studentId: entry.studentId, classInstanceId: entry.classInstanceId },
      ip: actor.ip,
    });
    return { success: true, message: en('Student removed from the waitlist.'), bookingId: null };
  });
}
