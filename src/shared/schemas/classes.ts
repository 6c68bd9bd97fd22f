/**
 * Contracts of the classes domain (spec 02 §3, §5, §7): class types, weekly schedules, dated class
 * instances, class cancellations and student-class enrolments. The tRPC procedures, the REST adapters
 * and the React forms all use these. Money leaves the server as decimal strings, times as "HH:MM".
 */
import { z } from 'zod';
import { DEFAULT_CLASS_PRICE } from '../constants';
import { ISO_DATE_PATTERN, isValidIsoDate, TIME_PATTERN, toHhMm } from '../dates';
import { MONEY_PATTERN } from '../money';
import { MAX_SHORT_TEXT, MAX_TEXT, zId } from './common';

export const MAX_CLASS_CAPACITY = 50;
export const CLASS_DURATION = { min: 15, max: 240, default: 60 } as const;
/** Create Class Schedule page defaults (spec 02 §2). */
export const SCHEDULE_PAGE_DEFAULTS = {
  dayOfWeek: 1,
  startTime: '19:30',
  endTime: '20:30',
  maxStudents: 15,
  isRecurring: true,
  isActive: true,
} as const;
/** The schedule form dialog's defaults (spec 02 §5). */
export const SCHEDULE_FORM_DEFAULTS = { startTime: '09:00', endTime: '10:00', maxStudents: 20 } as const;
export const SINGLE_CLASS_DEFAULT_CAPACITY = 1;
/** Shown where a capacity is missing (cards, attendee view). */
export const FALLBACK_CAPACITY = 10;
export const DEFAULT_CLASS_DESCRIPTION = 'Fitness training session';
export const NOTIFY_DEFAULT_SUBJECT = 'Class Update';
/** The capacity bar turns yellow at this share of seats taken (spec 02 §4). */
export const CAPACITY_WARNING_RATIO = 0.8;

export const CLASS_MESSAGES = {
  nameRequired: 'Class name is required',
  descriptionRequired: 'Description is required',
  invalidPrice: 'Invalid price format',
  durationMin: 'Duration must be at least 15 minutes',
  durationMax: 'Duration cannot exceed 240 minutes',
  selectClassType: 'Please select a class type',
  dayOfWeek: 'Day of week must be 0-6',
  invalidTime: 'Invalid time format (HH:MM)',
  endAfterStart: 'End time must be after start time',
  locationRequired: 'Location is required',
  capacityMin: 'Maximum students must be at least 1',
  capacityMax: 'Maximum students cannot exceed 50',
  dateRequired: 'Date is required',
  invalidDate: 'Invalid date (YYYY-MM-DD)',
  dateFromTomorrow: 'Date must be tomorrow or later',
  nameEmpty: 'Class name cannot be empty.',
  reasonRequired: 'Please provide a reason for the cancellation',
  messageRequired: 'Message is required',
  studentRequired: 'Please select a student to enroll',
  noUpcoming: 'No upcoming classes to cancel',
  instanceMissing: "This class instance doesn't exist yet.",
  noActiveInstance: 'No active class instance found',
  classFull: 'Class Full',
  classTypeInactive: 'This class type is not active',
  classCancelled: 'This class has been cancelled',
  alreadyCancelled: 'This class has already been cancelled',
  noClassOnDate: 'No class on that date',
  dateTaken: 'This schedule already has a class on that date',
  alreadyBooked: 'Student is already enrolled in this class',
  windowInvalid: 'endDate must be on or after startDate',
  windowTooLarge: 'The date range cannot exceed 400 days',
  classTypeNotFound: 'Class type not found',
  scheduleNotFound: 'Class schedule not found',
  instanceNotFound: 'Class instance not found',
  studentNotFound: 'Student not found',
} as const;

// ---------- field schemas ----------

