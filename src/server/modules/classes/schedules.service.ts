import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { calendarWindow, toHhMm } from '../../../shared/dates';
import { CLASS_MESSAGES, scheduleOverCapacityMessage } from '../../../shared/schemas/classes/fields';
import type {
  TClassSchedule,
  ZScheduleCreateInput,
  ZScheduleNameInput,
  ZScheduleUpdateInput,
} from '../../../shared/schemas/classes/schedules';
import type { Executor } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { classSchedules } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { type StudioClock, studioClock } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { promoteScheduleWaitlists } from '../bookings/waitlist/promote.service';
import { findClassTypeRow } from './class-types.service';
import { materialiseWindow } from './materialise';
import {
  comingClassesOver,
  type FollowUp,
  followSchedule,
  retireFutureInstances,
} from './schedule-instances';
import { findSchedules, schedulesOpenToStudents } from './schedules.queries';

type CreateInput = z.output<typeof ZScheduleCreateInput>;
type UpdateInput = z.output<typeof ZScheduleUpdateInput>;
type NameInput = z.output<typeof ZScheduleNameInput>;

/** How far ahead a schedule's classes are created when it is saved: the admin calendar's window. */
const materialiseAhead = (db: Executor, clock: StudioClock, scheduleId: number) =>
  materialiseWindow(db, {
    from: clock.today,
    to: calendarWindow(clock.today, 3).endDate,
    timeZone: clock.timeZone,
    scheduleId,
  });

export async function listSchedules(
  db: Executor,
  { classTypeId, activeOnly }: { classTypeId?: number; activeOnly: boolean },
): Promise<TClassSchedule[]> {
  const { today } = await studioClock(db);
  return findSchedules(
    db,
    today,
    and(
      classTypeId === undefined ? undefined : eq(classSchedules.classTypeId, classTypeId),
      activeOnly ? schedulesOpenToStudents : undefined,
    ),
  );
}

async function loadSchedule(db: Executor, id: number, today: string): Promise<TClassSchedule> {
  const [schedule] = await findSchedules(db, today, eq(classSchedules.id, id));
  if (!schedule) throw new AppError('NOT_FOUND', CLASS_MESSAGES.scheduleNotFound);
  return schedule;
}

export async function getSchedule(db: Executor, id: number): Promise<TClassSchedule> {
  const { today } = await studioClock(db);
  return loadSchedule(db, id, today);
}

export async function createSchedule(actor: AdminActor, input: CreateInput): Promise<TClassSchedule> {
  return actor.db.transaction(async (tx) => {
    if (!(await findClassTypeRow(tx, input.classTypeId))) {
      throw new AppError('NOT_FOUND', CLASS_MESSAGES.classTypeNotFound);
    }
    const clock = await studioClock(tx);
    const [row] = await tx
      .insert(classSchedules)
      .values({ ...input, effectiveFrom: clock.today })
      .returning({ id: classSchedules.id });
    const id = row!.id;
    await materialiseAhead(tx, clock, id);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'class_schedule.create',
      entityType: 'class_schedule',
      entityId: id,
      details: { ...input },
      ip: actor.ip,
    });
    return loadSchedule(tx, id, clock.today);
  });
}

/**
 * Only what is sent changes. Future classes follow the new times, place and capacity; a new weekday
 * moves the unbooked future classes to it; deactivating (or ending the recurrence) takes the unbooked
 * future classes off the calendar. Booked classes always stay.
 */
export async function updateSchedule(actor: AdminActor, input: UpdateInput): Promise<TClassSchedule> {
  const { id, confirmOverCapacity, ...changes } = input;
  return transactionWithRetry(actor.db, async (tx) => {
    const [before] = await tx.select().from(classSchedules).where(eq(classSchedules.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', CLASS_MESSAGES.scheduleNotFound);
    const startTime = changes.startTime ?? toHhMm(before.startTime);
    const endTime = changes.endTime ?? toHhMm(before.endTime);
    if (endTime <= startTime) throw new AppError('BAD_REQUEST', CLASS_MESSAGES.endAfterStart);
    let priceCents: number | undefined;
    if (changes.classTypeId !== undefined && changes.classTypeId !== before.classTypeId) {
      const type = await findClassTypeRow(tx, changes.classTypeId);
      if (!type) throw new AppError('NOT_FOUND', CLASS_MESSAGES.classTypeNotFound);
      priceCents = type.priceCents;
    }
    const clock = await studioClock(tx);
    const isActive = changes.isActive ?? before.isActive;
    const isRecurring = changes.isRecurring ?? before.isRecurring;
    const dayOfWeek = changes.dayOfWeek ?? before.dayOfWeek;
    const dayChanged = dayOfWeek !== before.dayOfWeek;
    const restarted = (isActive && !before.isActive) || (isRecurring && !before.isRecurring);
    await tx
      .update(classSchedules)
      .set({
        ...changes,
        ...(dayChanged || restarted ? { effectiveFrom: clock.today } : {}),
        updatedAt: clockNow(),
      })
      .where(eq(classSchedules.id, id));

    if (!isActive || !isRecurring) {
      await retireFutureInstances(tx, id, clock.today);
    } else {
      if (dayChanged) await retireFutureInstances(tx, id, clock.today, dayOfWeek);
      const timesChanged = startTime !== toHhMm(before.startTime) || endTime !== toHhMm(before.endTime);
      if (
        changes.maxStudents !== undefined &&
        changes.maxStudents < before.maxStudents &&
        !confirmOverCapacity
      ) {
        // Its classes' capacity follows it: the classes it would leave over capacity are named first.
        const over = await comingClassesOver(tx, id, clock.today, changes.maxStudents);
        if (over.length > 0) {
          throw new AppError('CONFLICT', scheduleOverCapacityMessage(changes.maxStudents, over));
        }
      }
      const follow: FollowUp = {
        ...(timesChanged ? { startTime, endTime } : {}),
        location: changes.location !== before.location ? changes.location : undefined,
        maxStudents: changes.maxStudents !== before.maxStudents ? changes.maxStudents : undefined,
        classTypeId: priceCents === undefined ? undefined : changes.classTypeId,
        priceCents,
      };
      await followSchedule(tx, id, clock.today, follow);
      if (follow.maxStudents !== undefined && follow.maxStudents > before.maxStudents) {
        await promoteScheduleWaitlists(tx, id, clock.today, actor.outbox);
      }
      if (dayChanged || restarted) await materialiseAhead(tx, clock, id);
    }
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'class_schedule.update',
      entityType: 'class_schedule',
      entityId: id,
      details: { changes, ...(confirmOverCapacity ? { confirmOverCapacity } : {}) },
      ip: actor.ip,
    });
    return loadSchedule(tx, id, clock.today);
  });
}

/** PATCH …/name: an empty name resets to the class type's name. */
export async function renameSchedule(actor: AdminActor, input: NameInput): Promise<TClassSchedule> {
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .update(classSchedules)
      .set({ customName: input.customName, updatedAt: clockNow() })
      .where(eq(classSchedules.id, input.id))
      .returning({ id: classSchedules.id });
    if (!row) throw new AppError('NOT_FOUND', CLASS_MESSAGES.scheduleNotFound);
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'class_schedule.rename',
      entityType: 'class_schedule',
      entityId: input.id,
      details: { customName: input.customName },
      ip: actor.ip,
    });
    const { today } = await studioClock(tx);
    return loadSchedule(tx, input.id, today);
  });
}
