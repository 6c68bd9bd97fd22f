import { and, eq, isNull } from 'drizzle-orm';
import { STUDENT_MESSAGES } from '../../shared/schemas/students';
import type { Executor } from '../db/client';
import { students } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from './audit';
import { invalidateStudentSessions } from './sessions';
import { clockNow } from './time/clock';

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

/** A student who has not been deleted. */
export const liveStudent = (id: number) => and(eq(students.id, id), isNull(students.deletedAt));

/** 404 "Student not found" for an id that is not a student (or a deleted one). */
export async function assertStudentExists(db: Executor, id: number): Promise<void> {
  const [row] = await db.select({ id: students.id }).from(students).where(liveStudent(id));
  if (!row) throw new AppError('NOT_FOUND', STUDENT_MESSAGES.notFound);
}

/**
 * Suspends an active student for non-payment (`autoSuspendOverdueDays`): inactive, with the meaning
 * decision 005 gives it (signed out everywhere, cannot book). Once: false when they were not active.
 */
export async function suspendForNonPayment(
  tx: Executor,
  studentId: number,
  invoiceNumber: string,
): Promise<boolean> {
  const [row] = await tx
    .update(students)
    .set({ status: 'inactive', updatedAt: clockNow() })
    .where(and(liveStudent(studentId), eq(students.status, 'active')))
    .returning({ id: students.id });
  if (!row) return false;
  await invalidateStudentSessions(tx, studentId);
  await recordAudit(tx, {
    adminId: null,
    action: 'student.suspend',
    entityType: 'student',
    entityId: studentId,
    details: { reason: 'overdue', invoiceNumber },
    ip: 'system',
  });
  return true;
}
