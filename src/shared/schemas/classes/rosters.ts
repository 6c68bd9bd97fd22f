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
  /**
   * paid / pending / overdue (spec 02 §4) from what the student owes — the profile's Outstanding — and
   * whether any of it is past due (issue 28: never "paid" for a student who owes).
   */
  paymentStatus: z.enum(['paid', 'pending', 'overdue']),
  /** What the student owes, "133.50" (0.00 when paid up or in credit): the same as their Outstanding. */
  owed: z.string(),
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

/** Attendee payment badge: overdue when any of what they owe is past due, pending when they owe, else paid. */
export function paymentBadge(money: {
  owedCents: number;
  overdueCents: number;
}): 'paid' | 'pending' | 'overdue' {
  if (money.overdueCents > 0) return 'overdue';
  if (money.owedCents > 0) return 'pending';
  return 'paid';
}
