import type { z } from 'zod';
import { msg } from '../../../shared/i18n/msg';
import {
  STUDENT_MESSAGES,
  type TStudentProfile,
  type TStudentSaveResult,
  ZAdminOnlyFields,
  type ZStudentUpdateInput,
} from '../../../shared/schemas/students';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { students } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import { recordAudit } from '../../kernel/audit';
import { invalidateStudentSessions } from '../../kernel/sessions';
import { liveStudent } from '../../kernel/student-status';
import { clockNow } from '../../kernel/time/clock';
import type { Context } from '../../trpc/context';
import type { Viewer } from '../../trpc/init';
import { storeStudentPassword } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import { startSession } from '../auth/sign-in';

type UpdateInput = z.output<typeof ZStudentUpdateInput>;

/** What a student may change about themselves (Settings); the administrator may change these too. */
const PROFILE_FIELDS = [
  'name',
  'preferredName',
  'phone',
  'birthday',
  'paymentEmail',
  'notificationEmail',
  'emergencyContact',
  'medicalNotes',
  'secondaryContactName',
  'secondaryContactEmail',
  'secondaryContactPhone',
  'emailReminders',
] as const;

type StudentRow = typeof students.$inferSelect;

export const toProfile = (s: StudentRow): TStudentProfile => ({
  id: s.id,
  name: s.name,
  preferredName: s.preferredName,
  email: s.email,
  phone: s.phone,
  birthday: s.birthday,
  paymentEmail: s.paymentEmail,
  notificationEmail: s.notificationEmail,
  emergencyContact: s.emergencyContact,
  medicalNotes: s.medicalNotes,
  secondaryContactName: s.secondaryContactName,
  secondaryContactEmail: s.secondaryContactEmail,
  secondaryContactPhone: s.secondaryContactPhone,
  status: s.status,
  isActive: s.status === 'active',
  emailReminders: s.emailReminders,
  createdAt: s.createdAt.toISOString(),
});

export async function getProfile(db: Executor, id: number): Promise<TStudentProfile> {
  const [row] = await db.select().from(students).where(liveStudent(id));
  if (!row) throw new AppError('NOT_FOUND', STUDENT_MESSAGES.notFound);
  return toProfile(row);
}

/** The administrator-only fields, checked with the form's messages; a student may send neither. */
function adminFields(viewer: Viewer, input: UpdateInput) {
  if (viewer.kind === 'student') {
    if (input.email !== undefined) throw new AppError('BAD_REQUEST', STUDENT_MESSAGES.emailReadOnly);
    if (input.status !== undefined) throw new AppError('BAD_REQUEST', STUDENT_MESSAGES.statusReadOnly);
    return {};
  }
  const parsed = ZAdminOnlyFields.safeParse({ email: input.email, status: input.status });
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]!.message);
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
}

/**
 * PUT /api/students/{id}. Saves the fields sent and nothing else (the student's Settings sends one
 * field at a time; the administrator's form sends them all). Only an administrator may change the
 * login e-mail (unique whatever its case) and the status; making a student inactive signs them out
 * everywhere. A password is stored as the change-password call does: the student's sessions end, and
 * when they changed it themselves this browser continues on a fresh session.
 */
export async function updateStudent(
  ctx: Pick<Context, 'db' | 'cookies' | 'meta' | 'adminToken'>,
  viewer: Viewer,
  input: UpdateInput,
): Promise<TStudentSaveResult> {
  const changes: Partial<typeof students.$inferInsert> = adminFields(viewer, input);
  for (const field of PROFILE_FIELDS) {
    if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const bySelf = viewer.kind === 'student';
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: students.status, email: students.email })
        .from(students)
        .where(liveStudent(input.id))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', STUDENT_MESSAGES.notFound);
      const [row] = await tx
        .update(students)
        .set({ ...changes, updatedAt: clockNow() })
        .where(liveStudent(input.id))
        .returning();
      let endedSessions = 0;
      if (changes.status === 'inactive' && before.status !== 'inactive') {
        endedSessions = await invalidateStudentSessions(tx, input.id);
      }
      if (passwordHash !== undefined) {
        await storeStudentPassword(tx, input.id, passwordHash);
        if (bySelf) await startSession(ctx, 'student', input.id, tx);
      }
      if (viewer.kind === 'admin') {
        await recordAudit(tx, {
          adminId: viewer.adminId,
          action: 'student.update',
          entityType: 'student',
          entityId: input.id,
          // Which fields changed, never their values (medical notes, passwords).
          details: {
            fields: [...Object.keys(changes), ...(passwordHash ? ['password'] : [])],
            ...(changes.status && changes.status !== before.status
              ? { status: { from: before.status, to: changes.status }, endedSessions }
              : {}),
          },
          ip: ctx.meta.ip,
        });
      }
      return row!;
    });
    return {
      success: true,
      message: translate(ctx.meta.locale, msg("{name}'s information has been updated", { name: row.name })),
      student: toProfile(row),
      email: null,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', STUDENT_MESSAGES.emailTaken);
    throw error;
  }
}
