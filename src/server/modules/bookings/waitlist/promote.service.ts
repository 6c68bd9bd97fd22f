import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { bookings, classInstances, waitlistEntries } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { Outbox } from '../../../kernel/outbox';
import { clockNow } from '../../../kernel/time/clock';
import { instanceFacts } from '../../../mail/class-facts';
import { bookAsStudent, studentBookingContext } from '../book.service';
import { queueWaitlistNotices } from './notices';
import { waitingQueue, waitlistClosesAt } from './waitlist.queries';

export interface Promotion {
  entryId: number;
  studentId: number;
  /** The booking made, or null when the student was skipped (with the reason they were told). */
  bookingId: number | null;
  skippedBecause: string | null;
}

/**
 * Fills a class's free seats from its waitlist, first come first served, inside the transaction that
 * freed them (a cancel, a raised capacity, an edit). Each waiting student is booked by the student
 * booking rules (their price, pre-payment from credits, the "you're off the waitlist" e-mail); one who
 * cannot be booked (no credit to cover it, suspended…) is skipped, told why, and the seat goes on down
 * the queue. Nothing moves once the waitlist has closed: the close job tells those students.
 *
 * The class row is locked first (FOR UPDATE, like booking and cancelling), so concurrent promotions,
 * joins and bookings of one class run one after the other and never overfill it.
 */
export async function promoteFromWaitlist(
  tx: Executor,
  classInstanceId: number,
  outbox: Outbox,
  now: Date = clockNow(),
): Promise<Promotion[]> {
  if ((await waitingQueue(tx, classInstanceId).limit(1)).length === 0) return [];
  const facts = await instanceFacts(tx, classInstanceId, { lock: true });
  if (!facts || facts.isCancelled) return [];
  // Locked after the class: an entry its student is leaving at this moment is either gone from the
  // queue or waits for this promotion to finish, never both left and booked.
  const queue = await waitingQueue(tx, classInstanceId).for('update');
  const context = await studentBookingContext(tx, outbox);
  const { policy } = context;
  const closesAt = waitlistClosesAt(
    facts.classDate,
    facts.startTime,
    policy.timeZone,
    policy.waitlistCloseHours,
  );
  if (now.getTime() >= closesAt.getTime()) return [];

  const [taken] = await tx
    .select({ confirmed: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.classInstanceId, classInstanceId), eq(bookings.status, 'confirmed')));
  let free = facts.maxStudents - Number(taken?.confirmed ?? 0);
  const promotions: Promotion[] = [];
  for (const entry of queue) {
    if (free <= 0) break;
    const outcome = await tryBooking(tx, entry.studentId, classInstanceId, context, now);
    if (typeof outcome === 'number') {
      await tx
        .update(waitlistEntries)
        .set({
          status: 'promoted',
          resolvedAt: now,
          bookingId: outcome,
          resolution: 'Booked from the waitlist',
        })
        .where(eq(waitlistEntries.id, entry.id));
      promotions.push({
        entryId: entry.id,
        studentId: entry.studentId,
        bookingId: outcome,
        skippedBecause: null,
      });
      free--;
    } else {
      await tx
        .update(waitlistEntries)
        .set({ status: 'skipped', resolvedAt: now, resolution: outcome })
        .where(eq(waitlistEntries.id, entry.id));
      await queueWaitlistNotices(tx, outbox, facts, [entry.studentId], {
        kind: 'skipped',
        reason: lowerFirst(outcome),
      });
      promotions.push({
        entryId: entry.id,
        studentId: entry.studentId,
        bookingId: null,
        skippedBecause: outcome,
      });
    }
  }
  return promotions;
}

/**
 * Books one waiting student in a savepoint: the booking id, or the rule's message when they cannot be
 * booked (the savepoint is rolled back, so a half-made booking or charge never stays).
 */
async function tryBooking(
  tx: Executor,
  studentId: number,
  classInstanceId: number,
  context: Awaited<ReturnType<typeof studentBookingContext>>,
  now: Date,
): Promise<number | string> {
  try {
    const booked = await tx.transaction((savepoint) =>
      bookAsStudent(savepoint, { studentId, classInstanceId }, context, now, { fromWaitlist: true }),
    );
    return booked.bookingId;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * After a schedule's capacity was raised: the seats it added to its coming classes go to their
 * waitlists, class by class in date order (each class locked as it is filled).
 */
export async function promoteScheduleWaitlists(
  tx: Executor,
  scheduleId: number,
  fromDate: string,
  outbox: Outbox,
): Promise<Promotion[]> {
  const classes = await tx
    .selectDistinct({ id: classInstances.id, classDate: classInstances.classDate })
    .from(classInstances)
    .innerJoin(waitlistEntries, eq(waitlistEntries.classInstanceId, classInstances.id))
    .where(
      and(
        eq(classInstances.classScheduleId, scheduleId),
        gte(classInstances.classDate, fromDate),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(classInstances.classDate), asc(classInstances.id));
  const all: Promotion[] = [];
  for (const c of classes) all.push(...(await promoteFromWaitlist(tx, c.id, outbox)));
  return all;
}
