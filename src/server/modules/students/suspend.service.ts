import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { clockNow } from '../../kernel/clock';
import { recordAudit } from '../audit/audit.service';
import { invalidateStudentSessions } from '../auth/sessions.service';
import { liveStudent } from './profile.service';

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
