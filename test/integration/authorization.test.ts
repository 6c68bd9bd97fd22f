import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, students } from '../../src/server/db/schema';
import { browserAt } from '../factories/browsers';
import { sha256Hex } from '../factories/db-inspect';
import { createAdmin, createStudent } from '../factories/people';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();

const db = t.db;
const hashOf = async (id: number) =>
  (await db().select({ h: students.passwordHash }).from(students).where(eq(students.id, id)))[0]!.h;

async function signedInStudent() {
  const student = await createStudent(db());
  const browser = browserAt(t.app());
  const res = await browser.post('/api/auth/student/login', {
    email: student.email,
    password: student.password,
  });
  expect(res.status).toBe(200);
  return { student, browser };
}

async function signedInAdmin() {
  const admin = await createAdmin(db());
  const browser = browserAt(t.app());
  const res = await browser.post('/api/admin/login', { email: admin.email, password: admin.password });
  expect(res.status).toBe(200);
  return { admin, browser, token: res.body.sessionToken as string };
}

const change = (id: number | string) => `/api/students/${id}/change-password`;

describe('POST /api/students/{id}/change-password', () => {
  it('without a session: 401, and nothing changes', async () => {
    const student = await createStudent(db());
    const before = await hashOf(student.id);
    const res = await browserAt(t.app()).post(change(student.id), { newPassword: 'hijacked-123' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please log in to access your dashboard.', code: 'UNAUTHORIZED' });
    expect(await hashOf(student.id)).toBe(before);
  });

  it('with an admin session (cookie or bearer): 403, and nothing changes', async () => {
    const student = await createStudent(db());
    const before = await hashOf(student.id);
    const { browser, token } = await signedInAdmin();
    const viaCookie = await browser.post(change(student.id), { newPassword: 'hijacked-123' });
    expect(viaCookie.status).toBe(403);
    expect(viaCookie.body).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });

    const viaBearer = await browserAt(t.app()).post(
      change(student.id),
      { newPassword: 'hijacked-123' },
      { authorization: `Bearer ${token}` },
    );
    expect(viaBearer.status).toBe(403);
    expect(viaBearer.body.code).toBe('FORBIDDEN');
    expect(await hashOf(student.id)).toBe(before);
  });

  it("another student's id, or an id that does not exist: the same 404, and nothing changes", async () => {
    const { browser, student } = await signedInStudent();
    const victim = await createStudent(db());
    const [victimBefore, ownBefore] = [await hashOf(victim.id), await hashOf(student.id)];

    const foreign = await browser.post(change(victim.id), {
      currentPassword: student.password,
      newPassword: 'hijacked-123',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Student not found', code: 'NOT_FOUND' });

    const missing = await browser.post(change(2_000_000_000), { newPassword: 'hijacked-123' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);

    expect(await hashOf(victim.id)).toBe(victimBefore);
    expect(await hashOf(student.id)).toBe(ownBefore);
    const victimLogin = await browserAt(t.app()).post('/api/auth/student/login', {
      email: victim.email,
      password: victim.password,
    });
    expect(victimLogin.status).toBe(200);
  });

  it('a studentId in the body cannot override the path', async () => {
    const { browser, student } = await signedInStudent();
    const victim = await createStudent(db());
    const before = await hashOf(victim.id);
    const res = await browser.post(change(victim.id), { studentId: student.id, newPassword: 'hijacked-123' });
    expect(res.status).toBe(404);
    expect(await hashOf(victim.id)).toBe(before);
  });

  it('a non-numeric or out-of-range id: 400 or 404, never 500, and nothing changes', async () => {
    const { browser, student } = await signedInStudent();
    const before = await hashOf(student.id);
    for (const id of [
      'abc',
      '0',
      '-1',
      '1.5',
      '1e400',
      '99999999999999999999',
      'NaN',
      'Infinity',
      '%20',
      '%00',
      `${student.id}abc`,
      "1'%20or%20'1'='1",
    ]) {
      const res = await browser.post(change(id), { newPassword: 'hijacked-123' });
      expect([400, 404], id).toContain(res.status);
      expect(res.body, id).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
    expect(await hashOf(student.id)).toBe(before);
  });

  it('an expired session is refused (401) and removed', async () => {
    const { browser, student } = await signedInStudent();
    const token = browser.cookies.get('student_session')!;
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sha256Hex(token)));
    const res = await browser.post(change(student.id), { newPassword: 'too-late-123' });
    expect(res.status).toBe(401);
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256Hex(token))),
    ).toEqual([]);
  });

  it('a past the absolute limit session is refused even if recently used', async () => {
    const { browser, student } = await signedInStudent();
    const token = browser.cookies.get('student_session')!;
    await db()
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sha256Hex(token)));
    const res = await browser.post(change(student.id), { newPassword: 'too-late-123' });
    expect(res.status).toBe(401);
  });

  it('the session of a student made inactive or deleted stops working', async () => {
    const a = await signedInStudent();
    await db().update(students).set({ status: 'inactive' }).where(eq(students.id, a.student.id));
    expect((await a.browser.post(change(a.student.id), { newPassword: 'still-here-1' })).status).toBe(401);

    const b = await signedInStudent();
    await db().update(students).set({ deletedAt: new Date() }).where(eq(students.id, b.student.id));
    expect((await b.browser.post(change(b.student.id), { newPassword: 'still-here-1' })).status).toBe(401);
    expect((await b.browser.get('/api/auth/student/session')).body.authenticated).toBe(false);
  });

  it('the same rules hold over tRPC (auth.changePassword)', async () => {
    const anonymous = await browserAt(t.app()).post('/trpc/auth.changePassword', {
      newPassword: 'hijacked-123',
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.data.code).toBe('UNAUTHORIZED');

    const { browser } = await signedInAdmin();
    const asAdmin = await browser.post('/trpc/auth.changePassword', { newPassword: 'hijacked-123' });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error.data.code).toBe('FORBIDDEN');

    const { browser: own } = await signedInStudent();
    const victim = await createStudent(db());
    const foreign = await own.post('/trpc/auth.changePassword', {
      studentId: victim.id,
      newPassword: 'hijacked-123',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Student not found');
  });
});
