/** Notifying the students of a class (spec 02 §2 class details dialog, §7): /api/class-instances/notify. */
import { z } from 'zod';
import { en } from '../../i18n/msg';
import { MAX_SHORT_TEXT, MAX_TEXT, mustBeAtMost, zId } from '../common';
import { CLASS_MESSAGES, zRequiredText } from './fields';

/** The subject of a notification sent without one. */
export const NOTIFY_DEFAULT_SUBJECT = en('Class Update');

export const ZNotifyInput = z.object({
  classInstanceId: zId,
  subject: z
    .string()
    .trim()
    .max(MAX_SHORT_TEXT, { error: mustBeAtMost(MAX_SHORT_TEXT) })
    .optional()
    .transform((v) => v || NOTIFY_DEFAULT_SUBJECT),
  message: zRequiredText(CLASS_MESSAGES.messageRequired, MAX_TEXT),
});
export type TNotifyInput = z.input<typeof ZNotifyInput>;
export const ZNotifyResult = z.object({ notificationsQueued: z.number(), message: z.string() });
