import { and, asc, between, eq, sql } from 'drizzle-orm';
import { addDays, calendarWindow, dayOfWeek } from '../../../shared/dates';
import { clockNow } from '../../kernel/time/clock';
import { studioInstant } from '../../kernel/time/studio-time';
import { chargeBookings } from '../../modules/billing/ledger.service';
import { cancelInstanceBookings, classLabel } from '../../modules/bookings/bookings.service';
import { materialiseWindow } from '../../modules/classes/materialise';
import type { Executor } from '../client';
import {
  bookings,
  classCancellations,
  classInstances,
  classSchedules,
  classTypes,
  students,
} from '../schema';

/** How full each weekly class usually is: a believable mix of quiet, busy and sold-out classes. */
const FILL_PATTERN = [0.55, 0.8, 1, 0.45, 0.7, 0.9, 0.6, 1, 0.35, 0.75, 0.5, 0.85];

/**
 * When the k-th seat of a class was booked: one to six days before the class, but never after
 * yesterday (a booking cannot be made in the future), at 09:00 on the studio's clock.
 */
export function demoBookedAt(classDate: string, today: string, k: number, timeZone: string): Date {
  const daysBefore = addDays(classDate, -1 - (k % 6));
  const latest = addDays(today, -1 - (k % 3));
  const earlier = [daysBefore, latest].sort()[0]!;
  return studioInstant(timeZone, earlier, '09:00');
}

/** Deterministic, so every demo studio looks the same. */
const pick = (seed: number, length: number) => ((seed * 2654435761) >>> 0) % length;

export interface DemoCalendarResult {
  instances: number;
  bookings: number;
}

/**
 * Fills the demo timetable: the last eight weeks happened, the next weeks are booking up, one
 * weekend workshop is on sale and one class next week was cancelled (its students got credits).
 */
export async function seedDemoCalendar(
  tx: Executor,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<DemoCalendarResult> {
  const from = addDays(today, -56);
  await tx.update(classSchedules).set({ effectiveFrom: from });
  const window = calendarWindow(today, 3);
  await materialiseWindow(tx, { from, to: window.endDate, timeZone });

  const [workshopType] = await tx.select().from(classTypes).orderBy(asc(classTypes.id)).limit(1);
  const saturday = addDays(today, 14 + ((6 - dayOfWeek(today) + 7) % 7));
  await tx.insert(classInstances).values({
    classTypeId: workshopType!.id,
    classDate: saturday,
    startTime: '14:00',
    endTime: '16:00',
    location: 'Studio A',
    customName: 'Inversions Workshop',
    notes: 'Two hours on headstands and forearm balances. Some yoga experience recommended.',
    maxStudents: 12,
    priceCents: 4500,
  });

  const active = await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.status, 'active'))
    .orderBy(asc(students.id));
  const bookable = await tx
    .select()
    .from(classInstances)
    .where(between(classInstances.classDate, from, addDays(today, 21)))
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime));

  const rows: (typeof bookings.$inferInsert)[] = [];
  bookable.forEach((instance, i) => {
    const upcoming = instance.classDate >= today;
    const fill = FILL_PATTERN[(instance.classScheduleId ?? i) % FILL_PATTERN.length]! * (upcoming ? 0.85 : 1);
    const seats = Math.min(active.length, Math.round(instance.maxStudents * fill));
    const start = pick(instance.id, active.length);
    for (let k = 0; k < seats; k++) {
      rows.push({
        studentId: active[(start + k) % active.length]!.id,
        classInstanceId: instance.id,
        status: 'confirmed',
        priceCents: instance.priceCents,
        bookedAt: demoBookedAt(instance.classDate, today, k, timeZone),
      });
    }
  });
  const booked = rows.length
    ? await tx.insert(bookings).values(rows).returning({
        id: bookings.id,
        studentId: bookings.studentId,
        priceCents: bookings.priceCents,
        bookedAt: bookings.bookedAt,
      })
    : [];
  await chargeBookings(
    tx,
    booked.map((b) => ({
      studentId: b.studentId,
      bookingId: b.id,
      amountCents: b.priceCents,
      description: 'Class booking',
      occurredAt: b.bookedAt,
    })),
  );

  await cancelOneClassNextWeek(tx, today);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(classInstances);
  return { instances: count?.n ?? 0, bookings: booked.length };
}

async function cancelOneClassNextWeek(tx: Executor, today: string) {
  const [instance] = await tx
    .select({ id: classInstances.id, classDate: classInstances.classDate, name: classTypes.name })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(and(between(classInstances.classDate, addDays(today, 7), addDays(today, 13))))
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime))
    .limit(1);
  if (!instance) return;
  const reason = 'Instructor unwell — sorry for the short notice.';
  await tx
    .update(classInstances)
    .set({ isCancelled: true, cancelledAt: clockNow(), cancellationReason: reason })
    .where(eq(classInstances.id, instance.id));
  await tx.insert(classCancellations).values({
    classInstanceId: instance.id,
    cancelledDate: instance.classDate,
    reason,
  });
  await cancelInstanceBookings(tx, instance.id, {
    reason,
    cancelledBy: 'system',
    issueCredit: true,
    creditSource: 'class_cancellation',
    creditReason: `Class cancelled: ${classLabel(instance.name, instance.classDate)}`,
  });
}
