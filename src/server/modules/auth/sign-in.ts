import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import {
  createSession,
  invalidateSessionByToken,
  type NewSession,
  type Principal,
} from '../../kernel/sessions';
import { clockNow } from '../../kernel/time/clock';
import { ADMIN_COOKIE, type Context, STUDENT_COOKIE } from '../../trpc/context';

/** What starting or ending a browser's session needs: the request's cookies, meta and database. */
export type SessionScope = Pick<Context, 'db' | 'cookies' | 'meta' | 'adminToken'>;

const COOKIE: Record<Principal, string> = { student: STUDENT_COOKIE, admin: ADMIN_COOKIE };
const OTHER: Record<Principal, Principal> = { student: 'admin', admin: 'student' };

/**
 * The one way a browser becomes signed in (student or admin login, Google, a password the student
 * just changed): whatever session this browser held, as either principal, ends; a new session starts
 * for `principal` (design §3: student and admin are exclusive in a browser); its cookie is set and the
 * other principal's cleared. Pass `tx` to start it inside the caller's transaction.
 */
export async function startSession(
  scope: SessionScope,
  principal: Principal,
  subjectId: number,
  tx: Executor = scope.db,
): Promise<NewSession> {
  for (const token of new Set([scope.cookies.get(STUDENT_COOKIE), scope.adminToken()])) {
    if (token) await invalidateSessionByToken(tx, token);
  }
  const session = await createSession(tx, principal, subjectId, scope.meta);
  if (principal === 'student') {
    await tx.update(students).set({ lastSignInAt: clockNow() }).where(eq(students.id, subjectId));
  }
  scope.cookies.clear(COOKIE[OTHER[principal]]);
  scope.cookies.set(COOKIE[principal], session.token, session.expiresAt);
  return session;
}

/** Signs this browser out as `principal`: its session ends on the server and its cookie is cleared. */
export async function endSession(scope: SessionScope, principal: Principal): Promise<void> {
  const token = principal === 'admin' ? scope.adminToken() : scope.cookies.get(STUDENT_COOKIE);
  if (token) await invalidateSessionByToken(scope.db, token);
  scope.cookies.clear(COOKIE[principal]);
}
