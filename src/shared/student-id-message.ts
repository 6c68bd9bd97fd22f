/** The answer to a request that names no student; zod-free, see ./booking-messages. */
export const NO_STUDENT_ID = 'No student ID provided';
