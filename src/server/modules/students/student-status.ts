import { STUDENT_MESSAGES } from '../../../shared/schemas/students';
import { AppError } from '../../errors';

/**
 * What a student's status lets them be booked into (decision 005): a pending student may not book
 * yet (the administrator may register them), and nobody books an inactive one.
 */
export function assertMayBook(status: string, bookedBy: 'student' | 'admin'): void {
  if (status === 'inactive') {
    throw new AppError(
      'FORBIDDEN',
      bookedBy === 'admin' ? STUDENT_MESSAGES.inactiveRegistration : STUDENT_MESSAGES.inactiveSignIn,
    );
  }
  if (status === 'pending' && bookedBy === 'student') {
    throw new AppError('FORBIDDEN', STUDENT_MESSAGES.pendingBooking);
  }
}
