import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { calendarWindow, daysBetween, formatDate, toHhMm } from '../../../shared/dates';
import { CLASS_MESSAGES, overCapacityMessage } from '../../../shared/schemas/classes/fields';
import type {
  TClassInstance,
  TClassWindow,
  TWindowInput,
  ZInstanceUpdateInput,
  ZSingleClassInput,
} from '../../../shared/schemas/classes/instances';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { transactionWithRetry } from '../../db/retry';
import { bookings, classCancellations, classInstances, classSchedules } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { studioClock } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { promoteFromWaitlist } from '../bookings/waitlist/promote.service';
import { findClassTypeRow } from './class-types.service';
import { findInstance, findWindow, openToStudents } from './instances.queries';
import { materialisedWindowState, materialiseWindow } from './materialise';
import { confirmedNamesInOrder } from './rosters.service';
import { cachedWindowAnswer, keepWindowAnswer } from './window-answers';

type SingleInput = z.output<typeof ZSingleClassInput>;
type UpdateInput = z.output<typeof ZInstanceUpdateInput>;

export const MAX_WINDOW_DAYS = 400;
/** The admin calendar's default: this month and the three after it (spec 02 §9). */
export const CALENDAR_MONTHS_AHEAD = 3;

export function resolveWindow(window: NonNullable<TWindowInput>, today: string) {
  const fallback = calendarWindow(today, CALENDAR_MONTHS_AHEAD);
  const startDate = window.startDate ?? fallback.startDate;
  const endDate =
    window.endDate ??
    (window.startDate ? calendarWindow(startDate, CALENDAR_MONTHS_AHEAD).endDate : fallback.endDate);
  if (endDate < startDate) throw new AppError('BAD_REQUEST', CLASS_MESSAGES.windowInvalid);
  if (daysBetween(startDate, endDate) + 1 > MAX_WINDOW_DAYS) {
    throw new AppError('BAD_REQUEST', CLASS_MESSAGES.windowTooLarge);
  }
  return { startDate, endDate };
}

const studentFilter = (studentView: boolean): SQL | undefined => (studentView ? openToStudents : undefined);

/**
 * The calendar: materialise the window's classes unless already done, then read them (one query) —
 * unless the window's tag, computed with the marker check, finds the same answer already made.
 */
export async function listInstances(
  db: Executor,
  window: NonNullable<TWindowInput>,
  { studentView }: { studentView: boolean },
): Promise<TClassWindow> {
  const { startDate, endDate, tag } = await materialisedWindow(db, window);
  const key = viewerTag(tag, studentView);
  const cached = cachedWindowAnswer(db, key);
  if (cached) return cached;
  const answer = await findWindow(
    db,
    and(between(classInstances.classDate, startDate, endDate), studentFilter(studentView)),
  );
  keepWindowAnswer(db, key, answer);
  return answer;
}

const viewerTag = (tag: string, studentView: boolean) => `"${studentView ? 's' : 'a'}-${tag}"`;

/** The ETag of what listInstances would answer now (decision 018): students see fewer classes. */
export async function instancesTag(
  db: Executor,
  window: NonNullable<TWindowInput>,
  { studentView }: { studentView: boolean },
): Promise<string> {
  const { tag } = await materialisedWindow(db, window);
  return viewerTag(tag, studentView);
}

async function materialisedWindow(db: Executor, window: NonNullable<TWindowInput>) {
  const clock = await studioClock(db);
  const { startDate, endDate } = resolveWindow(window, clock.today);
  const state = await materialisedWindowState(db, {
    from: startDate,
    to: endDate,
    timeZone: clock.timeZone,
  });
  return { startDate, endDate, tag: state.tag };
}

export async function scheduleInstances(db: Executor, scheduleId: number): Promise<TClassWindow> {
  const [schedule] = await db
    .select({ id: classSchedules.id })
    .from(classSchedules)
    .where(eq(classSchedules.id, scheduleId));
  if (!schedule) throw new AppError('NOT_FOUND', CLASS_MESSAGES.scheduleNotFound);
  const clock = await studioClock(db);
  await materialiseWindow(db, {
    from: clock.today,
    to: calendarWindow(clock.today, CALENDAR_MONTHS_AHEAD).endDate,
    timeZone: clock.timeZone,
    scheduleId,
  });
  return findWindow(db, eq(classInstances.classScheduleId, scheduleId));
}

export async function getInstance(
  db: Executor,
  id: number,
  { studentView }: { studentView: boolean },
): Promise<TClassInstance> {
  const instance = await findInstance(db, id, studentFilter(studentView));
  if (!instance) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
  return instance;
}

