import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, sessions } from '../../src/server/db/schema';
import { browserAt } from '../factories/browsers';
import { sha256Hex } from '../factories/db-inspect';
import { createAdmin, createStudent } from '../factories/people';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const db = t.db;

const sessionRow = async (token: string) =>
  (
    await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(token)))
  )[0];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('admin login over /api', () => {
  it('returns the session token and admin, and sets an HttpOnly admin_session cookie holding that token', async () => {
    const admin = await createAdmin(db(), { firstName: 'Grace', lastName: 'Hopper' });
    const client = browserAt(t.app());
    const res = await client.post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sessionToken: expect.any(String),
      admin: { id: admin.id, firstName: 'Grace', lastName: 'Hopper', email: admin.email },
    });
    const cookie = res.setCookies.find((c) => c.startsWith('admin_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(client.cookies.get('admin_session')).toBe(res.body.sessionToken);
    expect(client.cookies.has('student_session')).toBe(false);

    const row = await sessionRow(res.body.sessionToken);
    expect(row).toMatchObject({ principal: 'admin', adminId: admin.id, studentId: null });
  });

  it('accepts the e-mail in another letter case and with surrounding spaces', async () => {
    const admin = await createAdmin(db(), { email: 'Case.Admin@Example.com' });
    const res = await browserAt(t.app()).post('/api/admin/login', {
      email: '  case.admin@EXAMPLE.com ',
      password: admin.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.admin.email).toBe('Case.Admin@Example.com');
  });

  it('answers 401 "Invalid credentials" for a wrong password, an unknown e-mail and an inactive admin alike', async () => {
    const admin = await createAdmin(db());
    const inactive = await createAdmin(db(), { isActive: false });
    const client = browserAt(t.app());
    const expected = { error: 'Invalid credentials', code: 'UNAUTHORIZED' };

    const wrong = await client.post('/api/admin/login', { email: admin.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(expected);

    const unknown = await client.post('/api/admin/login', {
      email: 'nobody-here@example.com',
      password: admin.password,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(expected);

    const off = await client.post('/api/admin/login', { email: inactive.email, password: inactive.password });
    expect(off.status).toBe(401);
    expect(off.body).toEqual(expected);

    expect(wrong.setCookies.concat(unknown.setCookies, off.setCookies)).toEqual([]);
    const rows = await db().select().from(sessions).where(eq(sessions.adminId, admin.id));
    expect(rows).toHaveLength(0);
  });

  it('a student account cannot sign in as an administrator', async () => {
    const student = await createStudent(db());
    const res = await browserAt(t.app()).post('/api/admin/login', {
      email: student.email,
      password: student.password,
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Invalid credentials', code: 'UNAUTHORIZED' });
  });

  it('requires both e-mail and password', async () => {
    const client = browserAt(t.app());
    const noPassword = await client.post('/api/admin/login', { email: 'a@example.com' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ error: 'Password is required', code: 'BAD_REQUEST' });
    const noEmail = await client.post('/api/admin/login', { password: 'whatever' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ error: 'Email is required', code: 'BAD_REQUEST' });
    const empty = await client.post('/api/admin/login', { email: 'a@example.com', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Password is required');
  });

  it('issues a new token on every login and ends the previous session of that browser', async () => {
    const admin = await createAdmin(db());
    const client = browserAt(t.app());
    const first = await client.post('/api/admin/login', { email: admin.email, password: admin.password });
    const second = await client.post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(second.status).toBe(200);
    expect(second.body.sessionToken).not.toBe(first.body.sessionToken);
    expect(await sessionRow(first.body.sessionToken)).toBeUndefined();
    expect(await sessionRow(second.body.sessionToken)).toBeDefined();
    const stale = await browserAt(t.app()).get('/api/admin/session', bearer(first.body.sessionToken));
    expect(stale.body.authenticated).toBe(false);
  });
});

describe('admin session', () => {
  it('is authenticated through the cookie and, with no cookie, through the bearer header', async () => {
    const admin = await createAdmin(db(), { firstName: 'Ada' });
    const browser = browserAt(t.app());
    const login = await browser.post('/api/admin/login', { email: admin.email, password: admin.password });
    const expected = {
      authenticated: true,
      admin: { id: admin.id, firstName: 'Ada', lastName: null, email: admin.email },
    };

    const viaCookie = await browser.get('/api/admin/session');
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body).toEqual(expected);

    const apiClient = browserAt(t.app());
    const viaBearer = await apiClient.get('/api/admin/session', bearer(login.body.sessionToken));
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body).toEqual(expected);
  });

  it('is not authenticated with no credentials, a bad bearer token, a bad cookie or a malformed header', async () => {
    const client = browserAt(t.app());
    const none = await client.get('/api/admin/session');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ authenticated: false, admin: null });

    for (const authorization of [
      'Bearer not-a-real-token',
      `Bearer ${'x'.repeat(500)}`,
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      'bearer',
    ]) {
      const res = await client.get('/api/admin/session', { authorization });
      expect(res.status, authorization).toBe(200);
      expect(res.body, authorization).toEqual({ authenticated: false, admin: null });
    }

    const forged = browserAt(t.app());
    forged.cookies.set('admin_session', 'forged-token-value');
    const res = await forged.get('/api/admin/session');
    expect(res.body).toEqual({ authenticated: false, admin: null });
    // The dead cookie is cleared.
    expect(forged.cookies.has('admin_session')).toBe(false);
  });

  it("the SHA-256 stored in the database is not itself a token (a leaked sessions table can't be replayed)", async () => {
    const admin = await createAdmin(db());
    const login = await browserAt(t.app()).post('/api/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    const stored = sha256Hex(login.body.sessionToken);
    const replay = await browserAt(t.app()).get('/api/admin/session', bearer(stored));
    expect(replay.body.authenticated).toBe(false);
  });

  it('a student session does not authenticate as an admin', async () => {
    const student = await createStudent(db());
    const client = browserAt(t.app());
    await client.post('/api/auth/student/login', { email: student.email, password: student.password });
    const token = client.cookies.get('student_session')!;
    expect((await client.get('/api/admin/session')).body.authenticated).toBe(false);
    expect((await browserAt(t.app()).get('/api/admin/session', bearer(token))).body.authenticated).toBe(
      false,
    );
    const crossed = browserAt(t.app());
    crossed.cookies.set('admin_session', token);
    expect((await crossed.get('/api/admin/session')).body.authenticated).toBe(false);
  });

  it('ends when the admin is deactivated', async () => {
    const admin = await createAdmin(db());
    const client = browserAt(t.app());
    const login = await client.post('/api/admin/login', { email: admin.email, password: admin.password });
    await db().update(admins).set({ isActive: false }).where(eq(admins.id, admin.id));
    expect((await client.get('/api/admin/session')).body).toEqual({ authenticated: false, admin: null });
    expect(await sessionRow(login.body.sessionToken)).toBeUndefined();
  });
});

describe('admin logout', () => {
  it('deletes the session row; the old token no longer works through the bearer header', async () => {
    const admin = await createAdmin(db());
    const client = browserAt(t.app());
    const login = await client.post('/api/admin/login', { email: admin.email, password: admin.password });
    const token = login.body.sessionToken as string;
    expect(await sessionRow(token)).toBeDefined();

    const out = await client.post('/api/admin/logout');
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true });
    expect(out.setCookies.some((c) => /^admin_session=;/.test(c))).toBe(true);
    expect(client.cookies.has('admin_session')).toBe(false);
    expect(await sessionRow(token)).toBeUndefined();

    const replay = await browserAt(t.app()).get('/api/admin/session', bearer(token));
    expect(replay.body).toEqual({ authenticated: false, admin: null });
  });

  it('an API client can log out with only the bearer header', async () => {
    const admin = await createAdmin(db());
    const login = await browserAt(t.app()).post('/api/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    const token = login.body.sessionToken as string;
    const api = browserAt(t.app());
    expect((await api.post('/api/admin/logout', undefined, bearer(token))).status).toBe(200);
    expect(await sessionRow(token)).toBeUndefined();
    expect((await api.get('/api/admin/session', bearer(token))).body.authenticated).toBe(false);
  });

  it("logging out one browser leaves the admin's other sessions alone", async () => {
    const admin = await createAdmin(db());
    const laptop = browserAt(t.app());
    const phone = browserAt(t.app());
    await laptop.post('/api/admin/login', { email: admin.email, password: admin.password });
    await phone.post('/api/admin/login', { email: admin.email, password: admin.password });
    await laptop.post('/api/admin/logout');
    expect((await laptop.get('/api/admin/session')).body.authenticated).toBe(false);
    expect((await phone.get('/api/admin/session')).body.authenticated).toBe(true);
  });
});

describe('student and admin sessions cannot coexist in one browser', () => {
  it('admin login ends the student session: row deleted, student cookie cleared', async () => {
    const student = await createStudent(db());
    const admin = await createAdmin(db());
    const browser = browserAt(t.app());
    await browser.post('/api/auth/student/login', { email: student.email, password: student.password });
    const studentToken = browser.cookies.get('student_session')!;
    expect(await sessionRow(studentToken)).toBeDefined();

    const login = await browser.post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
    expect(login.setCookies.some((c) => /^student_session=;/.test(c))).toBe(true);
    expect(browser.cookies.has('student_session')).toBe(false);
    expect(await sessionRow(studentToken)).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.studentId, student.id))).toEqual([]);

    const replay = browserAt(t.app());
    replay.cookies.set('student_session', studentToken);
    expect((await replay.get('/api/auth/student/session')).body.authenticated).toBe(false);
    expect((await browser.get('/api/admin/session')).body.authenticated).toBe(true);
  });

  it('student login ends the admin session: row deleted, admin cookie cleared', async () => {
    const student = await createStudent(db());
    const admin = await createAdmin(db());
    const browser = browserAt(t.app());
    const adminLogin = await browser.post('/api/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    const adminToken = adminLogin.body.sessionToken as string;

    const login = await browser.post('/api/auth/student/login', {
      email: student.email,
      password: student.password,
    });
    expect(login.status).toBe(200);
    expect(login.setCookies.some((c) => /^admin_session=;/.test(c))).toBe(true);
    expect(browser.cookies.has('admin_session')).toBe(false);
    expect(await sessionRow(adminToken)).toBeUndefined();
    expect((await browserAt(t.app()).get('/api/admin/session', bearer(adminToken))).body).toEqual({
      authenticated: false,
      admin: null,
    });
    expect((await browser.get('/api/auth/student/session')).body.authenticated).toBe(true);
  });

  it('a failed admin login leaves the student signed in', async () => {
    const student = await createStudent(db());
    const browser = browserAt(t.app());
    await browser.post('/api/auth/student/login', { email: student.email, password: student.password });
    const res = await browser.post('/api/admin/login', { email: 'ghost@example.com', password: 'nope-nope' });
    expect(res.status).toBe(401);
    expect((await browser.get('/api/auth/student/session')).body.authenticated).toBe(true);
  });
});

describe('admin auth over tRPC', () => {
  it('auth.adminLogin takes a JSON body {email, password} and sets the cookie; auth.adminSession reads it', async () => {
    const admin = await createAdmin(db(), { firstName: 'Tess' });
    const browser = browserAt(t.app());
    const login = await browser.post('/trpc/auth.adminLogin', {
      email: admin.email,
      password: admin.password,
    });
    expect(login.status).toBe(200);
    const data = login.body.result.data;
    expect(data).toEqual({
      sessionToken: expect.any(String),
      admin: { id: admin.id, firstName: 'Tess', lastName: null, email: admin.email, language: null },
    });
    expect(login.setCookies.find((c) => c.startsWith('admin_session='))).toMatch(/HttpOnly/i);
    expect(browser.cookies.get('admin_session')).toBe(data.sessionToken);

    const session = await browser.get('/trpc/auth.adminSession');
    expect(session.status).toBe(200);
    expect(session.body.result.data).toEqual({
      authenticated: true,
      admin: { id: admin.id, firstName: 'Tess', lastName: null, email: admin.email, language: null },
    });

    const viaBearer = await browserAt(t.app()).get('/trpc/auth.adminSession', bearer(data.sessionToken));
    expect(viaBearer.body.result.data.authenticated).toBe(true);

    const anonymous = await browserAt(t.app()).get('/trpc/auth.adminSession');
    expect(anonymous.body.result.data).toEqual({ authenticated: false, admin: null });

    // The tRPC client sends a JSON content type and no body for a mutation without input.
    const out = await browser.post('/trpc/auth.adminLogout', undefined, {
      'content-type': 'application/json',
    });
    expect(out.status).toBe(200);
    expect(await sessionRow(data.sessionToken)).toBeUndefined();
    expect((await browser.get('/trpc/auth.adminSession')).body.result.data.authenticated).toBe(false);
  });

  it('auth.adminLogin refuses a wrong password with 401 and the same message', async () => {
    const admin = await createAdmin(db());
    const res = await browserAt(t.app()).post('/trpc/auth.adminLogin', {
      email: admin.email,
      password: 'wrong-password',
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid credentials');
    expect(res.body.error.data.code).toBe('UNAUTHORIZED');
    expect(res.setCookies).toEqual([]);
  });

  it('auth.adminLogin over tRPC also ends the student session of that browser', async () => {
    const student = await createStudent(db());
    const admin = await createAdmin(db());
    const browser = browserAt(t.app());
    await browser.post('/trpc/auth.studentLogin', { email: student.email, password: student.password });
    const studentToken = browser.cookies.get('student_session')!;
    expect(studentToken).toBeDefined();
    await browser.post('/trpc/auth.adminLogin', { email: admin.email, password: admin.password });
    expect(browser.cookies.has('student_session')).toBe(false);
    expect(await sessionRow(studentToken)).toBeUndefined();
  });

  it('a mutation cannot be run with GET (no state change on GET)', async () => {
    const admin = await createAdmin(db());
    const input = encodeURIComponent(JSON.stringify({ email: admin.email, password: admin.password }));
    const res = await browserAt(t.app()).get(`/trpc/auth.adminLogin?input=${input}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.setCookies).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.adminId, admin.id))).toEqual([]);
  });
});
