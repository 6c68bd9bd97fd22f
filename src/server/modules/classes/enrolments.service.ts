import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { en } from '../../../shared/i18n/msg';
import type {
  TStudentClass,
  ZRegisterStudentInput,
  ZStudentClassInput,
} from '../../../shared/schemas/classes/enrolments';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { Executor } from '../../db/client';
import { bookings, classSchedules, classTypes, studentClassEnrollments, students } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor, AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import type { Outbox } from '../../kernel/outbox';
import { studioClock } from '../../kernel/settings/read';
import { bookAsStudent, studentBookingContext } from '../bookings/book.service';
import { bookClass } from '../bookings/bookings.service';
import { findClassTypeRow } from './class-types.service';
import { nextUpcomingInstance } from './upcoming';

type RegisterInput = z.output<typeof ZRegisterStudentInput>;
type EnrolInput = z.output<typeof ZStudentClassInput>;

export const ENROLLED_MESSAGE = en('Student Enrolled Successfully');

/**
 * The schedule's next class to book, or 404 "No active class instance found". A student only gets
 * a class that has not started yet; an administrator the first one dated today or later.
 */
async function nextClassOf(tx: Executor, scheduleId: number, { forStudent = false } = {}) {
  const [schedule] = await tx
    .select({ id: classSchedules.id, classTypeId: classSchedules.classTypeId })
    .from(classSchedules)
    .where(eq(classSchedules.id, scheduleId));
  if (!schedule) throw new AppError('NOT_FOUND', CLASS_MESSAGES.scheduleNotFound);
  const clock = await studioClock(tx);
  const next = await nextUpcomingInstance(tx, scheduleId, clock, {
    startsAfter: forStudent ? clock.time : undefined,
  });
  if (!next) throw new AppError('NOT_FOUND', CLASS_MESSAGES.noActiveInstance);
  return { schedule, instanceId: next.id };
}

/** Register Student for Class: the given class or the schedule's next one; over capacity only if asked. */
export async function registerStudent(actor: AdminActor, input: RegisterInput) {
  return actor.db.transaction(async (tx) => {
    const classInstanceId =
      input.classInstanceId ?? (await nextClassOf(tx, input.classScheduleId!)).instanceId;
    const booked = await bookClass(tx, {
      studentId: input.studentId,
      classInstanceId,
      allowOverCapacity: input.allowOverCapacity,
      bookedByAdminId: actor.adminId,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'booking.create',
      entityType: 'booking',
      entityId: booked.bookingId,
      details: { studentId: input.studentId, classInstanceId, overCapacity: booked.overCapacity },
      ip: actor.ip,
    });
    return {
      bookingId: booked.bookingId,
      classInstanceId,
      classDate: booked.classDate,
      overCapacity: booked.overCapacity,
      message: ENROLLED_MESSAGE,
    };
  });
}

const enrolmentColumns = {
  id: studentClassEnrollments.id,
  studentId: studentClassEnrollments.studentId,
  classTypeId: studentClassEnrollments.classTypeId,
  enrollmentDate: studentClassEnrollments.enrollmentDate,
  status: studentClassEnrollments.status,
  student: { id: students.id, name: students.name, email: students.email, phone: students.phone },
  classType: { id: classTypes.id, name: classTypes.name },
};

function enrolmentsQuery(db: Executor) {
  return db
    .select(enrolmentColumns)
    .from(studentClassEnrollments)
    .innerJoin(students, eq(students.id, studentClassEnrollments.studentId))
    .innerJoin(classTypes, eq(classTypes.id, studentClassEnrollments.classTypeId));
}

