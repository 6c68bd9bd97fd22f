/**
 * Putting a student in a class (spec 02 §3, §4): Register Student for Class and student-class
 * enrolments; the classes.registerStudent / listEnrollments / enroll procedures and /api/student-classes.
 */
import { z } from 'zod';
import { en } from '../../i18n/msg';
import { zId, zStudentId } from '../common';
import { CLASS_MESSAGES, zBool, zClassTypeId, zIsoDate } from './fields';

/** Register Student for Class: the next upcoming instance of the schedule (or a given instance). */
export const ZRegisterStudentInput = z
  .object({
    classScheduleId: zId.optional(),
    classInstanceId: zId.optional(),
    studentId: z.coerce
      .number({ error: CLASS_MESSAGES.studentRequired })
      .int({ error: CLASS_MESSAGES.studentRequired })
      .min(1, { error: CLASS_MESSAGES.studentRequired })
      .max(2_147_483_647, { error: CLASS_MESSAGES.studentRequired }),
    /** Only when asked: the admin saw the over-capacity warning. */
    allowOverCapacity: zBool.default(false),
  })
  .refine((v) => v.classScheduleId !== undefined || v.classInstanceId !== undefined, {
    error: en('classScheduleId or classInstanceId is required'),
  });
export type TRegisterStudentInput = z.input<typeof ZRegisterStudentInput>;

export const ZRegisterResult = z.object({
  bookingId: z.number(),
  classInstanceId: z.number(),
  classDate: z.string(),
  overCapacity: z.boolean(),
  message: z.string(),
});

/** Student-class enrolment (spec 02 §3). With a schedule, the next upcoming instance is booked too. */
export const ZStudentClassInput = z.object({
  studentId: zStudentId,
  classTypeId: zClassTypeId,
  classScheduleId: zId.optional(),
  enrollmentDate: zIsoDate().optional(),
  status: z
    .enum(['active', 'inactive'], { error: en('status must be active or inactive') })
    .default('active'),
});
export type TStudentClassInput = z.input<typeof ZStudentClassInput>;

export const ZStudentClass = z.object({
  id: z.number(),
  studentId: z.number(),
  classTypeId: z.number(),
  enrollmentDate: z.string(),
  status: z.string(),
  student: z.object({ id: z.number(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  classType: z.object({ id: z.number(), name: z.string() }),
  /** Set when the enrolment also booked the schedule's next class. */
  bookingId: z.number().nullable().optional(),
});
export type TStudentClass = z.infer<typeof ZStudentClass>;

export const ZStudentClassListInput = z
  .object({ studentId: zId.optional(), classTypeId: zId.optional(), classScheduleId: zId.optional() })
  .optional();
