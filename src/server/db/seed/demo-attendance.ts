import { and, asc, between, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { clockNow } from '../../kernel/time/clock';
import { chargeBookings } from '../../modules/billing/ledger.service';
import type { Executor } from '../client';
import { bookings, classInstances, students, waitlistEntries } from '../schema';

export interface DemoAttendanceResult {
  attended: number;
  noShows: number;
  waiting: number;
}

/**
 * The demo's door and waitlist: past classes were checked in (most came, a few did not, the newest
 * day is still unmarked), and one class next week is sold out with two students waiting — the first
 * of them Amelia, whose login the README gives, so her dashboard shows her place in the queue.
 */
export async function seedDemoAttendance(tx: Executor, today: string): Promise<DemoAttendanceResult> {
  const pastClasses = tx
    .select({ id: classInstances.id })
    .from(classInstances)
    .where(and(lt(classInstances.classDate, addDays(today, -1)), eq(classInstances.isCancelled, false)));
  const mark = (attendance: 'attended' | 'no_show', share: ReturnType<typeof sql>) =>
    tx
      .update(bookings)
      .set({ attendance, attendanceMarkedAt: clockNow() })
      .where(and(eq(bookings.status, 'confirmed'), inArray(bookings.classInstanceId, pastClasses), share))
      .returning({ id: bookings.id });
  // About one booking in twelve was a no-show; everyone else came.
  const noShows = await mark('no_show', sql`(${bookings.id} * 37) % 100 < 8`);
  const attended = await mark('attended', sql`(${bookings.id} * 37) % 100 >= 8`);
  const waiting = await fillOneClassWithAWaitlist(tx, today);
  return { attended: attended.length, noShows: noShows.length, waiting };
}

async function fillOneClassWithAWaitlist(tx: Executor, today: string): Promise<number> {
  const [found] = await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.email, 'amelia.chen@example.com'));
  const [target] = await tx
    .select({
      id: classInstances.id,
      maxStudents: classInstances.maxStudents,
      priceCents: classInstances.priceCents,
    })
    .from(classInstances)
    .where(
      and(
        between(classInstances.classDate, addDays(today, 3), addDays(today, 9)),
        eq(classInstances.isCancelled, false),
        // A class Amelia is not in already, whatever day the demo is loaded on: she heads its waitlist.
        found
          ? sql`not exists (select 1 from ${bookings} b where b.class_instance_id = ${classInstances.id}
              and b.student_id = ${found.id} and b.status <> 'cancelled')`
          : undefined,
      ),
    )
    .orderBy(asc(classInstances.maxStudents), asc(classInstances.classDate), asc(classInstances.startTime))
    .limit(1);
  if (!target) return 0;
  const taken = await tx
    .select({ studentId: bookings.studentId })
    .from(bookings)
    .where(and(eq(bookings.classInstanceId, target.id), eq(bookings.status, 'confirmed')));
  const amelia = found && !taken.some((t) => t.studentId === found.id) ? found : undefined;
  const excluded = [...taken.map((t) => t.studentId), ...(amelia ? [amelia.id] : [])];
  const others = await tx
    .select({ id: students.id })
    .from(students)
    .where(
      and(eq(students.status, 'active'), excluded.length ? notInArray(students.id, excluded) : undefined),
    )
    .orderBy(asc(students.id))
    .limit(Math.max(0, target.maxStudents - taken.length) + 1);
  const fillers = others.slice(0, Math.max(0, target.maxStudents - taken.length));
  const bookedAt = new Date(`${addDays(today, -1)}T12:00:00Z`);
  if (fillers.length > 0) {
    const added = await tx
      .insert(bookings)
      .values(
        fillers.map((s) => ({
          studentId: s.id,
          classInstanceId: target.id,
          priceCents: target.priceCents,
          bookedAt,
        })),
      )
      .returning({ id: bookings.id, studentId: bookings.studentId });
    await chargeBookings(
      tx,
      added.map((b) => ({
        studentId: b.studentId,
        bookingId: b.id,
        amountCents: target.priceCents,
        description: 'Class booking',
        occurredAt: bookedAt,
      })),
    );
  }
  const queue = [amelia?.id, others[fillers.length]?.id].filter((id): id is number => id !== undefined);
  if (queue.length === 0) return 0;
  // Joined in this order, an hour apart.
  for (const [i, studentId] of queue.entries()) {
    await tx.insert(waitlistEntries).values({
      studentId,
      classInstanceId: target.id,
      joinedAt: new Date(bookedAt.getTime() + (i + 1) * 3_600_000),
    });
  }
  return queue.length;
}
