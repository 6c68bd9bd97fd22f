import { en } from './i18n/msg';

/**
 * What a student's account status means to them, free of zod so the dashboard's first paint can say it
 * (issue 28: a pending student saw nothing until a booking failed). The server refuses the booking in
 * the same words (STUDENT_MESSAGES.pendingBooking re-exports them).
 */
export const PENDING_ACCOUNT_MESSAGE = en(
  'Your account is pending approval. You can book classes once the studio activates it.',
);
