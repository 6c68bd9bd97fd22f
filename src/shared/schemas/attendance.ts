/**
 * Attendance (issue 14 §3): checking a class in at the door, walk-ins, a student's attendance and the
 * attendance report. Used by the attendance procedures, their REST adapters and the check-in screen.
 * The rules are in docs/decisions/013-attendance.md.
 */
import { z } from 'zod';
import { formatDate, formatTime } from '../dates';
import { type Described, en, localized, msg } from '../i18n/msg';
import { CLASS_MESSAGES } from './classes/fields';
import { zId, zStudentId } from './common';
import { ZFinancialReportInput } from './reports';

export const ATTENDANCE_MARKS = ['attended', 'no_show'] as const;
export type TAttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export const ATTENDANCE_MESSAGES = {
  noPassClassLeft: en(
    "The no-show gave this booking's class back to the student's pack or membership, which has none left now: the booking stays a no-show",
  ),
  invalidMark: en('attendance must be attended, no_show or null'),
  bookingNotFound: en('Booking not found'),
  notConfirmed: en('Only confirmed bookings can be checked in'),
  classCancelled: CLASS_MESSAGES.classCancelled,
  /** An administrator cancelling a no-show with a credit or refund (terms of service). */
  noShowKeepsCharge: en(
    'This booking was marked as a no-show: it keeps its charge and gets no credit or refund. Cancel it with the charge kept, or clear the no-show first.',
  ),
  /** Cancelling a class in which students were marked no-shows. */
  classHasNoShows: en(
    'Students were marked as no-shows in this class: no-shows get no credit or refund. Clear their attendance before cancelling the class.',
  ),
} as const;

/** Marks and walk-ins open on the class's day in the studio's timezone. */
export const checkInNotOpenMessage = (classDate: string): Described =>
  msg('Check-in opens on the day of the class ({date})', {
    date: localized((locale) => formatDate(classDate, locale)),
  });

/** Nobody can have failed to come before the class has started. */
export const noShowTooEarlyMessage = (startTime: string): Described =>
  msg('A no-show can be marked once the class has started ({time})', {
    time: localized((locale) => formatTime(startTime, locale)),
  });

/** The over-capacity warning of Register Student for Class (spec 02), as the walk-in's 409. */
export const overCapacityWarning = (booked: number, max: number): Described =>
  msg('This class is full ({booked} / {max}). Registering this student will exceed the class capacity.', {
    booked,
    max,
  });

export const ZAttendanceMark = z.enum(ATTENDANCE_MARKS, { error: ATTENDANCE_MESSAGES.invalidMark });

/** PUT /api/bookings/{id}/attendance { attendance }: null clears the mark. */
export const ZMarkAttendanceInput = z.object({
  bookingId: zId,
  attendance: ZAttendanceMark.nullable(),
});
export type TMarkAttendanceInput = z.input<typeof ZMarkAttendanceInput>;

/** POST /api/class-instances/{id}/walk-ins { studentId, allowOverCapacity }. */
export const ZWalkInInput = z.object({
  classInstanceId: zId,
  studentId: zStudentId,
  /** The administrator saw the over-capacity warning. */
  allowOverCapacity: z.boolean({ error: en('allowOverCapacity must be true or false') }).default(false),
});
export type TWalkInInput = z.input<typeof ZWalkInInput>;

export const ZAttendanceCounts = z.object({
  /** Confirmed bookings (walk-ins included). */
  booked: z.number(),
  attended: z.number(),
  noShow: z.number(),
  unmarked: z.number(),
});
export type TAttendanceCounts = z.infer<typeof ZAttendanceCounts>;

export const ZRosterStudent = z.object({
  bookingId: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  studentEmail: z.string(),
  attendance: ZAttendanceMark.nullable(),
  isWalkIn: z.boolean(),
  overCapacity: z.boolean(),
});
export type TRosterStudent = z.infer<typeof ZRosterStudent>;

/** GET /api/class-instances/{id}/attendance: the class and its confirmed bookings, by student name. */
export const ZCheckInRoster = z.object({
  classInstanceId: z.number(),
  className: z.string(),
  classDate: z.string(),
  /** "HH:MM", studio wall-clock. */
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
  maxStudents: z.number(),
  isCancelled: z.boolean(),
  /** It is the class's day (studio timezone) or later: attended and walk-ins are allowed. */
  checkInOpen: z.boolean(),
  /** The class has started: no-shows can be marked. */
  noShowOpen: z.boolean(),
  counts: ZAttendanceCounts,
  students: z.array(ZRosterStudent),
});
export type TCheckInRoster = z.infer<typeof ZCheckInRoster>;

export const ZMarkAttendanceResult = z.object({
  /** False when the booking already had that mark (nothing was written). */
  changed: z.boolean(),
  roster: ZCheckInRoster,
});

export const ZWalkInResult = z.object({
  bookingId: z.number(),
  overCapacity: z.boolean(),
  /** What the ledger charged for it, e.g. "20.00". */
  charge: z.string(),
  roster: ZCheckInRoster,
});

/**
 * The attendance figures of a set of bookings: confirmed bookings of classes that have ended (not
 * cancelled). Rates are percentages with one decimal over all of them, unmarked included; null
 * when there are none.
 */
export const ZAttendanceFigures = z.object({
  bookings: z.number(),
  attended: z.number(),
  noShow: z.number(),
  unmarked: z.number(),
  attendanceRate: z.number().nullable(),
  noShowRate: z.number().nullable(),
});
export type TAttendanceFigures = z.infer<typeof ZAttendanceFigures>;

/** GET /api/students/{id}/attendance: the profile's figures and each booking's mark. */
export const ZStudentAttendance = z.object({
  studentId: z.number(),
  figures: ZAttendanceFigures,
  bookings: z.array(
    z.object({ bookingId: z.number(), attendance: ZAttendanceMark.nullable(), isWalkIn: z.boolean() }),
  ),
});
export type TStudentAttendance = z.infer<typeof ZStudentAttendance>;

/** GET /api/reports/attendance?startDate&endDate (or from&to): studio days, both included. */
export const ZAttendanceReportInput = ZFinancialReportInput;
export type TAttendanceReportInput = z.infer<typeof ZAttendanceReportInput>;

export const ZAttendanceReport = z.object({
  from: z.string(),
  to: z.string(),
  totals: ZAttendanceFigures.extend({ classes: z.number() }),
  byClassType: z.array(
    ZAttendanceFigures.extend({ classTypeId: z.number(), classTypeName: z.string(), classes: z.number() }),
  ),
  /** "YYYY-MM", oldest first; only months with ended classes. */
  byMonth: z.array(ZAttendanceFigures.extend({ month: z.string(), classes: z.number() })),
});
export type TAttendanceReport = z.infer<typeof ZAttendanceReport>;
