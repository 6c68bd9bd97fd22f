import { and, asc, eq, gt, gte, or } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import type { Executor } from '../../db/client';
import { classInstances } from '../../db/schema';
import type { StudioClock } from '../../kernel/settings/read';
import { materialiseWindow } from './materialise';

/** How far ahead the next class of a schedule is looked for when none is materialised yet. */
export const UPCOMING_LOOKAHEAD_DAYS = 8 * 7;

export interface UpcomingInstance {
  id: number;
  classDate: string;
}

async function firstUpcoming(db: Executor, scheduleId: number, today: string, startsAfter?: string) {
  const [row] = await db
    .select({ id: classInstances.id, classDate: classInstances.classDate })
    .from(classInstances)
    .where(
      and(
        eq(classInstances.classScheduleId, scheduleId),
        gte(classInstances.classDate, today),
        eq(classInstances.isCancelled, false),
        startsAfter === undefined
          ? undefined
          : or(gt(classInstances.classDate, today), gt(classInstances.startTime, startsAfter)),
      ),
    )
    .orderBy(asc(classInstances.classDate), asc(classInstances.startTime))
    .limit(1);
  return row;
}

/**
 * The schedule's next class: the first instance dated today or later that is not cancelled (and, with
 * `startsAfter`, the studio wall-clock time now, not one of today's that has started), materialising
 * the coming weeks first if none exists yet.
 */
export async function nextUpcomingInstance(
  db: Executor,
  scheduleId: number,
  clock: StudioClock,
  { startsAfter }: { startsAfter?: string } = {},
): Promise<UpcomingInstance | undefined> {
  const found = await firstUpcoming(db, scheduleId, clock.today, startsAfter);
  if (found) return found;
  await materialiseWindow(db, {
    from: clock.today,
    to: addDays(clock.today, UPCOMING_LOOKAHEAD_DAYS),
    timeZone: clock.timeZone,
    scheduleId,
  });
  // Re-read even when this call created nothing: a concurrent caller may have.
  return firstUpcoming(db, scheduleId, clock.today, startsAfter);
}
