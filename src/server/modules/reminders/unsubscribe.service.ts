import { and, eq, isNull } from 'drizzle-orm';
import { REMINDER_MESSAGES } from '../../../shared/schemas/reminders';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';
import { AppError } from '../../errors';
import type { SecretBox } from '../../kernel/secret-box';
import { clockNow } from '../../kernel/time/clock';
import { studentOfToken } from './unsubscribe-link';

/**
 * The one-click unsubscribe: the token names the student and proves the link was ours, so no sign-in
 * is needed. Turning reminders off twice is the same as once. Only reminders are affected.
 */
export async function unsubscribeFromReminders(db: Db, box: SecretBox, token: unknown) {
  const studentId = studentOfToken(box, token);
  if (studentId === null) throw new AppError('BAD_REQUEST', REMINDER_MESSAGES.invalidLink);
  const [student] = await db
    .update(students)
    .set({ emailReminders: false, updatedAt: clockNow() })
    .where(and(eq(students.id, studentId), isNull(students.deletedAt)))
    .returning({ id: students.id });
  if (!student) throw new AppError('NOT_FOUND', REMINDER_MESSAGES.studentGone);
  return { studentId: student.id };
}
