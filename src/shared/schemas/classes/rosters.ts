/** Who is in a class (spec 02 §4): the roster of one instance, or of a schedule's next class. */
import { z } from 'zod';

export const ZEnrolledStudent = z.object({
  bookingId: z.number(),
  studentId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The booking's status: confirmed, pending or cancelled. */
  bookingStatus: z.string(),
  /** The student's account status: active, inactive or pending. */
  status: z.string(),
  /** paid / pending / overdue, derived from the student's status (spec 02 §4). */
  paymentStatus: z.enum(['paid', 'pending', 'overdue']),
  overCapacity: z.boolean(),
  bookedAt: z.string(),
});
export type TEnrolledStudent = z.infer<typeof ZEnrolledStudent>;

/** The enrolled students of one instance (the class details and enrolled-students dialogs). */
export const ZInstanceRoster = z.object({
  classInstanceId: z.number(),
  className: z.string(),
  classDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  maxStudents: z.number(),
  enrollmentCount: z.number(),
  students: z.array(ZEnrolledStudent),
});
export type TInstanceRoster = z.infer<typeof ZInstanceRoster>;

/** GET /api/class-schedules/{id}/students and /attendees: the roster of its next upcoming instance. */
export const ZScheduleRoster = ZInstanceRoster.extend({
  classInstanceId: z.number().nullable(),
  classDate: z.string().nullable(),
  classScheduleId: z.number(),
  location: z.string(),
  counts: z.object({ paid: z.number(), pending: z.number(), overdue: z.number() }),
});
export type TScheduleRoster = z.infer<typeof ZScheduleRoster>;

/** Attendee payment badge, derived from the student's status (spec 02 §4). */
export function paymentBadge(studentStatus: string): 'paid' | 'pending' | 'overdue' {
  if (studentStatus === 'active') return 'paid';
  if (studentStatus === 'pending') return 'pending';
  return 'overdue';
}
