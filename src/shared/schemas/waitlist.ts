/**
 * Contracts of the waitlist (issue 14 §1): a student joins a full class's waitlist and is booked,
 * first come first served, when a seat frees. Used by the waitlist procedures, their REST adapters
 * and the student's and administrator's screens.
 */
import { z } from 'zod';
import { type Described, en, msg } from '../i18n/msg';
import { zId } from './common';

export const WAITLIST_MESSAGES = {
  notFull: en('This class still has spots available: book it instead'),
  alreadyWaiting: en('You are already on the waitlist for this class'),
  alreadyBooked: en('You are already booked in this class'),
  entryNotFound: en('Waitlist entry not found'),
  notWaiting: en('This student is no longer on the waitlist'),
} as const;

/** "1 hour", "3 hours": how the waitlist's closing time and the cancellation deadline are said. */
export const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

/** The waitlist closes `hours` before the class: nobody joins or is moved off it after that. */
export const waitlistClosedMessage = (hours: number): Described =>
  hours === 0
    ? msg('The waitlist for this class is closed: the class has started')
    : hours === 1
      ? msg('The waitlist for this class is closed: it closes 1 hour before the class starts')
      : msg('The waitlist for this class is closed: it closes {hours} hours before the class starts', {
          hours,
        });

export const WAITLIST_STATUSES = ['waiting', 'promoted', 'left', 'removed', 'skipped', 'closed'] as const;
export type TWaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const ZJoinWaitlistInput = z.object({ classInstanceId: zId });
export const ZWaitlistEntryInput = z.object({ id: zId });
export const ZClassWaitlistInput = z.object({ classInstanceId: zId });

/** An administrator moves a waiting student into the class; over capacity only when confirmed. */
export const ZPromoteWaitlistInput = z.object({
  id: zId,
  allowOverCapacity: z.boolean({ error: en('allowOverCapacity must be true or false') }).default(false),
});

/** A student's place on one class's waitlist. */
export const ZMyWaitlistEntry = z.object({
  id: z.number().int(),
  classInstanceId: z.number().int(),
  className: z.string(),
  classDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
  /** 1 for the next student to get a seat. */
  position: z.number().int(),
  waitingCount: z.number().int(),
  joinedAt: z.string(),
  /** When the waitlist stops moving (an ISO instant). */
  closesAt: z.string(),
});
export type TMyWaitlistEntry = z.infer<typeof ZMyWaitlistEntry>;

/** One waiting student as the administrator's attendees dialog lists them, in queue order. */
export const ZClassWaitlistEntry = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  studentEmail: z.string(),
  position: z.number().int(),
  joinedAt: z.string(),
});
export type TClassWaitlistEntry = z.infer<typeof ZClassWaitlistEntry>;

export const ZClassWaitlist = z.object({
  classInstanceId: z.number().int(),
  closesAt: z.string(),
  isClosed: z.boolean(),
  entries: z.array(ZClassWaitlistEntry),
});
export type TClassWaitlist = z.infer<typeof ZClassWaitlist>;

export const ZWaitlistActionResult = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The booking a promotion made. */
  bookingId: z.number().int().nullable(),
});
export type TWaitlistActionResult = z.infer<typeof ZWaitlistActionResult>;
