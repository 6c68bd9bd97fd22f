import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '../../../shared/i18n/msg';
import { ATTENDANCE_MESSAGES } from '../../../shared/schemas/attendance';
import type {
  TCancellationResult,
  ZClassCancellationInput,
  ZInstanceCancelInput,
} from '../../../shared/schemas/classes/cancellations';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { Executor } from '../../db/client';
import { classCancellations, classInstances, classSchedules } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { recipientsByIds } from '../../kernel/recipients';
import { studioClock } from '../../kernel/settings/read';
import { studioLanguage } from '../../kernel/settings/studio-language';
import { clockNow } from '../../kernel/time/clock';
import { instanceFacts } from '../../mail/class-facts';
import { CLASS_CANCELLED_KIND } from '../../mail/delivery';
import { loadEmailStudio, recipientLocale } from '../../mail/templates/render';
import { hasNoShows } from '../bookings/attendance.queries';
import { cancelInstanceBookings, classLabel } from '../bookings/bookings.service';
import { clearClassWaitlist } from '../bookings/waitlist/close.service';
import { classCancelledMessage } from './class-messages';
import { materialiseWindow } from './materialise';
import { nextUpcomingInstance } from './upcoming';

type InstanceCancelInput = z.output<typeof ZInstanceCancelInput>;
type ScheduleCancelInput = z.output<typeof ZClassCancellationInput>;

interface CancelOptions {
  reason: string;
  notifyStudents: boolean;
  issueCredits: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function cancellationMessage(notified: number, credits: number): string {
  const parts = ['Class cancelled successfully.'];
  if (notified > 0) parts.push(`${plural(notified, 'e-mail', 'e-mails')} queued to the students.`);
  if (credits > 0) parts.push(`${plural(credits, 'credit', 'credits')} issued.`);
  return parts.join(' ');
}

/**
 * Cancels one class in the caller's transaction: the class is marked cancelled, its bookings are
 * cancelled with a credit of their price each, every affected student gets an e-mail (when asked),
 * and the cancellation is recorded.
 */
async function cancelLockedInstance(
  tx: Executor,
  actor: AdminActor,
  instanceId: number,
  options: CancelOptions,
): Promise<TCancellationResult> {
  const facts = await instanceFacts(tx, instanceId, { lock: true });
  if (!facts) throw new AppError('NOT_FOUND', CLASS_MESSAGES.instanceNotFound);
  if (facts.isCancelled) throw new AppError('CONFLICT', CLASS_MESSAGES.alreadyCancelled);
  // Cancelling would reverse the no-shows' charges and credit them (decision 013).
  if (await hasNoShows(tx, instanceId)) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.classHasNoShows);
  await tx
    .update(classInstances)
    .set({
      isCancelled: true,
      cancelledAt: clockNow(),
      cancellationReason: options.reason,
      updatedAt: clockNow(),
    })
    .where(eq(classInstances.id, instanceId));
  const language = await studioLanguage(tx);
  const label = classLabel(facts.name, facts.classDate, language);
  const cancelled = await cancelInstanceBookings(tx, instanceId, {
    reason: translate(language, msg('Class cancelled: {reason}', { reason: options.reason })),
    cancelledBy: 'admin',
    issueCredit: options.issueCredits,
    creditSource: 'class_cancellation',
    creditReason: translate(language, msg('Class cancelled: {classLabel}', { classLabel: label })),
    adminId: actor.adminId,
  });

