/** The answer to a request that names no student; zod-free, see ./booking-messages. */
import { en } from './i18n/msg';

export const NO_STUDENT_ID = en('No student ID provided');