export const zIsoDate = (required: string = CLASS_MESSAGES.dateRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(ISO_DATE_PATTERN, { error: CLASS_MESSAGES.invalidDate })
    .refine(isValidIsoDate, { error: CLASS_MESSAGES.invalidDate });

/** Accepts "HH:MM" or "HH:MM:SS"; always yields "HH:MM". */
export const zTime = z
  .string({ error: CLASS_MESSAGES.invalidTime })
  .trim()
  .regex(TIME_PATTERN, { error: CLASS_MESSAGES.invalidTime })
  .transform(toHhMm);

/** "20", "20.5", "20.00" (or the number 20) — up to two decimals. */
export const zPrice = z
  .union([z.string(), z.number()], { error: CLASS_MESSAGES.invalidPrice })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(z.string().regex(MONEY_PATTERN, { error: CLASS_MESSAGES.invalidPrice }));

const zRequiredText = (message: string, max = MAX_SHORT_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

const zOptionalText = (max = MAX_SHORT_TEXT) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

const zCapacity = z.coerce
  .number({ error: CLASS_MESSAGES.capacityMin })
  .int({ error: CLASS_MESSAGES.capacityMin })
  .min(1, { error: CLASS_MESSAGES.capacityMin })
  .max(MAX_CLASS_CAPACITY, { error: CLASS_MESSAGES.capacityMax });

const zDuration = z.coerce
  .number({ error: CLASS_MESSAGES.durationMin })
  .int({ error: CLASS_MESSAGES.durationMin })
  .min(CLASS_DURATION.min, { error: CLASS_MESSAGES.durationMin })
  .max(CLASS_DURATION.max, { error: CLASS_MESSAGES.durationMax });

const zDayOfWeek = z.coerce
  .number({ error: CLASS_MESSAGES.dayOfWeek })
  .int({ error: CLASS_MESSAGES.dayOfWeek })
  .min(0, { error: CLASS_MESSAGES.dayOfWeek })
  .max(6, { error: CLASS_MESSAGES.dayOfWeek });

const zClassTypeId = z.coerce
  .number({ error: CLASS_MESSAGES.selectClassType })
  .int({ error: CLASS_MESSAGES.selectClassType })
  .min(1, { error: CLASS_MESSAGES.selectClassType })
  .max(2_147_483_647, { error: CLASS_MESSAGES.selectClassType });

const zBool = z.boolean({ error: 'Must be true or false' });

const endAfterStart = (v: { startTime?: string; endTime?: string }) =>
  v.startTime === undefined || v.endTime === undefined || v.endTime > v.startTime;
const endAfterStartIssue = { error: CLASS_MESSAGES.endAfterStart, path: ['endTime'] };

// ---------- class types ----------

export const ZClassTypeFields = z.object({
  name: zRequiredText(CLASS_MESSAGES.nameRequired),
  description: zRequiredText(CLASS_MESSAGES.descriptionRequired, MAX_TEXT),
  duration: zDuration.default(CLASS_DURATION.default),
  price: zPrice.default(DEFAULT_CLASS_PRICE),
  isActive: zBool.default(true),
});
export const ZClassTypeCreateInput = ZClassTypeFields;
export type TClassTypeCreateInput = z.input<typeof ZClassTypeCreateInput>;
/** PUT /api/class-types/{id}: any subset of the fields. */
export const ZClassTypeUpdateInput = z.object({ id: zId }).extend(
  z
    .object({
      name: zRequiredText(CLASS_MESSAGES.nameRequired),
      description: zRequiredText(CLASS_MESSAGES.descriptionRequired, MAX_TEXT),
      duration: zDuration,
      price: zPrice,
      isActive: zBool,
    })
    .partial().shape,
);
export type TClassTypeUpdateInput = z.input<typeof ZClassTypeUpdateInput>;

export const ZClassType = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  duration: z.number(),
  price: z.string(),
  isActive: z.boolean(),
});
export type TClassType = z.infer<typeof ZClassType>;

// ---------- schedules ----------

