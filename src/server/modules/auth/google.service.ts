import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { en } from '../../../shared/i18n/msg';
import { STUDENT_MESSAGES } from '../../../shared/schemas/students';
import type { Db } from '../../db/client';
import { admins, students } from '../../db/schema';
import { AppError } from '../../errors';
import { clockNow } from '../../kernel/time/clock';
import { findAdminByEmail, findStudentByEmail, toSessionAdmin, toSessionStudent } from './auth.service';

export const ZGoogleProfile = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().max(200).optional(),
  given_name: z.string().max(200).optional(),
});
export type GoogleProfile = z.infer<typeof ZGoogleProfile>;

const DELETED_ACCOUNT = en('This account has been closed. Please contact the studio.');
const OTHER_GOOGLE_ACCOUNT = en('This account is linked to a different Google account.');

const verified = (p: GoogleProfile) => p.email_verified === true || p.email_verified === 'true';

/**
 * A Google account signs a student in by its subject id; on first use it links to the student with
 * the same verified e-mail, or creates the student (phone can be added later in Settings).
 */
export async function googleStudentSignIn(db: Db, profile: GoogleProfile) {
  const [bySub] = await db.select().from(students).where(eq(students.googleSub, profile.sub)).limit(1);
  if (bySub?.deletedAt) throw new AppError('FORBIDDEN', DELETED_ACCOUNT);
  let student = bySub;
  if (!student) {
    if (!verified(profile)) throw new AppError('FORBIDDEN', 'Your Google e-mail address is not verified.');
    const byEmail = await findStudentByEmail(db, profile.email);
    if (byEmail?.googleSub) throw new AppError('FORBIDDEN', OTHER_GOOGLE_ACCOUNT);
    if (byEmail) {
      [student] = await db
        .update(students)
        .set({ googleSub: profile.sub, updatedAt: clockNow() })
        .where(eq(students.id, byEmail.id))
        .returning();
    } else {
      // The e-mail may still belong to a closed (soft-deleted) account, which keeps its address.
      [student] = await db
        .insert(students)
        .values({
          name: profile.name ?? profile.email,
          email: profile.email,
          googleSub: profile.sub,
          status: 'active',
        })
        .returning()
        .catch((error: { code?: string; cause?: { code?: string } }) => {
          if (error.code === '23505' || error.cause?.code === '23505')
            throw new AppError('FORBIDDEN', DELETED_ACCOUNT);
          throw error;
        });
    }
  }
  if (!student) throw new AppError('INTERNAL_SERVER_ERROR', 'Google sign-in failed');
  if (student.status === 'inactive') throw new AppError('FORBIDDEN', STUDENT_MESSAGES.inactiveSignIn);
  return { student: toSessionStudent(student) };
}

/** Administrators are never created by Google sign-in: the account must already exist. */
export async function googleAdminSignIn(db: Db, profile: GoogleProfile) {
  const [bySub] = await db.select().from(admins).where(eq(admins.googleSub, profile.sub)).limit(1);
  let admin = bySub;
  if (!admin && verified(profile)) {
    const byEmail = await findAdminByEmail(db, profile.email);
    if (byEmail?.googleSub) throw new AppError('FORBIDDEN', OTHER_GOOGLE_ACCOUNT);
    if (byEmail) {
      [admin] = await db
        .update(admins)
        .set({ googleSub: profile.sub, updatedAt: clockNow() })
        .where(eq(admins.id, byEmail.id))
        .returning();
    }
  }
  if (!admin?.isActive)
    throw new AppError('FORBIDDEN', 'No administrator account matches this Google account.');
  return { admin: toSessionAdmin(admin) };
}