/** Enrolments, newest first; by schedule means the enrolments in that schedule's class type. */
export async function listEnrollments(
  db: Executor,
  filter: { studentId?: number; classTypeId?: number; classScheduleId?: number },
): Promise<TStudentClass[]> {
  return enrolmentsQuery(db)
    .where(
      and(
        isNull(students.deletedAt),
        filter.studentId === undefined ? undefined : eq(studentClassEnrollments.studentId, filter.studentId),
        filter.classTypeId === undefined
          ? undefined
          : eq(studentClassEnrollments.classTypeId, filter.classTypeId),
        filter.classScheduleId === undefined
          ? undefined
          : sql`${studentClassEnrollments.classTypeId} =
              (select class_type_id from class_schedules where id = ${filter.classScheduleId})`,
      ),
    )
    .orderBy(desc(studentClassEnrollments.enrollmentDate), desc(studentClassEnrollments.id));
}

/**
 * Enrols a student in a class type (a repeat returns the existing active enrolment) and, with a
 * schedule, books its next class too — all or nothing: a full class rolls the enrolment back.
 */
export async function enroll(actor: Actor, input: EnrolInput): Promise<TStudentClass> {
  return actor.db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, input.studentId), isNull(students.deletedAt)));
    if (!student) throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
    const type = await findClassTypeRow(tx, input.classTypeId);
    if (!type) throw new AppError('NOT_FOUND', CLASS_MESSAGES.classTypeNotFound);
    if (!type.isActive) throw new AppError('CONFLICT', CLASS_MESSAGES.classTypeInactive);

    const [inserted] = await tx
      .insert(studentClassEnrollments)
      .values({
        studentId: input.studentId,
        classTypeId: input.classTypeId,
        status: input.status,
        // The studio's today, not the database's (its CURRENT_DATE is UTC's).
        enrollmentDate: input.enrollmentDate ?? (await studioClock(tx)).today,
      })
      .onConflictDoNothing()
      .returning({ id: studentClassEnrollments.id });
    const enrolmentId =
      inserted?.id ??
      (
        await tx
          .select({ id: studentClassEnrollments.id })
          .from(studentClassEnrollments)
          .where(
            and(
              eq(studentClassEnrollments.studentId, input.studentId),
              eq(studentClassEnrollments.classTypeId, input.classTypeId),
              eq(studentClassEnrollments.status, 'active'),
            ),
          )
      )[0]!.id;

    let bookingId: number | null = null;
    if (input.classScheduleId !== undefined) {
      const { schedule, instanceId } = await nextClassOf(tx, input.classScheduleId, {
        forStudent: actor.adminId === null,
      });
      if (schedule.classTypeId !== input.classTypeId) {
        throw new AppError('BAD_REQUEST', 'The schedule is not a class of this type');
      }
      bookingId = await bookOrReuse(tx, actor, input.studentId, instanceId);
    }
    if (actor.adminId !== null) {
      await recordAudit(tx, {
        adminId: actor.adminId,
        action: 'student_class.enroll',
        entityType: 'student_class_enrollment',
        entityId: enrolmentId,
        details: { ...input, bookingId },
        ip: actor.ip,
      });
    }
    const [row] = await enrolmentsQuery(tx).where(eq(studentClassEnrollments.id, enrolmentId));
    return { ...row!, bookingId };
  });
}

/**
 * Enrolling twice is not an error: an existing place in the class is kept. A student enrolling
 * themselves books under the student rules (not started, prepayment from credits).
 */
async function bookOrReuse(
  tx: Executor,
  { adminId, outbox }: { adminId: number | null; outbox: Outbox },
  studentId: number,
  classInstanceId: number,
) {
  const [existing] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(bookings.classInstanceId, classInstanceId),
        sql`${bookings.status} <> 'cancelled'`,
      ),
    );
  if (existing) return existing.id;
  if (adminId === null) {
    const context = await studentBookingContext(tx, outbox);
    return (await bookAsStudent(tx, { studentId, classInstanceId }, context)).bookingId;
  }
  const booked = await bookClass(tx, {
    studentId,
    classInstanceId,
    allowOverCapacity: false,
    bookedByAdminId: adminId,
  });
  return booked.bookingId;
}
