import { z } from 'zod';

/** Every free-text input is bounded so a huge string is a clear 400, never a slow path or a 500. */
export const MAX_TEXT = 2000;
export const MAX_SHORT_TEXT = 200;

export const zId = z.coerce
  .number({ error: 'Invalid id' })
  .int({ error: 'Invalid id' })
  .positive({ error: 'Invalid id' })
  .max(2_147_483_647, { error: 'Invalid id' });

/** What a missing or malformed student id answers (spec 01 §5, 02 §8). */
export const NO_STUDENT_ID = 'No student ID provided';

/** A student's id in a body, path or query: bookings, billing and enrolments all read it this way. */
export const zStudentId = z.coerce
  .number({ error: NO_STUDENT_ID })
  .int({ error: NO_STUDENT_ID })
  .min(1, { error: NO_STUDENT_ID })
  .max(2_147_483_647, { error: NO_STUDENT_ID });

export const zEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Invalid email address' }));

/** A required one-line text; `label` names the field in the too-long message. */
export const zShortText = (required: string, label: string, max = MAX_SHORT_TEXT) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const zPassword = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(256, { error: 'Password is too long' });
