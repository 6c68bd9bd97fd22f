/**
 * Dated class instances (spec 02 §3, §4, §7): the calendar window, single classes and edits of one
 * instance; the classes.*Instance procedures and /api/class-instances.
 */
import { z } from 'zod';
import { en } from '../../i18n/msg';
import { MAX_TEXT, zId } from '../common';
import { ZClassType } from './class-types';
import {
  CLASS_MESSAGES,
  endAfterStart,
  endAfterStartIssue,
  zCapacity,
  zClassTypeId,
  zIsoDate,
  zOptionalText,
  zRequiredText,
  zTime,
} from './fields';

/** A single class's capacity when none is given (spec 02 §5, Create Single Class). */
export const SINGLE_CLASS_DEFAULT_CAPACITY = 1;

export const ZWindowInput = z
  .object({
    startDate: zIsoDate(en('startDate is required')).optional(),
    endDate: zIsoDate(en('endDate is required')).optional(),
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
    /** Save a capacity below the students booked, keeping them all (they were shown who is over). */
    confirmOverCapacity: z.boolean({ error: en('confirmOverCapacity must be true or false') }).default(false),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type TInstanceUpdateInput = z.input<typeof ZInstanceUpdateInput>;

/**
 * One dated class as the screens read it: flat, without the class type or schedule objects (the
 * window sends those once, see ZClassWindow).
 */
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
});
export type TClassInstance = z.infer<typeof ZClassInstance>;

/** The schedule fields the spec nests in a class instance (spec 02 §3: classSchedule id, location). */
export const ZScheduleRef = z.object({
  id: z.number(),
  customName: z.string().nullable(),
  location: z.string(),
});

/**
 * A list of classes (the calendar window, a schedule's classes): each class type and schedule the
 * classes refer to is sent once, by id, instead of inside every class (issue 15 §1).
 */
export const ZClassWindow = z.object({
  instances: z.array(ZClassInstance),
  classTypes: z.array(ZClassType),
  schedules: z.array(ZScheduleRef),
});
export type TClassWindow = z.infer<typeof ZClassWindow>;

/** A class is full when its confirmed bookings reach its maximum (spec 01 §4, 02 §4). */
export const isClassFull = (c: { enrollmentCount: number; maxStudents: number }): boolean =>
  c.enrollmentCount >= c.maxStudents;
