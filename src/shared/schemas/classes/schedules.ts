/**
 * Weekly class schedules (spec 02 §2, §5): the classes.*Schedule procedures, /api/class-schedules and
 * the schedule forms.
 */
import { z } from 'zod';
import { en } from '../../i18n/msg';
import { MAX_SHORT_TEXT, MAX_TEXT, mustBeAtMost, zId } from '../common';
import { ZClassType } from './class-types';
import {
  CLASS_MESSAGES,
  endAfterStart,
  endAfterStartIssue,
  zBool,
  zCapacity,
  zClassTypeId,
  zDayOfWeek,
  zOptionalText,
  zRequiredText,
  zTime,
} from './fields';

/** A new schedule's capacity when none is given (spec 02 §2, Create Class Schedule). */
export const DEFAULT_SCHEDULE_CAPACITY = 15;

export const ZScheduleCreateInput = z
  .object({
    classTypeId: zClassTypeId,
    dayOfWeek: zDayOfWeek,
    startTime: zTime,
    endTime: zTime,
    location: zRequiredText(CLASS_MESSAGES.locationRequired),
    maxStudents: zCapacity.default(DEFAULT_SCHEDULE_CAPACITY),
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
    /** Save a capacity below the students booked in its coming classes, keeping them all. */
    confirmOverCapacity: z.boolean({ error: en('confirmOverCapacity must be true or false') }).default(false),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type TScheduleUpdateInput = z.input<typeof ZScheduleUpdateInput>;

/** PATCH /api/class-schedules/{id}/name — an empty name resets to the class type's name. */
export const ZScheduleNameInput = z.object({
  id: zId,
  customName: z
    .string({ error: en('customName must be text') })
    .trim()
    .max(MAX_SHORT_TEXT, { error: mustBeAtMost(MAX_SHORT_TEXT) })
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
        error: en('activeOnly must be true or false'),
      })
      .optional(),
  })
  .optional();
