import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import {
  STUDENT_MESSAGES,
  type TStudentDeletePlan,
  type TStudentDeleteResult,
} from '../../../shared/schemas/students';
import type { Executor } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import {
  bookings,
  classInstances,
  classSchedules,
  classTypes,
  passwordResetTokens,
  students,
} from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { classNameSql } from '../../kernel/class-name';
import { invalidateStudentSessions } from '../../kernel/sessions';
import { studioClock } from '../../kernel/settings/read';
import { studioLanguage } from '../../kernel/settings/studio-language';
import { liveStudent } from '../../kernel/student-status';
import { clockNow } from '../../kernel/time/clock';
import { classStartInstant } from '../bookings/booking-rules';
import { classLabel } from '../bookings/bookings.service';
import { cancelBooking } from '../bookings/cancel.service';
import { dropStudentFromWaitlists } from '../bookings/waitlist/close.service';
import { promoteFromWaitlist } from '../bookings/waitlist/promote.service';

/** Any row the money record or the class records keep about the student (decision 005). */
const hasHistorySql = (studentId: number) => sql<boolean>`(
  exists (select 1 from bookings where student_id = ${studentId})
  or exists (select 1 from ledger_entries where student_id = ${studentId})
  or exists (select 1 from payments where student_id = ${studentId})
  or exists (select 1 from student_credits where student_id = ${studentId})
  or exists (select 1 from refunds where student_id = ${studentId})
  or exists (select 1 from invoices where student_id = ${studentId})
  or exists (select 1 from student_passes where student_id = ${studentId})
  or exists (select 1 from student_memberships where student_id = ${studentId}))`;

/** The student's active bookings of classes that have not started yet, with what cancelling needs. */
async function futureBookings(tx: Executor, studentId: number) {
  const clock = await studioClock(tx);
  const rows = await tx
    .select({
      id: bookings.id,
      priceCents: bookings.priceCents,
      classDate: classInstances.classDate,
      startTime: classInstances.startTime,
      className: classNameSql,
    })
    .from(bookings)
    .innerJoin(classInstances, eq(classInstances.id, bookings.classInstanceId))
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(classSchedules, eq(classSchedules.id, classInstances.classScheduleId))
    .where(
      and(
        eq(bookings.studentId, studentId),
        inArray(bookings.status, ['confirmed', 'pending']),
        eq(classInstances.isCancelled, false),
        gte(classInstances.classDate, clock.today),
      ),
    );
  const now = clockNow().getTime();
  return rows.filter((r) => classStartInstant(r.classDate, r.startTime, clock.timeZone).getTime() > now);
}

/** What the confirmation dialog says deleting will do. */
export async function deletePlan(db: Executor, studentId: number): Promise<TStudentDeletePlan> {
  const [row] = await db
    .select({ hasHistory: hasHistorySql(studentId) })
    .from(students)
    .where(liveStudent(studentId));
  if (!row) throw new AppError('NOT_FOUND', STUDENT_MESSAGES.notFound);
  return { hasHistory: row.hasHistory, futureBookings: (await futureBookings(db, studentId)).length };
}

/**
 * DELETE /api/students/{id} (decision 005). A student with no history (no booking, charge, payment,
 * credit, refund or invoice) is removed outright, with their notes and sessions. Anyone else is
 * archived: signed out everywhere, hidden from every list and picker, unable to sign in, their future
 * bookings cancelled by the administrator-cancel rules (unpaid part reversed, what was paid credited), and
 * every booking, payment and report row kept. Their address becomes free for a new student.
 */
export async function deleteStudent(
  actor: AdminActor,
  studentId: number,
  locale: Locale = SOURCE_LOCALE,
): Promise<TStudentDeleteResult> {
  return transactionWithRetry(actor.db, async (tx) => {
    const [student] = await tx
      .select({ id: students.id, name: students.name, hasHistory: hasHistorySql(studentId) })
      .from(students)
      .where(liveStudent(studentId))
      .for('update');
    if (!student) throw new AppError('NOT_FOUND', STUDENT_MESSAGES.notFound);
    if (!student.hasHistory) {
      await tx.delete(students).where(eq(students.id, studentId));
      await recordAudit(tx, {
        adminId: actor.adminId,
        action: 'student.delete',
        entityType: 'student',
        entityId: studentId,
        details: { outcome: 'deleted' },
        ip: actor.ip,
      });
      return {
        success: true,
        outcome: 'deleted',
        message: translate(locale, msg('{name} has been deleted.', { name: student.name })),
        cancelledBookings: 0,
      };
    }
    let cancelled = 0;
    const language = await studioLanguage(tx);
    for (const booking of await futureBookings(tx, studentId)) {
      const label = classLabel(booking.className, booking.classDate, language);
      const result = await cancelBooking(tx, {
        bookingId: booking.id,
        reason: translate(language, msg('Cancelled by admin: student removed')),
        cancelledBy: 'admin',
        issueCredit: booking.priceCents > 0,
        creditCents: booking.priceCents,
        creditSource: 'booking_cancellation',
        creditReason: translate(language, msg('Cancellation credit: {label}', { label })),
        adminId: actor.adminId,
      });
      if (result) {
        cancelled++;
        await promoteFromWaitlist(tx, result.classInstanceId, actor.outbox);
      }
    }
    await dropStudentFromWaitlists(tx, studentId);
    await tx
      .update(students)
      .set({ deletedAt: clockNow(), status: 'inactive', googleSub: null, updatedAt: clockNow() })
      .where(eq(students.id, studentId));
    const endedSessions = await invalidateStudentSessions(tx, studentId);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.studentId, studentId));
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'student.delete',
      entityType: 'student',
      entityId: studentId,
      details: { outcome: 'archived', cancelledBookings: cancelled, endedSessions },
      ip: actor.ip,
    });
    return {
      success: true,
      outcome: 'archived',
      message: translate(
        locale,
        cancelled === 0
          ? msg('{name} has been removed. Their payment history is kept.', { name: student.name })
          : cancelled === 1
            ? msg(
                '{name} has been removed. 1 upcoming booking was cancelled; their payment history is kept.',
                {
                  name: student.name,
                },
              )
            : msg(
                '{name} has been removed. {count} upcoming bookings were cancelled; their payment history is kept.',
                { name: student.name, count: String(cancelled) },
              ),
      ),
      cancelledBookings: cancelled,
    };
  });
}