export const ZScheduleCreateInput = z
  .object({
    classTypeId: zClassTypeId,
    dayOfWeek: zDayOfWeek,
    startTime: zTime,
    endTime: zTime,
    location: zRequiredText(CLASS_MESSAGES.locationRequired),
    maxStudents: zCapacity.default(SCHEDULE_PAGE_DEFAULTS.maxStudents),
    isRecurring: zBool.default(true),
    isActive: zBool.default(true),
    customName: zOptionalText(),
    description: zOptionalText(MAX_TEXT),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type TScheduleCreateInput = z.input<typeof ZScheduleCreateInput>;

/**
 * PUT /api/class-schedules/{id}: the full form, the edit dialog's fields, the quick edit, or
 * `{ isActive }` alone (the toggle). Only what is sent changes.
 */
export const ZScheduleUpdateInput = z
  .object({
    id: zId,
    classTypeId: zClassTypeId.optional(),
    dayOfWeek: zDayOfWeek.optional(),
    startTime: zTime.optional(),
    endTime: zTime.optional(),
    location: zRequiredText(CLASS_MESSAGES.locationRequired).optional(),
    maxStudents: zCapacity.optional(),
    isRecurring: zBool.optional(),
    isActive: zBool.optional(),
    customName: zOptionalText().optional(),
    description: zOptionalText(MAX_TEXT).optional(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type TScheduleUpdateInput = z.input<typeof ZScheduleUpdateInput>;

/** PATCH /api/class-schedules/{id}/name — an empty name resets to the class type's name. */
export const ZScheduleNameInput = z.object({
  id: zId,
  customName: z
    .string({ error: 'customName must be text' })
    .trim()
    .max(MAX_SHORT_TEXT, { error: `Must be at most ${MAX_SHORT_TEXT} characters` })
    .nullish()
    .transform((v) => v || null),
});
export type TScheduleNameInput = z.input<typeof ZScheduleNameInput>;

export const ZClassSchedule = z.object({
  id: z.number(),
  classTypeId: z.number(),
  customName: z.string().nullable(),
  /** customName, else the class type's name. */
  displayName: z.string(),
  description: z.string().nullable(),
  dayOfWeek: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  maxStudents: z.number(),
  isRecurring: z.boolean(),
  isActive: z.boolean(),
  price: z.string(),
  classType: ZClassType,
  /** The next upcoming (today or later, not cancelled) instance, if materialised. */
  nextClassDate: z.string().nullable(),
  nextInstanceId: z.number().nullable(),
  /** Confirmed bookings of that next instance. */
  enrollmentCount: z.number(),
});
export type TClassSchedule = z.infer<typeof ZClassSchedule>;

export const ZScheduleListInput = z
  .object({
    classTypeId: zId.optional(),
    /** Students always get active schedules of active class types only. */
    activeOnly: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
        error: 'activeOnly must be true or false',
      })
      .optional(),
  })
  .optional();

// ---------- class instances ----------

export const ZWindowInput = z
  .object({
    startDate: zIsoDate('startDate is required').optional(),
    endDate: zIsoDate('endDate is required').optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    error: CLASS_MESSAGES.windowInvalid,
    path: ['endDate'],
  })
  .optional();
export type TWindowInput = z.input<typeof ZWindowInput>;

export const ZSingleClassInput = z
  .object({
    classTypeId: zClassTypeId,
    classDate: zIsoDate(),
    startTime: zTime,
    endTime: zTime,
    location: zRequiredText(CLASS_MESSAGES.locationRequired),
    maxStudents: zCapacity.default(SINGLE_CLASS_DEFAULT_CAPACITY),
    notes: zOptionalText(MAX_TEXT),
    customName: zOptionalText(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type TSingleClassInput = z.input<typeof ZSingleClassInput>;

export const ZInstanceUpdateInput = z
  .object({
    id: zId,
    customName: zOptionalText().optional(),
    location: zRequiredText(CLASS_MESSAGES.locationRequired).optional(),
    maxStudents: zCapacity.optional(),
    startTime: zTime.optional(),
    endTime: zTime.optional(),
    classDate: zIsoDate().optional(),
    notes: zOptionalText(MAX_TEXT).optional(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type TInstanceUpdateInput = z.input<typeof ZInstanceUpdateInput>;

const zReason = z
  .string({ error: CLASS_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: CLASS_MESSAGES.reasonRequired })
  .max(MAX_TEXT, { error: `Must be at most ${MAX_TEXT} characters` });

/**
 * Cancel one instance. POST /api/class-instances/{id}/cancel sends `notifyStudents`;
 * POST /api/class-instances/cancel sends `sendNotifications` and `issueRefund` (the adapter maps them).
 * A null id is an occurrence not yet materialised: "This class instance doesn't exist yet.".
 */
export const ZInstanceCancelInput = z.object({
  classInstanceId: zId.nullable(),
  reason: zReason,
  notifyStudents: zBool.default(true),
  issueCredits: zBool.default(true),
});
export type TInstanceCancelInput = z.input<typeof ZInstanceCancelInput>;

/** POST /api/class-cancellations: the schedule's instance on cancelledDate, else its first upcoming. */
export const ZClassCancellationInput = z.object({
  classScheduleId: zId,
  cancelledDate: zIsoDate().optional(),
  reason: zReason,
  notifyStudents: zBool.default(true),
  issueCredits: zBool.default(true),
});
export type TClassCancellationInput = z.input<typeof ZClassCancellationInput>;

export const ZCancellationResult = z.object({
  classInstanceId: z.number(),
  classDate: z.string(),
  cancelledBookings: z.number(),
  creditsIssued: z.number(),
  notificationsQueued: z.number(),
  message: z.string(),
});
export type TCancellationResult = z.infer<typeof ZCancellationResult>;

export const ZNotifyInput = z.object({
  classInstanceId: zId,
  subject: z
    .string()
    .trim()
    .max(MAX_SHORT_TEXT, { error: `Must be at most ${MAX_SHORT_TEXT} characters` })
    .optional()
    .transform((v) => v || NOTIFY_DEFAULT_SUBJECT),
  message: zRequiredText(CLASS_MESSAGES.messageRequired, MAX_TEXT),
});
export type TNotifyInput = z.input<typeof ZNotifyInput>;
export const ZNotifyResult = z.object({ notificationsQueued: z.number(), message: z.string() });

export const ZClassInstance = z.object({
  id: z.number(),
  classScheduleId: z.number().nullable(),
  classTypeId: z.number(),
  classDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Minutes between start and end (the class's real length, not a fixed 60). */
  duration: z.number(),
  location: z.string().nullable(),
  customName: z.string().nullable(),
  /** customName, else the schedule's custom name, else the class type's name. */
  name: z.string(),
  description: z.string(),
  notes: z.string().nullable(),
  maxStudents: z.number(),
  enrollmentCount: z.number(),
  price: z.string(),
  isCancelled: z.boolean(),
  cancellationReason: z.string().nullable(),
  isSingle: z.boolean(),
  classType: ZClassType,
  classSchedule: z
    .object({
      id: z.number(),
      customName: z.string().nullable(),
      location: z.string(),
      classType: ZClassType,
    })
    .nullable(),
});
export type TClassInstance = z.infer<typeof ZClassInstance>;

// ---------- people in classes ----------

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
    error: 'classScheduleId or classInstanceId is required',
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
  studentId: z.coerce
    .number({ error: 'No student ID provided' })
    .int({ error: 'No student ID provided' })
    .min(1, { error: 'No student ID provided' })
    .max(2_147_483_647, { error: 'No student ID provided' }),
  classTypeId: zClassTypeId,
  classScheduleId: zId.optional(),
  enrollmentDate: zIsoDate().optional(),
  status: z.enum(['active', 'inactive'], { error: 'status must be active or inactive' }).default('active'),
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

/** A student as the admin's pickers need them (Register Student, enrolment lists). */
export const ZStudentOption = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
});
export type TStudentOption = z.infer<typeof ZStudentOption>;

/** A class is full when its confirmed bookings reach its maximum (spec 01 §4, 02 §4). */
export const isClassFull = (c: { enrollmentCount: number; maxStudents: number }): boolean =>
  c.enrollmentCount >= c.maxStudents;

/** Capacity bar colour (spec 02 §4): red when full, yellow from 80 %, green otherwise. */
export function capacityColor(enrolled: number, max: number): 'error' | 'warning' | 'success' {
  if (max <= 0 || enrolled >= max) return 'error';
  return enrolled / max >= CAPACITY_WARNING_RATIO ? 'warning' : 'success';
}

/** The bar's fill, capped at 100 %. */
export const capacityPercent = (enrolled: number, max: number): number =>
  max <= 0 ? 100 : Math.min(100, Math.round((enrolled / max) * 100));

/** Attendee payment badge, derived from the student's status (spec 02 §4). */
export function paymentBadge(studentStatus: string): 'paid' | 'pending' | 'overdue' {
  if (studentStatus === 'active') return 'paid';
  if (studentStatus === 'pending') return 'pending';
  return 'overdue';
}
