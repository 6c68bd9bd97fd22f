import { and, eq, inArray, sql } from 'drizzle-orm';
import { msg } from '../../../../shared/i18n/msg';
import type { Db, Executor } from '../../../db/client';
import { classInstances, waitlistEntries } from '../../../db/schema';
import { recordText } from '../../../kernel/settings/studio-language';
import { clockNow } from '../../../kernel/time/clock';
import { studioWallClock } from '../../../kernel/time/studio-time';

const HOUR = 3_600_000;

import type { Outbox } from '../../../kernel/outbox';
import { getSettings } from '../../../kernel/settings/read';
import { instanceFacts } from '../../../mail/class-facts';
import { queueWaitlistNotices } from './notices';

/** Ends the waiting entries matching `where` as closed, returning who was waiting. */
function closeEntries(tx: Executor, where: ReturnType<typeof and>, resolution: string, now: Date) {
  return tx
    .update(waitlistEntries)
    .set({ status: 'closed', resolvedAt: now, resolution })
    .where(and(where, eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id, studentId: waitlistEntries.studentId });
}

/**
 * A cancelled class clears its waitlist in the cancelling transaction; when the administrator chose
 * to notify students, the waiting ones are told too.
 */
export async function clearClassWaitlist(
  tx: Executor,
  outbox: Outbox,
  classInstanceId: number,
  { reason, notify }: { reason: string; notify: boolean },
): Promise<number> {
  const closed = await closeEntries(
    tx,
    eq(waitlistEntries.classInstanceId, classInstanceId),
    await recordText(tx, () => msg('Class cancelled: {reason}', { reason })),
    clockNow(),
  );
  if (closed.length === 0 || !notify) return closed.length;
  const facts = await instanceFacts(tx, classInstanceId);
  if (facts) {
    await queueWaitlistNotices(
      tx,
      outbox,
      facts,
      closed.map((c) => c.studentId),
      { kind: 'class_cancelled', reason },
    );
  }
  return closed.length;
}

/** A student who is archived leaves every waitlist (nobody is told: the studio removed them). */
export async function dropStudentFromWaitlists(tx: Executor, studentId: number): Promise<number> {
  const closed = await tx
    .update(waitlistEntries)
    .set({ status: 'removed', resolvedAt: clockNow(), resolution: 'Student removed' })
    .where(and(eq(waitlistEntries.studentId, studentId), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return closed.length;
}

/**
 * The job that closes waitlists `waitlistCloseHours` before their class starts (studio time, DST
 * included: a class closes once its wall-clock start is at or before the studio's wall clock
 * `waitlistCloseHours` from now, on the server's zone data), telling each waiting
 * student. A conditional update per class, so a second run or a second instance closes nothing twice.
 */
export async function closeDueWaitlists(deps: { db: Db; outbox: Outbox }, now: Date = clockNow()) {
  const settings = await getSettings(deps.db);
  const horizon = studioWallClock(
    settings.timezone,
    new Date(now.getTime() + settings.waitlistCloseHours * HOUR),
  );
  const startsBy = `${horizon.date} ${horizon.time}`;
  const due = await deps.db
    .selectDistinct({ classInstanceId: waitlistEntries.classInstanceId })
    .from(waitlistEntries)
    .innerJoin(classInstances, eq(classInstances.id, waitlistEntries.classInstanceId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        sql`(${classInstances.classDate} + ${classInstances.startTime}) <= ${startsBy}::timestamp`,
      ),
    );
  let closed = 0;
  for (const { classInstanceId } of due) {
    closed += await deps.db.transaction(async (tx) => {
      const rows = await closeEntries(
        tx,
        inArray(waitlistEntries.classInstanceId, [classInstanceId]),
        'The waitlist closed before a spot opened up',
        now,
      );
      const facts = await instanceFacts(tx, classInstanceId);
      if (facts && rows.length > 0) {
        await queueWaitlistNotices(
          tx,
          deps.outbox,
          facts,
          rows.map((r) => r.studentId),
          { kind: 'closed', hours: settings.waitlistCloseHours },
        );
      }
      return rows.length;
    });
  }
  return { closed };
}

/**
 * A student booked into a class by any path (their own booking once the waitlist has closed, an
 * administrator's Register Student) stops waiting for it: their entry ends promoted with that booking,
 * so nobody later tells them no spot opened up.
 */
export async function endWaitingOnBooking(
  tx: Executor,
  booking: { studentId: number; classInstanceId: number; bookingId: number },
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'promoted', resolvedAt: clockNow(), bookingId: booking.bookingId, resolution: 'Booked' })
    .where(
      and(
        eq(waitlistEntries.studentId, booking.studentId),
        eq(waitlistEntries.classInstanceId, booking.classInstanceId),
        eq(waitlistEntries.status, 'waiting'),
      ),
    );
}