  let queued = 0;
  if (options.notifyStudents && cancelled.length > 0) {
    const studio = await loadEmailStudio(tx);
    const creditOf = new Map<number, number>();
    for (const b of cancelled) creditOf.set(b.studentId, (creditOf.get(b.studentId) ?? 0) + b.creditCents);
    for (const student of await recipientsByIds(
      tx,
      cancelled.map((b) => b.studentId),
    )) {
      const message = await classCancelledMessage(
        studio,
        recipientLocale(student, studio.language),
        student.name,
        facts,
        options.reason,
        creditOf.get(student.studentId) ?? 0,
      );
      await actor.outbox.queue(tx, {
        kind: CLASS_CANCELLED_KIND,
        related: { type: 'class_instance', id: instanceId },
        toEmail: student.email,
        toName: student.name,
        studentId: student.studentId,
        ...message,
      });
      queued++;
    }
  }
  // The waiting students hear of it with the booked ones (when the administrator notifies).
  const waitlistCleared = await clearClassWaitlist(tx, actor.outbox, instanceId, {
    reason: options.reason,
    notify: options.notifyStudents,
  });
  if (options.notifyStudents) queued += waitlistCleared;
  const creditsIssued = cancelled.filter((b) => b.creditCents > 0).length;
  await tx.insert(classCancellations).values({
    classScheduleId: facts.classScheduleId,
    classInstanceId: instanceId,
    cancelledDate: facts.classDate,
    reason: options.reason,
    notifyStudents: options.notifyStudents,
    issueCredits: options.issueCredits,
    // True once every notice has been sent (delivery sets it), never merely because they were queued.
    notificationSent: false,
    createdByAdminId: actor.adminId,
  });
  await recordAudit(tx, {
    adminId: actor.adminId,
    action: 'class_instance.cancel',
    entityType: 'class_instance',
    entityId: instanceId,
    details: {
      reason: options.reason,
      cancelledBookings: cancelled.length,
      creditsIssued,
      notificationsQueued: queued,
    },
    ip: actor.ip,
  });
  return {
    classInstanceId: instanceId,
    classDate: facts.classDate,
    cancelledBookings: cancelled.length,
    creditsIssued,
    notificationsQueued: queued,
    message: cancellationMessage(queued, creditsIssued),
  };
}

export async function cancelInstance(
  actor: AdminActor,
  input: InstanceCancelInput,
): Promise<TCancellationResult> {
  const { classInstanceId } = input;
  // An occurrence shown but not yet materialised has no id (spec 02 §8 "Cannot Cancel").
  if (classInstanceId === null) throw new AppError('BAD_REQUEST', CLASS_MESSAGES.instanceMissing);
  return actor.db.transaction((tx) => cancelLockedInstance(tx, actor, classInstanceId, input));
}

/** The schedule's class on `cancelledDate`, else its first upcoming class. */
export async function cancelScheduleClass(
  actor: AdminActor,
  input: ScheduleCancelInput,
): Promise<TCancellationResult> {
  return actor.db.transaction(async (tx) => {
    const [schedule] = await tx
      .select({ id: classSchedules.id })
      .from(classSchedules)
      .where(eq(classSchedules.id, input.classScheduleId));
    if (!schedule) throw new AppError('NOT_FOUND', CLASS_MESSAGES.scheduleNotFound);
    const clock = await studioClock(tx);
    let instanceId: number | undefined;
    if (input.cancelledDate) {
      const onDate = and(
        eq(classInstances.classScheduleId, schedule.id),
        eq(classInstances.classDate, input.cancelledDate),
      );
      const find = async () =>
        (await tx.select({ id: classInstances.id }).from(classInstances).where(onDate))[0]?.id;
      instanceId = await find();
      if (instanceId === undefined) {
        await materialiseWindow(tx, {
          from: input.cancelledDate,
          to: input.cancelledDate,
          timeZone: clock.timeZone,
          scheduleId: schedule.id,
        });
        instanceId = await find();
      }
      if (instanceId === undefined) throw new AppError('NOT_FOUND', CLASS_MESSAGES.noClassOnDate);
    } else {
      instanceId = (await nextUpcomingInstance(tx, schedule.id, clock))?.id;
      if (instanceId === undefined) throw new AppError('NOT_FOUND', CLASS_MESSAGES.noUpcoming);
    }
    return cancelLockedInstance(tx, actor, instanceId, input);
  });
}
