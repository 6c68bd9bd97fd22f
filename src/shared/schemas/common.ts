import { z } from 'zod';
import { NO_STUDENT_ID } from '../student-id-message';

/** Every free-text input is bounded so a huge string is a clear 400, never a slow path or a 500. */
export const MAX_TEXT = 2000;
export const MAX_SHORT_TEXT = 200;

export const zId = z.coerce
  .number({ error: 'Invalid id' })
  .int({ error: 'Invalid id' })
  .positive({ error: 'Invalid id' })
  .max(2_147_483_647, { error: 'Invalid id' });

/** What a missing or malformed student id answers (spec 01 §5, 02 §8). */
export { NO_STUDENT_ID };

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

/** A list page number, counting from 0 (every server-paged list). */
export const zPageNumber = z.coerce
  .number({ error: 'page must be a whole number' })
  .int({ error: 'page must be a whole number' })
  .min(0, { error: 'page cannot be negative' })
  .max(100_000, { error: 'page is too large' })
  .default(0);

/** A page size: only the sizes the screen offers, `fallback` when none is sent. */
export const zPageSize = (sizes: readonly number[], fallback: number) =>
  z.coerce
    .number({ error: `pageSize must be one of ${sizes.join(', ')}` })
    .refine((n) => sizes.includes(n), { error: `pageSize must be one of ${sizes.join(', ')}` })
    .default(fallback);

/** A list's free-text search. */
export const zSearchText = z
  .string({ error: 'search must be text' })
  .trim()
  .max(200, { error: 'search must be at most 200 characters' });
