import { z } from 'zod';
import { en } from '../i18n/msg';
import { NO_STUDENT_ID } from '../student-id-message';

/** Every free-text input is bounded so a huge string is a clear 400, never a slow path or a 500. */
export const MAX_TEXT = 2000;
export const MAX_SHORT_TEXT = 200;

export const zId = z.coerce
  .number({ error: en('Invalid id') })
  .int({ error: en('Invalid id') })
  .positive({ error: en('Invalid id') })
  .max(2_147_483_647, { error: en('Invalid id') });

/** What a missing or malformed student id answers (spec 01 §5, 02 §8). */
export { NO_STUDENT_ID };

/** A student's id in a body, path or query: bookings, billing and enrolments all read it this way. */
export const zStudentId = z.coerce
  .number({ error: NO_STUDENT_ID })
  .int({ error: NO_STUDENT_ID })
  .min(1, { error: NO_STUDENT_ID })
  .max(2_147_483_647, { error: NO_STUDENT_ID });

export const zEmail = z
  .string({ error: en('Email is required') })
  .trim()
  .min(1, { error: en('Email is required') })
  .max(254, { error: en('Email is too long') })
  .pipe(z.email({ error: en('Invalid email address') }));

/**
 * "Must be at most N characters" for each length the schemas bound a text to, written out so the
 * catalogues hold it (a message built at run time could not be translated).
 */
const MUST_BE_AT_MOST: Readonly<Record<number, string>> = {
  40: en('Must be at most 40 characters'),
  200: en('Must be at most 200 characters'),
  2000: en('Must be at most 2000 characters'),
  5000: en('Must be at most 5000 characters'),
};
export const mustBeAtMost = (max: number): string =>
  MUST_BE_AT_MOST[max] ?? `Must be at most ${max} characters`;

/** A required one-line text; `tooLong` is the too-long message ("Name must be at most 200 characters"). */
export const zShortText = (required: string, tooLong: string, max = MAX_SHORT_TEXT) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const zPassword = z
  .string({ error: en('Password is required') })
  .min(1, { error: en('Password is required') })
  .max(256, { error: en('Password is too long') });

/** A list page number, counting from 0 (every server-paged list). */
export const zPageNumber = z.coerce
  .number({ error: en('page must be a whole number') })
  .int({ error: en('page must be a whole number') })
  .min(0, { error: en('page cannot be negative') })
  .max(100_000, { error: en('page is too large') })
  .default(0);

/** What a page size the screen does not offer is told, for each set of sizes the lists offer. */
const PAGE_SIZE_MESSAGES: Readonly<Record<string, string>> = {
  '10, 25, 50, 100': en('pageSize must be one of 10, 25, 50, 100'),
  '12, 24, 48, 96': en('pageSize must be one of 12, 24, 48, 96'),
  '25, 50, 100': en('pageSize must be one of 25, 50, 100'),
};
export const pageSizeMessage = (sizes: readonly number[]): string =>
  PAGE_SIZE_MESSAGES[sizes.join(', ')] ?? `pageSize must be one of ${sizes.join(', ')}`;

/** A page size: only the sizes the screen offers, `fallback` when none is sent. */
export const zPageSize = (sizes: readonly number[], fallback: number) =>
  z.coerce
    .number({ error: pageSizeMessage(sizes) })
    .refine((n) => sizes.includes(n), { error: pageSizeMessage(sizes) })
    .default(fallback);

/** A list's free-text search. */
export const zSearchText = z
  .string({ error: en('search must be text') })
  .trim()
  .max(200, { error: en('search must be at most 200 characters') });
