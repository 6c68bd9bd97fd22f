/**
 * What every contract of the classes domain (spec 02 §3, §5, §7) is built from: its limits, its
 * messages and its field schemas. Money leaves the server as decimal strings, times as "HH:MM".
 */
import { z } from 'zod';
import { formatDate, ISO_DATE_PATTERN, isValidIsoDate, TIME_PATTERN, toHhMm } from '../../dates';
import { type Described, en, msg } from '../../i18n/msg';
import { MONEY_PATTERN } from '../../money';
import { MAX_SHORT_TEXT, mustBeAtMost } from '../common';

export const MAX_CLASS_CAPACITY = 50;
export const CLASS_DURATION = { min: 15, max: 240, default: 60 } as const;

export const CLASS_MESSAGES = {
  nameRequired: en('Class name is required'),
  descriptionRequired: en('Description is required'),
  invalidPrice: en('Invalid price format'),
  durationMin: en('Duration must be at least 15 minutes'),
  durationMax: en('Duration cannot exceed 240 minutes'),
  selectClassType: en('Please select a class type'),
  dayOfWeek: en('Day of week must be 0-6'),
  invalidTime: en('Invalid time format (HH:MM)'),
  endAfterStart: en('End time must be after start time'),
  locationRequired: en('Location is required'),
  capacityMin: en('Maximum students must be at least 1'),
  capacityMax: en('Maximum students cannot exceed 50'),
  dateRequired: en('Date is required'),
  invalidDate: en('Invalid date (YYYY-MM-DD)'),
  dateFromTomorrow: en('Date must be tomorrow or later'),
  nameEmpty: en('Class name cannot be empty.'),
  reasonRequired: en('Please provide a reason for the cancellation'),
  messageRequired: en('Message is required'),
  studentRequired: en('Please select a student to enroll'),
  noUpcoming: en('No upcoming classes to cancel'),
  instanceMissing: en("This class instance doesn't exist yet."),
  noActiveInstance: en('No active class instance found'),
  classFull: en('Class Full'),
  classTypeInactive: en('This class type is not active'),
  classCancelled: en('This class has been cancelled'),
  alreadyCancelled: en('This class has already been cancelled'),
  noClassOnDate: en('No class on that date'),
  dateTaken: en('This schedule already has a class on that date'),
  alreadyBooked: en('Student is already enrolled in this class'),
  windowInvalid: en('endDate must be on or after startDate'),
  windowTooLarge: en('The date range cannot exceed 400 days'),
  classTypeNotFound: en('Class type not found'),
  scheduleNotFound: en('Class schedule not found'),
  instanceNotFound: en('Class instance not found'),
  studentNotFound: en('Student not found'),
} as const;

/**
 * A capacity below the students booked (issue 28: it used to save silently): who would be over — the
 * last to book — and what confirming means.
 */
export function overCapacityMessage(
  booked: number,
  capacity: number,
  overNames: readonly string[],
): Described {
  return msg(
    '{booked} students are booked, so a capacity of {capacity} leaves {over} over: {names}. They keep their places; no one else can book until enough cancel. Confirm to save.',
    { booked, capacity, over: booked - capacity, names: overNames.join(', ') },
  );
}

/**
 * A schedule's capacity below the students booked in some of its coming classes: each class's date and
 * who would be over there (the last to book).
 */
export function scheduleOverCapacityMessage(
  capacity: number,
  classes: readonly { classDate: string; booked: number; overNames: readonly string[] }[],
): Described {
  // Each class's figures stay as the spec writes them ("Nov 22, 2026: 12 booked, 2 over (Ann, Bo)").
  const each = classes
    .map(
      (c) =>
        `${formatDate(c.classDate)}: ${c.booked} booked, ${c.booked - capacity} over (${c.overNames.join(', ')})`,
    )
    .join('; ');
  return classes.length === 1
    ? msg(
        'A capacity of {capacity} leaves students over in 1 coming class: {each}. They keep their places; no one else can book until enough cancel. Confirm to save.',
        { capacity, each },
      )
    : msg(
        'A capacity of {capacity} leaves students over in {count} coming classes: {each}. They keep their places; no one else can book until enough cancel. Confirm to save.',
        { capacity, count: classes.length, each },
      );
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
    .max(max, { error: mustBeAtMost(max) });

export const zOptionalText = (max = MAX_SHORT_TEXT) =>
  z
    .string()
    .trim()
    .max(max, { error: mustBeAtMost(max) })
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

export const zBool = z.boolean({ error: en('Must be true or false') });

/** A start and end given together must run forwards; the issue sits on endTime. */
export const endAfterStart = (v: { startTime?: string; endTime?: string }) =>
  v.startTime === undefined || v.endTime === undefined || v.endTime > v.startTime;
export const endAfterStartIssue = { error: CLASS_MESSAGES.endAfterStart, path: ['endTime'] };
