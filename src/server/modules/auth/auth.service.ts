import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MS } from '../../../shared/constants';
import { en } from '../../../shared/i18n/msg';
import {
  FORGOT_PASSWORD_NEUTRAL,
  INVALID_RESET_TOKEN,
  type TSessionAdmin,
  type TSessionStudent,
} from '../../../shared/schemas/auth';
import { STUDENT_MESSAGES } from '../../../shared/schemas/students';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { admins, passwordResetTokens, students } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../kernel/audit';
import { invalidateAdminSessions, invalidateStudentSessions } from '../../kernel/sessions';
import { clockNow } from '../../kernel/time/clock';
import { generatePassword, generateToken, hashToken } from '../../kernel/tokens';
import { passwordResetMessage, temporaryPasswordMessage } from '../../mail/auth-messages';
import { loadEmailStudio, recipientLocale } from '../../mail/templates/render';
import type { RequestMeta } from '../../trpc/context';
import type { Services } from '../../trpc/services';
import { hashPassword, verifyPassword } from './passwords';
import { type SessionScope, startSession } from './sign-in';

export interface AuthDeps {
  db: Db;
  services: Services;
  meta: Pick<RequestMeta, 'ip' | 'userAgent' | 'origin'> & Partial<Pick<RequestMeta, 'asked'>>;
}

type StudentRow = typeof students.$inferSelect;
type AdminRow = typeof admins.$inferSelect;

export function toSessionStudent(s: Pick<StudentRow, keyof TSessionStudent>): TSessionStudent {
  return {
    id: s.id,
    name: s.name,
    preferredName: s.preferredName,
    email: s.email,
    phone: s.phone,
    status: s.status,
    language: s.language,
  };
}

export function toSessionAdmin(a: Pick<AdminRow, keyof TSessionAdmin>): TSessionAdmin {
  return { id: a.id, firstName: a.firstName, lastName: a.lastName, email: a.email, language: a.language };
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findStudentByEmail(db: Executor, email: string): Promise<StudentRow | undefined> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(sql`lower(${students.email}) = ${normalizeEmail(email)}`, isNull(students.deletedAt)))
    .limit(1);
  return row;
}

export async function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

export async function signupStudent(deps: AuthDeps, input: { name: string; email: string; phone: string }) {
  const { services, meta } = deps;
  await services.accountThrottle.hit(`signup:ip:${meta.ip}`);
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const studio = await loadEmailStudio(deps.db);
  // Signed up on a page in one of our languages (the client says which): that is their language, and
  // their welcome e-mail's. Asked nothing (an API client), they follow the studio's.
  const language = meta.asked ?? null;
  const message = await temporaryPasswordMessage(
    studio,
    recipientLocale({ language }, studio.language),
    input.name,
    meta.origin,
  );
  try {
    const student = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(students)
        .values({
          name: input.name,
          email: input.email.trim(),
          phone: input.phone,
          status: 'active',
          passwordHash,
          passwordIsTemporary: true,
          passwordChangedAt: clockNow(),
          language,
        })
        .returning();
      await services.outbox.queue(tx, {
        kind: 'temporary_password',
        toEmail: row!.email,
        toName: row!.name,
        studentId: row!.id,
        ...message,
        secret: temporaryPassword,
      });
      return row!;
    });
    return {
      student: toSessionStudent(student),
      ...(services.config.smtpEnabled ? {} : { temporaryPassword }),
      message: en('Account created. Check your email for your temporary password.'),
    };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'An account with this email already exists.');
    throw error;
  }
}

const INVALID_LOGIN = en('Invalid email or password');

/** Checks a student's credentials; the caller starts the session (sign-in.ts). */
export async function loginStudent(
  deps: AuthDeps,
  input: { email: string; password: string },
): Promise<{ student: TSessionStudent }> {
  const { services, meta } = deps;
  const attempt = await services.loginThrottle.admit('student', normalizeEmail(input.email), meta.ip);
  const student = await findStudentByEmail(deps.db, input.email);
  const ok = await verifyPassword(student?.passwordHash, input.password);
  if (!student || !ok) {
    await services.loginThrottle.failed(attempt);
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  }
  // The right password is not a failure, even for an account that may not sign in.
  await services.loginThrottle.succeeded(attempt);
  if (student.status === 'inactive') throw new AppError('FORBIDDEN', STUDENT_MESSAGES.inactiveSignIn);
  return { student: toSessionStudent(student) };
}

/** Checks an administrator's credentials and audits the sign-in; the caller starts the session. */
export async function loginAdmin(
  deps: AuthDeps,
  input: { email: string; password: string },
): Promise<{ admin: TSessionAdmin }> {
  const { services, meta } = deps;
  const attempt = await services.loginThrottle.admit('admin', normalizeEmail(input.email), meta.ip);
  const admin = await findAdminByEmail(deps.db, input.email);
  const ok = await verifyPassword(admin?.passwordHash, input.password);
  if (!admin || !ok || !admin.isActive) {
    await services.loginThrottle.failed(attempt);
    throw new AppError('UNAUTHORIZED', 'Invalid credentials');
  }
  await services.loginThrottle.succeeded(attempt);
  await recordAudit(deps.db, {
    adminId: admin.id,
    action: 'admin.login',
    entityType: 'admin',
    entityId: admin.id,
    ip: meta.ip,
  });
  return { admin: toSessionAdmin(admin) };
}