export async function createSingleClass(actor: AdminActor, input: SingleInput): Promise<TClassInstance> {
  return actor.db.transaction(async (tx) => {
    const { tomorrow } = await studioClock(tx);
    if (input.classDate < tomorrow) throw new AppError('BAD_REQUEST', CLASS_MESSAGES.dateFromTomorrow);
    const type = await findClassTypeRow(tx, input.classTypeId);
    if (!type) throw new AppError('NOT_FOUND', CLASS_MESSAGES.classTypeNotFound);
    if (!type.isActive) throw new AppError('CONFLICT', CLASS_MESSAGES.classTypeInactive);
    const [row] = await tx
      .insert(classInstances)
      .values({
        classScheduleId: null,
        classTypeId: type.id,
        classDate: input.classDate,
        startTime: input.startTime,
        endTime: input.endTime,
        location: input.location,
        customName: input.customName,
        notes: input.notes,
        maxStudents: input.maxStudents,
        priceCents: type.priceCents,
      })
      .returning({ id: classInstances.id });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'class_instance.create',
      entityType: 'class_instance',
      entityId: row!.id,
      details: { ...input },
      ip: actor.ip,
    });
    return (await findInstance(tx, row!.id))!;
  });
}

/**
 * Frees (schedule, date) for a class moved there: an empty cancelled slot left by an earlier move
 * gives way; a real class on that date is a conflict.
 */
async function claimScheduleDate(tx: Executor, scheduleId: number, classDate: string) {
  const [taken] = await tx
    .select({
      id: classInstances.id,
      isPlaceholder: sql<boolean>`${classInstances.isCancelled}
        and not exists (select 1 from ${bookings} where ${bookings.classInstanceId} = ${classInstances.id})
        and not exists (select 1 from ${classCancellations}
                        where ${classCancellations.classInstanceId} = ${classInstances.id})`,
    })
    .from(classInstances)
    .where(and(eq(classInstances.classScheduleId, scheduleId), eq(classInstances.classDate, classDate)));
  if (!taken) return;
  if (!taken.isPlaceholder) throw new AppError('CONFLICT', CLASS_MESSAGES.dateTaken);
  await tx.delete(classInstances).where(eq(classInstances.id, taken.id));
}

export async function updateInstance(actor: AdminActor, input: UpdateInput): Promise<TClassInstance> {
  const { id, confirmOverCapacity, ...changes } = input;
  return transactionWithRetry(actor.db, async (tx) => {
    const [before] = await tx.select().from(classInstances).where(eq(classInstances.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
    if (
      changes.maxStudents !== undefined &&
      changes.maxStudents < before.maxStudents &&
      !confirmOverCapacity
    ) {
      // Bookings take this row's lock too, so the count cannot change before the update.
      const booked = await confirmedNamesInOrder(tx, id);
      if (booked.length > changes.maxStudents) {
        const over = booked.slice(changes.maxStudents);
        throw new AppError('CONFLICT', overCapacityMessage(booked.length, changes.maxStudents, over));
      }
    }
    const startTime = changes.startTime ?? toHhMm(before.startTime);
    const endTime = changes.endTime ?? toHhMm(before.endTime);
    if (endTime <= startTime) throw new AppError('BAD_REQUEST', CLASS_MESSAGES.endAfterStart);
    const moved = changes.classDate !== undefined && changes.classDate !== before.classDate;
    if (moved && before.classScheduleId !== null) {
      await claimScheduleDate(tx, before.classScheduleId, changes.classDate!);
    }
    try {
      await tx
        .update(classInstances)
        .set({ ...changes, updatedAt: clockNow() })
        .where(eq(classInstances.id, id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLASS_MESSAGES.dateTaken);
      throw error;
    }
    if (moved && before.classScheduleId !== null) {
      // The schedule would otherwise materialise its old date again: leave a hidden, cancelled slot.
      await tx.insert(classInstances).values({
        classScheduleId: before.classScheduleId,
        classTypeId: before.classTypeId,
        classDate: before.classDate,
        startTime: before.startTime,
        endTime: before.endTime,
        location: before.location,
        maxStudents: before.maxStudents,
        priceCents: before.priceCents,
        isCancelled: true,
        cancelledAt: clockNow(),
        cancellationReason: `Moved to ${formatDate(changes.classDate!)}`,
      });
    }
    // A raised capacity (or a class moved back within reach) gives its seats to the waitlist now.
    await promoteFromWaitlist(tx, id, actor.outbox);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'class_instance.update',
      entityType: 'class_instance',
      entityId: id,
      details: { changes, before: { classDate: before.classDate } },
      ip: actor.ip,
    });
    return (await findInstance(tx, id))!;
  });
}
