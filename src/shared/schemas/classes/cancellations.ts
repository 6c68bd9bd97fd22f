/** Cancelling a class (spec 02 §4, §7): one instance, or a schedule's class on a date. */
import { z } from 'zod';
import { MAX_TEXT, mustBeAtMost, zId } from '../common';
import { CLASS_MESSAGES, zBool, zIsoDate } from './fields';

const zReason = z
  .string({ error: CLASS_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: CLASS_MESSAGES.reasonRequired })
  .max(MAX_TEXT, { error: mustBeAtMost(MAX_TEXT) });

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
