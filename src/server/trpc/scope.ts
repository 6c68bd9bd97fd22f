import { BOOKING_MESSAGES } from '../../shared/schemas/bookings';
import { AppError } from '../errors';
import type { Viewer } from './init';

/**
 * The student a call may act on: a student only on themselves (another student's id is "not found",
 * never their data — design §3); an administrator on whoever is asked for (undefined: everyone).
 */
export function scopeStudentId(viewer: Viewer, requested: number | undefined): number | undefined {
  if (viewer.kind === 'admin') return requested;
  if (requested !== undefined && requested !== viewer.studentId) {
    throw new AppError('NOT_FOUND', BOOKING_MESSAGES.studentNotFound);
  }
  return viewer.studentId;
}

/** As scopeStudentId, for calls about exactly one student. */
export const scopeOneStudent = (viewer: Viewer, requested: number): number =>
  scopeStudentId(viewer, requested) ?? requested;

/** As scopeStudentId, for reads of one student's things: an administrator must name the student. */
export function scopeNamedStudent(viewer: Viewer, requested: number | undefined): number {
  const studentId = scopeStudentId(viewer, requested);
  if (studentId === undefined) throw new AppError('BAD_REQUEST', 'studentId is required');
  return studentId;
}
