import { and, asc, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { emailStatusText } from '../../../shared/email-status';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import {
  LOGIN_INFO_LIMIT,
  STUDENT_MESSAGES,
  type TLoginInfoPage,
  type TTemporaryPasswordResult,
  type ZLoginInfoInput,
  type ZTemporaryPasswordInput,
} from '../../../shared/schemas/students';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { students } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { liveStudent } from '../../kernel/student-status';
import { generatePassword } from '../../kernel/tokens';
import { temporaryPasswordMessage } from '../../mail/auth-messages';
import { loadEmailStudio, recipientLocale } from '../../mail/templates/render';
import { storeStudentPassword } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';

type SearchInput = z.output<typeof ZLoginInfoInput>;
type TemporaryInput = z.output<typeof ZTemporaryPasswordInput>;

/**
 * Login Info (spec 03 §2.2 as design §4 changes it): students whose e-mail contains the search, in any
 * case, with whether a password is set and when, and when they last signed in. No password is shown:
 * only its argon2id hash exists.
 */
export async function loginInfo(db: Executor, input: SearchInput): Promise<TLoginInfoPage> {
  const where = input.search
    ? and(isNull(students.deletedAt), sql`${students.email} ilike ${containsPattern(input.search)}`)
    : isNull(students.deletedAt);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: students.id,
        name: students.name,
        email: students.email,
        status: students.status,
        hasPassword: sql<boolean>`${students.passwordHash} is not null`,
        passwordIsTemporary: students.passwordIsTemporary,
        passwordChangedAt: students.passwordChangedAt,
        lastSignInAt: students.lastSignInAt,
        googleLinked: sql<boolean>`${students.googleSub} is not null`,
        // Qualified by hand: in a one-table select drizzle writes bare column names, and a bare "id"
        // inside the subquery would be the session's.
        activeSessions: sql<number>`(select count(*) from sessions s
          where s.student_id = "students"."id" and s.expires_at > now()
            and s.absolute_expires_at > now())`.mapWith(Number),
      })
      .from(students)
      .where(where)
      .orderBy(asc(sql`lower(${students.email})`), asc(students.id))
      .limit(LOGIN_INFO_LIMIT),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      passwordIsTemporary: r.hasPassword && r.passwordIsTemporary,
      passwordChangedAt: r.passwordChangedAt?.toISOString() ?? null,
      lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    })),
    total: count?.n ?? 0,
  };
}

/**
 * Issues a new temporary password: stored hashed, every session the student has ends, and the
 * password is shown to the administrator once (in this answer only) and/or e-mailed through the
 * outbox, sealed until delivery. The student's old password stops working.
 */
export async function issueTemporaryPassword(
  actor: AdminActor & { origin: string },
  input: TemporaryInput,
  locale: Locale = SOURCE_LOCALE,
): Promise<TTemporaryPasswordResult> {
  const [student] = await actor.db
    .select({
      id: students.id,
      name: students.name,
      email: students.email,
      status: students.status,
      language: students.language,
    })
    .from(students)
    .where(liveStudent(input.studentId));
  if (!student) throw new AppError('NOT_FOUND', STUDENT_MESSAGES.notFound);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const send = input.delivery !== 'show';
  const studio = send ? await loadEmailStudio(actor.db) : null;
  const message = studio
    ? await temporaryPasswordMessage(
        studio,
        recipientLocale(student, studio.language),
        student.name,
        actor.origin,
        { reissued: true },
      )
    : null;
  const { emailId, endedSessions } = await actor.db.transaction(async (tx) => {
    const endedSessions = await storeStudentPassword(tx, student.id, passwordHash, { temporary: true });
    const emailId = message
      ? await actor.outbox.queue(tx, {
          kind: 'temporary_password',
          toEmail: student.email,
          toName: student.name,
          studentId: student.id,
          ...message,
          secret: password,
          sentByAdminId: actor.adminId,
        })
      : null;
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'student.temporary_password',
      entityType: 'student',
      entityId: student.id,
      details: { delivery: input.delivery, endedSessions },
      ip: actor.ip,
    });
    return { emailId, endedSessions };
  });
  const mailConfigured = actor.outbox.canDeliver;
  // Said in `locale`, the request's language, one sentence at a time.
  const parts: Described[] = [msg('A new temporary password is set for {name}.', { name: student.name })];
  if (send) {
    parts.push(
      mailConfigured
        ? msg('The e-mail with it is queued for delivery.')
        : msg('It cannot be e-mailed: no mail server is configured (SMTP_URL).'),
    );
  }
  if (endedSessions > 0)
    parts.push(
      endedSessions === 1
        ? msg('1 signed-in session ended.')
        : msg('{count} signed-in sessions ended.', { count: String(endedSessions) }),
    );
  return {
    success: true,
    message: parts.map((part) => translate(locale, part)).join(' '),
    temporaryPassword: input.delivery === 'email' ? null : password,
    email:
      emailId === null
        ? null
        : {
            id: emailId,
            status: 'queued',
            statusText: emailStatusText({ status: 'queued', lastError: null }, mailConfigured),
            mailConfigured,
          },
    endedSessions,
  };
}
