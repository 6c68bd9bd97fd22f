/**
 * The bookings' messages, free of zod so the student dashboard's first paint can show them without the
 * bookings schema; src/shared/schemas/bookings.ts re-exports them.
 */

import { type Described, en, msg } from './i18n/msg';
import { NO_STUDENT_ID } from './student-id-message';

export const BOOKING_MESSAGES = {
  notFound: en('Booking not found'),
  classFull: en('Class Full'),
  cannotCancel: en('Cannot cancel (less than 24h before class)'),
  pastClass: en('This class has already taken place'),
  notConfirmed: en('Only confirmed bookings can be cancelled'),
  noStudentId: NO_STUDENT_ID,
  studentNotFound: en('Student not found'),
  profileNotFound: en('Student profile not found.'),
  invalidBookingStatus: en('bookingStatus must be confirmed'),
  onlyCancelled: en('bookingStatus can only be changed to cancelled'),
  invalidBookingDate: en('bookingDate must be a date such as 2026-11-22'),
  refundTooLarge: en('refundAmount cannot exceed 1000.00'),
} as const;

/** A student books at most `advanceBookingDays` ahead (spec 03 §3 setting). */
export const tooFarAheadMessage = (days: number): Described =>
  days === 1
    ? msg('This class is not open for booking yet: classes can be booked up to 1 day ahead')
    : msg('This class is not open for booking yet: classes can be booked up to {days} days ahead', { days });

/** "Cannot cancel (less than 24h before class)" for the studio's cancellation deadline in hours. */
export const cannotCancelMessage = (hours: number): Described =>
  msg('Cannot cancel (less than {hours}h before class)', { hours });
