import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundEmails, passwordResetTokens, sessions, students } from '../../src/server/db/schema';
import { revealBody } from '../../src/server/kernel/outbox';
import { FORGOT_PASSWORD_NEUTRAL } from '../../src/shared/schemas/auth';
import { createStudent } from '../factories/people';
import { TestClient } from '../setup/http';
import { createTestApp } from '../setup/test-app';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const db = t.db;

describe('student signup', () => {
  it('creates the student, queues the temporary-password e-mail and returns the password without SMTP', async () => {
    const client = new TestClient(t.app());
    const res = await client.post('/api/auth/student/signup', {
      name: 'Maya Patel',
      email: 'Maya@Example.com',
      phone: '604-555-0101',
    });
    expect(res.status).toBe(201);
    expect(res.body.student).toMatchObject({
      name: 'Maya Patel',
      email: 'Maya@Example.com',
      phone: '604-555-0101',
    });
    expect(res.body.temporaryPassword).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);

    const [mail] = await db()
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.studentId, res.body.student.id));
    expect(mail!.kind).toBe('temporary_password');
    expect(mail!.bodyText).not.toContain(res.body.temporaryPassword);
    expect(revealBody(mail!.bodyText, mail!.secretCiphertext, t.get().services.secretBox)).toContain(
      res.body.temporaryPassword,
    );

    const login = await client.post('/api/auth/student/login', {
      email: 'maya@example.com',
      password: res.body.temporaryPassword,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, student: { email: 'Maya@Example.com' } });
  });

  it('requires name, email and phone with clear messages', async () => {
    const client = new TestClient(t.app());
    expect(
      (await client.post('/api/auth/student/signup', { email: 'a@b.co', phone: '604-555-0101' })).body,
    ).toEqual({
      error: 'Name is required',
      code: 'BAD_REQUEST',
    });
    expect(
      (await client.post('/api/auth/student/signup', { name: 'A', email: 'nope', phone: '604-555-0101' }))
        .body.error,
    ).toBe('Invalid email address');
    expect(
      (await client.post('/api/auth/student/signup', { name: 'A', email: 'a@b.co', phone: '' })).body.error,
    ).toBe('Phone is required');
  });

  it('refuses a second account with the same e-mail in any letter case', async () => {
    const client = new TestClient(t.app());
    await client.post('/api/auth/student/signup', {
      name: 'One',
      email: 'dup@example.com',
      phone: '604-555-0101',
    });
    const again = await client.post('/api/auth/student/signup', {
      name: 'Two',
      email: 'DUP@example.com',
      phone: '604-555-0101',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('An account with this email already exists.');
  });

  it('does not return the temporary password when SMTP is configured', async () => {
    const smtp = await createTestApp({}, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const res = await new TestClient(smtp.app).post('/api/auth/student/signup', {
        name: 'S',
        email: 's@example.com',
        phone: '604-555-0101',
      });
      expect(res.status).toBe(201);
      expect(res.body.temporaryPassword).toBeUndefined();
    } finally {
      await smtp.close();
    }
  });
});

describe('student login, session and logout', () => {
  it('logs in, reports the session, and logout ends it on the server', async () => {
    const student = await createStudent(db(), { name: 'Lee' });
    const client = new TestClient(t.app());
    expect((await client.get('/api/auth/student/session')).body).toEqual({
      authenticated: false,
      student: null,
    });

    const login = await client.post('/api/auth/student/login', {
      email: student.email,
      password: student.password,
    });
    expect(login.status).toBe(200);
    const cookie = login.setCookies.find((c) => c.startsWith('student_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = client.cookies.get('student_session')!;

    const session = await client.get('/api/auth/student/session');
    expect(session.body).toMatchObject({ authenticated: true, student: { id: student.id, name: 'Lee' } });
    expect(JSON.stringify(session.body)).not.toMatch(/password/i);

    expect((await client.post('/api/auth/student/logout')).status).toBe(200);
    const rows = await db().select().from(sessions).where(eq(sessions.studentId, student.id));
    expect(rows).toHaveLength(0);
    // The old token is dead even if someone kept it.
    const replay = new TestClient(t.app());
    replay.cookies.set('student_session', token);
    expect((await replay.get('/api/auth/student/session')).body.authenticated).toBe(false);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const student = await createStudent(db());
    const client = new TestClient(t.app());
    const wrong = await client.post('/api/auth/student/login', {
      email: student.email,
      password: 'nope-nope',
    });
    const unknown = await client.post('/api/auth/student/login', {
      email: 'ghost@example.com',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });
});

describe('forgot and reset password', () => {
  it('answers neutrally, and the emailed single-use link sets a new password and signs out everywhere', async () => {
    const student = await createStudent(db());
    const device = new TestClient(t.app());
    await device.post('/api/auth/student/login', { email: student.email, password: student.password });

    const client = new TestClient(t.app());
    const known = await client.post('/api/auth/student/forgot-password', { email: student.email });
    const unknown = await client.post('/api/auth/student/forgot-password', { email: 'nobody@example.com' });
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_NEUTRAL });
    expect(unknown.body).toEqual(known.body);

    const [mail] = await db().select().from(outboundEmails).where(eq(outboundEmails.studentId, student.id));
    const body = revealBody(mail!.bodyText, mail!.secretCiphertext, t.get().services.secretBox);
    const token = /token=([a-z0-9]+)/.exec(body)![1]!;
    const [stored] = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.studentId, student.id));
    expect(stored!.id).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const reset = await client.post('/api/auth/student/reset-password', {
      token,
      newPassword: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect((await device.get('/api/auth/student/session')).body.authenticated).toBe(false);
    const again = await client.post('/api/auth/student/reset-password', {
      token,
      newPassword: 'another-pass',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This password reset link is invalid or has expired.');
    expect(
      (await client.post('/api/auth/student/login', { email: student.email, password: 'brand-new-pass' }))
        .status,
    ).toBe(200);
  });
});

describe('change password', () => {
  it('enforces the minimum length, only for the own account, and ends other sessions', async () => {
    const student = await createStudent(db());
    const other = await createStudent(db());
    const phone = new TestClient(t.app());
    await phone.post('/api/auth/student/login', { email: student.email, password: student.password });
    const client = new TestClient(t.app());
    await client.post('/api/auth/student/login', { email: student.email, password: student.password });

    const short = await client.post(`/api/students/${student.id}/change-password`, { newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Password must be at least 6 characters long.');

    const foreign = await client.post(`/api/students/${other.id}/change-password`, {
      newPassword: 'hijack-123',
    });
    expect(foreign.status).toBe(404);

    const wrongCurrent = await client.post(`/api/students/${student.id}/change-password`, {
      currentPassword: 'not-it',
      newPassword: 'changed-123',
    });
    expect(wrongCurrent.status).toBe(400);

    const ok = await client.post(`/api/students/${student.id}/change-password`, {
      currentPassword: student.password,
      newPassword: 'changed-123',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/student/session')).body.authenticated).toBe(true);
    expect((await phone.get('/api/auth/student/session')).body.authenticated).toBe(false);
    const [row] = await db().select().from(students).where(eq(students.id, student.id));
    expect(row!.passwordIsTemporary).toBe(false);

    const anonymous = await new TestClient(t.app()).post(`/api/students/${student.id}/change-password`, {
      newPassword: 'x-123456',
    });
    expect(anonymous.status).toBe(401);
  });
});
