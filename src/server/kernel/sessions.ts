import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { admins, sessions, students } from '../db/schema';
import { generateToken, hashToken } from './tokens';

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** Extend the idle expiry at most this often, so a busy client does not write on every request. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export type Principal = 'student' | 'admin';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Executor,
  principal: Principal,
  subjectId: number,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<NewSession> {
  const token = generateToken();
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_IDLE_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    principal,
    studentId: principal === 'student' ? subjectId : null,
    adminId: principal === 'admin' ? subjectId : null,
    expiresAt,
    absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    userAgent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return { token, expiresAt };
}

/** Only what a request needs: a narrow select is twice as fast as the whole row on PGlite. */
const sessionColumns = {
  id: sessions.id,
  expiresAt: sessions.expiresAt,
  absoluteExpiresAt: sessions.absoluteExpiresAt,
};
const sessionStudentColumns = {
  id: students.id,
  name: students.name,
  preferredName: students.preferredName,
  email: students.email,
  phone: students.phone,
  status: students.status,
  language: students.language,
  deletedAt: students.deletedAt,
};
const sessionAdminColumns = {
  id: admins.id,
  firstName: admins.firstName,
  lastName: admins.lastName,
  email: admins.email,
  language: admins.language,
  isActive: admins.isActive,
};
export type SessionStudentRow = {
  [K in keyof typeof sessionStudentColumns]: (typeof students.$inferSelect)[K];
};
export type SessionAdminRow = { [K in keyof typeof sessionAdminColumns]: (typeof admins.$inferSelect)[K] };

export interface ValidStudentSession {
  sessionId: string;
  expiresAt: Date;
  student: SessionStudentRow;
}
export interface ValidAdminSession {
  sessionId: string;
  expiresAt: Date;
  admin: SessionAdminRow;
}

function isLive(row: { expiresAt: Date; absoluteExpiresAt: Date }, now: number): boolean {
  return row.expiresAt.getTime() > now && row.absoluteExpiresAt.getTime() > now;
}

async function slide(
  db: Executor,
  row: { id: string; expiresAt: Date; absoluteExpiresAt: Date },
  now: number,
) {
  if (row.expiresAt.getTime() - now > SESSION_IDLE_MS - REFRESH_AFTER_MS) return row.expiresAt;
  const next = new Date(Math.min(now + SESSION_IDLE_MS, row.absoluteExpiresAt.getTime()));
  await db.update(sessions).set({ expiresAt: next }).where(eq(sessions.id, row.id));
  return next;
}

/** Looks the token's hash up; the equality lookup on a SHA-256 leaks nothing useful about the token. */
/**
 * The session lookups run on every authenticated request, so they are prepared once per database:
 * the SQL is built once and PostgreSQL plans it once per connection.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function prepareLookups(db: Db) {
  const id = sql.placeholder('id');
  return {
    student: db
      .select({ session: sessionColumns, student: sessionStudentColumns })
      .from(sessions)
      .innerJoin(students, eq(sessions.studentId, students.id))
      .where(and(eq(sessions.id, id), eq(sessions.principal, 'student')))
      .limit(1)
      .prepare('session_student_lookup'),
    admin: db
      .select({ session: sessionColumns, admin: sessionAdminColumns })
      .from(sessions)
      .innerJoin(admins, eq(sessions.adminId, admins.id))
      .where(and(eq(sessions.id, id), eq(sessions.principal, 'admin')))
      .limit(1)
      .prepare('session_admin_lookup'),
  };
}

function lookups(db: Db) {
  let p = prepared.get(db);
  if (!p) {
    p = prepareLookups(db);
    prepared.set(db, p);
  }
  return p;
}

export async function validateStudentSession(db: Db, token: string): Promise<ValidStudentSession | null> {
  const id = hashToken(token);
  const [row] = await lookups(db).student.execute({ id });
  const now = Date.now();
  if (!row) return null;
  if (!isLive(row.session, now) || row.student.deletedAt || row.student.status === 'inactive') {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const expiresAt = await slide(db, row.session, now);
  return { sessionId: id, expiresAt, student: row.student };
}

export async function validateAdminSession(db: Db, token: string): Promise<ValidAdminSession | null> {
  const id = hashToken(token);
  const [row] = await lookups(db).admin.execute({ id });
  const now = Date.now();
  if (!row) return null;
  if (!isLive(row.session, now) || !row.admin.isActive) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const expiresAt = await slide(db, row.session, now);
  return { sessionId: id, expiresAt, admin: row.admin };
}

export async function invalidateSessionByToken(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session the student has; answers how many there were. */
export async function invalidateStudentSessions(db: Executor, studentId: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.studentId, studentId))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function invalidateAdminSessions(db: Executor, adminId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  const now = new Date();
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
