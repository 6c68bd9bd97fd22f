import { and, asc, eq } from 'drizzle-orm';
import { toHhMm } from '../../../shared/dates';
import { centsToDecimal } from '../../../shared/money';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import {
  paymentBadge,
  type TEnrolledStudent,
  type TInstanceRoster,
  type TScheduleRoster,
} from '../../../shared/schemas/classes/rosters';
import type { Executor } from '../../db/client';
import { bookings, classSchedules, classTypes, students } from '../../db/schema';
import { AppError } from '../../errors';
import { studioClock } from '../../kernel/settings/read';
import { instanceFacts } from '../../mail/class-facts';
import { studentMoneyStates } from '../billing/student-money-states.queries';
import { nextUpcomingInstance } from './upcoming';

/** The names of the students with a confirmed place, in booking order (who is over a lowered capacity). */
export async function confirmedNamesInOrder(db: Executor, classInstanceId: number): Promise<string[]> {
  const rows = await db
    .select({ name: students.name })
    .from(bookings)
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(and(eq(bookings.classInstanceId, classInstanceId), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.bookedAt), asc(bookings.id));
  return rows.map((r) => r.name);
}

/** The students with a confirmed place in a class, in booking order (only confirmed count, spec 02 §4). */
export async function confirmedStudents(db: Executor, classInstanceId: number): Promise<TEnrolledStudent[]> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      studentId: students.id,
      name: students.name,
      email: students.email,
      phone: students.phone,
      bookingStatus: bookings.status,
      status: students.status,
      overCapacity: bookings.overCapacity,
      bookedAt: bookings.bookedAt,
    })
    .from(bookings)
    .innerJoin(students, eq(students.id, bookings.studentId))
    .where(and(eq(bookings.classInstanceId, classInstanceId), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.bookedAt), asc(bookings.id));
  const money = await studentMoneyStates(
    db,
    rows.map((r) => r.studentId),
  );
  return rows.map((r) => {
    const state = money.get(r.studentId) ?? { owedCents: 0, overdueCents: 0 };
    return {
      ...r,
      paymentStatus: paymentBadge(state),
      owed: centsToDecimal(state.owedCents),
      bookedAt: r.bookedAt.toISOString(),
    };
  });
}

export async function instanceRoster(db: Executor, id: number): Promise<TInstanceRoster> {
  const facts = await instanceFacts(db, id);
  if (!facts) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
  const roster = await confirmedStudents(db, id);
  return {
    classInstanceId: facts.id,
    className: facts.name,
    classDate: facts.classDate,
    startTime: facts.startTime,
    endTime: facts.endTime,
    maxStudents: facts.maxStudents,
    enrollmentCount: roster.length,
    students: roster,
  };
}

export function countBadges(roster: TEnrolledStudent[]) {
  const counts = { paid: 0, pending: 0, overdue: 0 };
  for (const s of roster) counts[s.paymentStatus]++;
  return counts;
}

/** The roster of the schedule's next upcoming class (materialised if need be); empty when none. */
export async function scheduleRoster(db: Executor, scheduleId: number): Promise<TScheduleRoster> {
  const [schedule] = await db
    .select({ schedule: classSchedules, typeName: classTypes.name })
    .from(classSchedules)
    .innerJoin(classTypes, eq(classTypes.id, classSchedules.classTypeId))
    .where(eq(classSchedules.id, scheduleId));
  if (!schedule) throw new AppError('NOT_FOUND', CLASS_MESSAGES.scheduleNotFound);
  const s = schedule.schedule;
  const next = await nextUpcomingInstance(db, scheduleId, await studioClock(db));
  const facts = next ? await instanceFacts(db, next.id) : undefined;
  const roster = facts ? await confirmedStudents(db, facts.id) : [];
  return {
    classScheduleId: s.id,
    classInstanceId: facts?.id ?? null,
    classDate: facts?.classDate ?? null,
    className: facts?.name ?? s.customName ?? schedule.typeName,
    startTime: facts?.startTime ?? toHhMm(s.startTime),
    endTime: facts?.endTime ?? toHhMm(s.endTime),
    location: facts?.location ?? s.location,
    maxStudents: facts?.maxStudents ?? s.maxStudents,
    enrollmentCount: roster.length,
    students: roster,
    counts: countBadges(roster),
  };
}