export async function requestPasswordReset(deps: AuthDeps, input: { email: string }) {
  const { services, meta } = deps;
  await services.accountThrottle.hit(`reset:ip:${meta.ip}`, `reset:account:${normalizeEmail(input.email)}`);
  const student = await findStudentByEmail(deps.db, input.email);
  if (student && student.status !== 'inactive') {
    const token = generateToken();
    const studio = await loadEmailStudio(deps.db);
    const message = await passwordResetMessage(
      studio,
      recipientLocale(student, studio.language),
      student.name,
    );
    await deps.db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        id: hashToken(token),
        studentId: student.id,
        expiresAt: new Date(clockNow().getTime() + PASSWORD_RESET_TTL_MS),
      });
      await services.outbox.queue(tx, {
        kind: 'password_reset',
        toEmail: student.email,
        toName: student.name,
        studentId: student.id,
        ...message,
        secret: `${meta.origin}/reset-password?token=${token}`,
      });
    });
  }
  return { success: true as const, message: FORGOT_PASSWORD_NEUTRAL };
}

export async function resetPassword(deps: AuthDeps, input: { token: string; newPassword: string }) {
  await deps.services.accountThrottle.hit(`reset-use:ip:${deps.meta.ip}`);
  const passwordHash = await hashPassword(input.newPassword);
  let email = '';
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: clockNow() })
      .where(
        and(
          eq(passwordResetTokens.id, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, clockNow()),
        ),
      )
      .returning({ studentId: passwordResetTokens.studentId });
    if (!used) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
    const [student] = await tx
      .update(students)
      .set({ passwordHash, passwordIsTemporary: false, passwordChangedAt: clockNow(), updatedAt: clockNow() })
      .where(eq(students.id, used.studentId))
      .returning({ email: students.email });
    email = student!.email;
    // Every other outstanding link and every signed-in device stops working.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: clockNow() })
      .where(and(eq(passwordResetTokens.studentId, used.studentId), isNull(passwordResetTokens.usedAt)));
    await invalidateStudentSessions(tx, used.studentId);
  });
  // "You can now sign in" is true only if guesses at the old password no longer lock the account.
  await deps.services.loginThrottle.forgive('student', normalizeEmail(email));
  return { success: true as const, message: en('Your password has been reset. You can now sign in.') };
}

/**
 * The student changes their own password: every session they have ends, and this browser continues
 * on a brand-new one.
 */
export async function changeStudentPassword(
  deps: AuthDeps,
  scope: SessionScope,
  student: { id: number },
  input: { currentPassword?: string; newPassword: string },
): Promise<void> {
  if (input.currentPassword !== undefined && input.currentPassword !== '') {
    await deps.services.passwordCheckThrottle.hit(`change:student:${student.id}`);
    const [row] = await deps.db
      .select({ passwordHash: students.passwordHash })
      .from(students)
      .where(eq(students.id, student.id));
    if (!(await verifyPassword(row?.passwordHash, input.currentPassword))) {
      throw new AppError('BAD_REQUEST', 'Current password is incorrect');
    }
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await storeStudentPassword(tx, student.id, passwordHash);
    await startSession(scope, 'student', student.id, tx);
  });
}

/**
 * Stores a student's new password hash and ends every session they have, in the caller's transaction.
 * `temporary` marks a generated password (the administrator's "send temporary password").
 */
export async function storeStudentPassword(
  tx: Executor,
  studentId: number,
  passwordHash: string,
  { temporary = false }: { temporary?: boolean } = {},
): Promise<number> {
  await tx
    .update(students)
    .set({
      passwordHash,
      passwordIsTemporary: temporary,
      passwordChangedAt: clockNow(),
      updatedAt: clockNow(),
    })
    .where(eq(students.id, studentId));
  return invalidateStudentSessions(tx, studentId);
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that administrator or reset its password on every start.
 * With neither set and no administrator at all, one is created with a random password, returned
 * once so start-up can print it.
 */
export async function ensureAdmin(
  db: Db,
  opts: { email?: string; password?: string },
): Promise<{ email: string; generatedPassword?: string; action: 'created' | 'reset' | 'none' }> {
  if (opts.email && opts.password) {
    const passwordHash = await hashPassword(opts.password);
    const existing = await findAdminByEmail(db, opts.email);
    if (existing) {
      await db.transaction(async (tx) => {
        await tx
          .update(admins)
          .set({ passwordHash, isActive: true, passwordChangedAt: clockNow(), updatedAt: clockNow() })
          .where(eq(admins.id, existing.id));
        if (existing.passwordHash && !(await verifyPassword(existing.passwordHash, opts.password!))) {
          await invalidateAdminSessions(tx, existing.id);
        }
      });
      return { email: existing.email, action: 'reset' };
    }
    await db.insert(admins).values({
      email: opts.email,
      firstName: 'Admin',
      passwordHash,
      passwordChangedAt: clockNow(),
    });
    return { email: opts.email, action: 'created' };
  }
  const [any] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (any) return { email: '', action: 'none' };
  const email = opts.email ?? 'admin@studio.local';
  const generatedPassword = generatePassword();
  await db.insert(admins).values({
    email,
    firstName: 'Admin',
    passwordHash: await hashPassword(generatedPassword),
    passwordChangedAt: clockNow(),
  });
  return { email, generatedPassword, action: 'created' };
}
