/**
 * The bookings' messages, free of zod so the student dashboard's first paint can show them without the
 * bookings schema; src/shared/schemas/bookings.ts re-exports them.
 */
import { NO_STUDENT_ID } from './student-id-message';

export const BOOKING_MESSAGES = {
  notFound: 'Booking not found',
  classFull: 'Class Full',
  cannotCancel: 'Cannot cancel (less than 24h before class)',
  pastClass: 'This class has already taken place',
  notConfirmed: 'Only confirmed bookings can be cancelled',
  noStudentId: NO_STUDENT_ID,
  studentNotFound: 'Student not found',
  profileNotFound: 'Student profile not found.',
  invalidBookingStatus: 'bookingStatus must be confirmed',
  onlyCancelled: 'bookingStatus can only be changed to cancelled',
  invalidBookingDate: 'bookingDate must be a date such as 2026-11-22',
  refundTooLarge: 'refundAmount cannot exceed 1000.00',
} as const;

/** A student books at most `advanceBookingDays` ahead (spec 03 §3 setting). */
export const tooFarAheadMessage = (days: number) =>
  `This class is not open for booking yet: classes can be booked up to ${days} day${days === 1 ? '' : 's'} ahead`;

/** "Cannot cancel (less than 24h before class)" for the studio's cancellation deadline in hours. */
export const cannotCancelMessage = (hours: number) => `Cannot cancel (less than ${hours}h before class)`;
