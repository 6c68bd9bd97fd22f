/**
 * What every contract of the classes domain (spec 02 §3, §5, §7) is built from: its limits, its
 * messages and its field schemas. Money leaves the server as decimal strings, times as "HH:MM".
 */
import { z } from 'zod';
import { formatDate, ISO_DATE_PATTERN, isValidIsoDate, TIME_PATTERN, toHhMm } from '../../dates';
import { MONEY_PATTERN } from '../../money';
import { MAX_SHORT_TEXT } from '../common';

export const MAX_CLASS_CAPACITY = 50;
export const CLASS_DURATION = { min: 15, max: 240, default: 60 } as const;

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

/**
 * A capacity below the students booked (issue 28: it used to save silently): who would be over — the
 * last to book — and what confirming means.
 */
export function overCapacityMessage(booked: number, capacity: number, overNames: readonly string[]): string {
  const over = booked - capacity;
  return `${booked} students are booked, so a capacity of ${capacity} leaves ${over} over: ${overNames.join(', ')}. They keep their places; no one else can book until enough cancel. Confirm to save.`;
}

/**
 * A schedule's capacity below the students booked in some of its coming classes: each class's date and
 * who would be over there (the last to book).
 */
export function scheduleOverCapacityMessage(
  capacity: number,
  classes: readonly { classDate: string; booked: number; overNames: readonly string[] }[],
): string {
  const each = classes
    .map(
      (c) =>
        `${formatDate(c.classDate)}: ${c.booked} booked, ${c.booked - capacity} over (${c.overNames.join(', ')})`,
    )
    .join('; ');
  const where = classes.length === 1 ? '1 coming class' : `${classes.length} coming classes`;
  return `A capacity of ${capacity} leaves students over in ${where}: ${each}. They keep their places; no one else can book until enough cancel. Confirm to save.`;
}

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

export const zRequiredText = (message: string, max = MAX_SHORT_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const zOptionalText = (max = MAX_SHORT_TEXT) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

export const zCapacity = z.coerce
  .number({ error: CLASS_MESSAGES.capacityMin })
  .int({ error: CLASS_MESSAGES.capacityMin })
  .min(1, { error: CLASS_MESSAGES.capacityMin })
  .max(MAX_CLASS_CAPACITY, { error: CLASS_MESSAGES.capacityMax });

export const zDuration = z.coerce
  .number({ error: CLASS_MESSAGES.durationMin })
  .int({ error: CLASS_MESSAGES.durationMin })
  .min(CLASS_DURATION.min, { error: CLASS_MESSAGES.durationMin })
  .max(CLASS_DURATION.max, { error: CLASS_MESSAGES.durationMax });

export const zDayOfWeek = z.coerce
  .number({ error: CLASS_MESSAGES.dayOfWeek })
  .int({ error: CLASS_MESSAGES.dayOfWeek })
  .min(0, { error: CLASS_MESSAGES.dayOfWeek })
  .max(6, { error: CLASS_MESSAGES.dayOfWeek });

export const zClassTypeId = z.coerce
  .number({ error: CLASS_MESSAGES.selectClassType })
  .int({ error: CLASS_MESSAGES.selectClassType })
  .min(1, { error: CLASS_MESSAGES.selectClassType })
  .max(2_147_483_647, { error: CLASS_MESSAGES.selectClassType });

export const zBool = z.boolean({ error: 'Must be true or false' });

/** A start and end given together must run forwards; the issue sits on endTime. */
export const endAfterStart = (v: { startTime?: string; endTime?: string }) =>
  v.startTime === undefined || v.endTime === undefined || v.endTime > v.startTime;
export const endAfterStartIssue = { error: CLASS_MESSAGES.endAfterStart, path: ['endTime'] };
