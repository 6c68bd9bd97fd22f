import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings';
import type { TStudentProfile, ZStudentProfileUpdate } from '../../../shared/schemas/students';
import type { Db, Executor } from '../../db/client';
import { students } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../../trpc/init';
import { recordAudit } from '../audit/audit.service';
import { type AuthDeps, storeStudentPassword } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import type { NewSession } from '../auth/sessions.service';

type ProfileUpdate = z.output<typeof ZStudentProfileUpdate>;

const PROFILE_FIELDS = [
  'name',
  'preferredName',
  'phone',
  'birthday',
  'paymentEmail',
  'notificationEmail',
  'emergencyContact',
  'medicalNotes',
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
  createdAt: s.createdAt.toISOString(),
});

const liveStudent = (id: number) => and(eq(students.id, id), isNull(students.deletedAt));

export async function getProfile(db: Executor, id: number): Promise<TStudentProfile> {
  const [row] = await db.select().from(students).where(liveStudent(id));
  if (!row) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.studentNotFound);
  return toProfile(row);
}

/**
 * Saves the fields sent and nothing else (the settings screen sends one field at a time). The primary
 * e-mail cannot change here. A password is stored as the change-password call does: the student's other
 * sessions end, and when they changed it themselves this browser gets a fresh session.
 */
export async function updateProfile(
  deps: AuthDeps & { db: Db },
  viewer: Viewer,
  input: ProfileUpdate,
): Promise<{ profile: TStudentProfile; session?: NewSession }> {
  if (input.email !== undefined) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.primaryEmailReadOnly);
  const changes: Partial<Pick<ProfileUpdate, (typeof PROFILE_FIELDS)[number]>> = {};
  for (const field of PROFILE_FIELDS) {
    if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const bySelf = viewer.kind === 'student';
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(students)
      .set({ ...changes, updatedAt: new Date() })
      .where(liveStudent(input.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.studentNotFound);
    const session =
      passwordHash === undefined
        ? undefined
        : await storeStudentPassword(tx, row.id, passwordHash, bySelf ? deps.meta : undefined);
    if (viewer.kind === 'admin') {
      await recordAudit(tx, {
        adminId: viewer.adminId,
        action: 'student.update',
        entityType: 'student',
        entityId: row.id,
        // Which fields changed, never their values (medical notes, passwords).
        details: { fields: [...Object.keys(changes), ...(passwordHash ? ['password'] : [])] },
        ip: deps.meta.ip,
      });
    }
    return { profile: toProfile(row), session };
  });
}
