/**
 * Student management by the administrator (spec 02 §2, §5, §7, §8; issue 10): add with the two login
 * set-ups, edit e-mail / status / secondary contact, the spec's messages, e-mail unique in any case,
 * nothing half-written on bad input; what a student may not change; what status means.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outboundEmails, sessions, students } from '../../src/server/db/schema';
import { verifyPassword } from '../../src/server/modules/auth/passwords';
import { STUDENT_MESSAGES } from '../../src/shared/schemas/students';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, signedInStudent, trpc } from '../factories/classes';
import { ARGON2ID_PREFIX, dumpDatabase } from '../factories/db-inspect';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdminAndStudent(t);
const db = t.db;

let serial = 0;
const uniqueEmail = (prefix = 'new') => `${prefix}-${Date.now().toString(36)}-${++serial}@example.com`;
const rowByEmail = async (email: string) =>
  (await db().select().from(students).where(eq(students.email, email)))[0];

const signIn = (email: string, password: string) =>
  browserAt(t.app()).post('/api/auth/student/login', { email, password });

describe('POST /api/students', () => {
  it('"Create password now": stored as argon2id only, the student signs in with it, the spec\'s toast text', async () => {
    const email = uniqueEmail('ana');
    const password = 'Chosen-by-admin-9';
    const res = await admin().browser.post('/api/students', {
      name: '  Ana Admin-Made ',
      email,
      phone: '604-555-0199',
      secondaryContactName: 'Ben Payer',
      secondaryContactEmail: 'ben@example.com',
      secondaryContactPhone: '604-555-0123',
      passwordOption: 'create',
      customPassword: password,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.name).toBe('Ana Admin-Made');
    expect(res.body.message).toBe('Ana Admin-Made has been added with the provided password');
    expect(res.body.status).toBe('active');
    expect(res.body.secondaryContactEmail).toBe('ben@example.com');
    expect(JSON.stringify(res.body)).not.toContain(password);
    const row = (await rowByEmail(email))!;
    expect(row.passwordHash!.startsWith(ARGON2ID_PREFIX)).toBe(true);
    expect(row.passwordIsTemporary).toBe(false);
    const dump = [...(await dumpDatabase(db())).values()].join('\n');
    expect(dump).not.toContain(password);
    expect((await signIn(email, password)).status).toBe(200);
    // No e-mail is sent for a password the administrator chose.
    expect(await countOf(db(), 'outbound_emails', `student_id = ${row.id}`)).toBe(0);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audit!.action).toBe('student.create');
  });

  it('"Send temporary password via email": a 12-character password is sealed in the welcome e-mail, never stored or returned in clear', async () => {
    const email = uniqueEmail('tom');
    const res = await admin().browser.post('/api/students', {
      name: 'Tom Temp',
      email,
      passwordOption: 'email',
    });
    expect(res.status).toBe(201);
    // Without SMTP the studio is told the truth: the e-mail cannot go out.
    expect(res.body.message).toContain('Tom Temp has been added');
    expect(res.body.message).toContain('no mail server is configured');
    expect(res.body.emailDelivery).toMatchObject({ status: 'queued', mailConfigured: false });
    const row = (await rowByEmail(email))!;
    expect(row.passwordIsTemporary).toBe(true);
    const [mail] = await db().select().from(outboundEmails).where(eq(outboundEmails.studentId, row.id));
    expect(mail!.kind).toBe('temporary_password');
    expect(mail!.secretCiphertext).toBeTruthy();
    expect(mail!.bodyText).toContain('{{secret}}');
    const secret = t.get().services.secretBox.open(mail!.secretCiphertext!);
    expect(secret).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    expect(await verifyPassword(row.passwordHash, secret)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(secret);
  });

  it('status may be set at creation; the default is active', async () => {
    const email = uniqueEmail('pen');
    const res = await admin().browser.post('/api/students', {
      name: 'Penny Pending',
      email,
      status: 'pending',
      customPassword: 'pending-pass-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', isActive: false });
  });

  it.each([
    [{ name: '' }, STUDENT_MESSAGES.nameRequired],
    [{ name: '   ' }, STUDENT_MESSAGES.nameRequired],
    [{ email: 'not-an-email' }, STUDENT_MESSAGES.invalidEmail],
    [{ email: '' }, STUDENT_MESSAGES.invalidEmail],
    [{ paymentEmail: 'pay@' }, STUDENT_MESSAGES.invalidPaymentEmail],
    [{ notificationEmail: 'nope' }, STUDENT_MESSAGES.invalidNotificationEmail],
    [{ secondaryContactEmail: 'spouse@@x' }, STUDENT_MESSAGES.invalidSecondaryEmail],
    [{ customPassword: '' }, STUDENT_MESSAGES.passwordRequired],
    [{ customPassword: undefined }, STUDENT_MESSAGES.passwordRequired],
    [{ customPassword: 'abc' }, 'Password must be at least 6 characters long.'],
    [{ status: 'frozen' }, STUDENT_MESSAGES.invalidStatus],
    [{ passwordOption: 'sms' }, STUDENT_MESSAGES.invalidPasswordOption],
    [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
  ])('%j is refused with "%s" and nothing is written', async (change, message) => {
    const before = await countOf(db(), 'students');
    const res = await admin().browser.post('/api/students', {
      name: 'Valid Name',
      email: uniqueEmail('bad'),
      passwordOption: 'create',
      customPassword: 'valid-pass-1',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countOf(db(), 'students')).toBe(before);
  });

  it('an e-mail already used, in any case, is a 409 with a clear message and nothing is written', async () => {
    const existing = await createStudent(db(), { email: uniqueEmail('taken') });
    const before = await countOf(db(), 'students');
    for (const email of [existing.email, existing.email.toUpperCase(), ` ${existing.email} `]) {
      const res = await admin().browser.post('/api/students', {
        name: 'Copy Cat',
        email,
        customPassword: 'copy-pass-1',
      });
      expect(res.status, email).toBe(409);
      expect(res.body.error).toBe(STUDENT_MESSAGES.emailTaken);
    }
    expect(await countOf(db(), 'students')).toBe(before);
    expect(await countOf(db(), 'outbound_emails', `to_email ilike '${existing.email}'`)).toBe(0);
  });

  it('a hostile body (wrong types, huge text, arrays) is a 400, never a 500', async () => {
    const bodies: unknown[] = [
      { name: 42, email: 'a@example.com', customPassword: 'x12345' },
      { name: ['a'], email: 'a@example.com', customPassword: 'x12345' },
      { name: 'A', email: { $ne: '' }, customPassword: 'x12345' },
      { name: 'A', email: 'a@example.com', customPassword: 'x'.repeat(10_000) },
      { name: 'A', email: 'a@example.com', phone: 'x'.repeat(5000), customPassword: 'x12345' },
      [],
      'text',
    ];
    for (const body of bodies) {
      const res = await admin().browser.post('/api/students', body);
      // A body that is not JSON at all is refused by the CSRF rule (415) before it is read.
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(typeof body === 'string' ? 415 : 400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('PUT /api/students/{id}', () => {
  it("the administrator edits e-mail, status and the secondary contact; the spec's update text", async () => {
    const s = await createStudent(db(), { name: 'Edit Me', email: uniqueEmail('edit') });
    const newEmail = uniqueEmail('edited');
    const res = await admin().browser.put(`/api/students/${s.id}`, {
      name: 'Edit Me',
      email: newEmail.toUpperCase(),
      phone: '',
      status: 'pending',
      secondaryContactName: 'Partner',
      secondaryContactEmail: 'partner@example.com',
      secondaryContactPhone: '604-555-0155',
      // The form sends "the same shape" as when creating: ignored on edit.
      passwordOption: 'create',
      customPassword: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Edit Me's information has been updated");
    expect(res.body).toMatchObject({
      email: newEmail.toUpperCase(),
      phone: null,
      status: 'pending',
      secondaryContactName: 'Partner',
      secondaryContactEmail: 'partner@example.com',
    });
    // The student signs in with the new address, in any case.
    expect((await signIn(newEmail, s.password)).status).toBe(200);
    expect((await signIn(s.email, s.password)).status).toBe(401);
  });

  it('changing to an address another student has (any case) is a 409; a bad address a 400; nothing changes', async () => {
    const a = await createStudent(db(), { email: uniqueEmail('a') });
    const b = await createStudent(db(), { email: uniqueEmail('b') });
    const conflict = await admin().browser.put(`/api/students/${b.id}`, { email: a.email.toUpperCase() });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toBe(STUDENT_MESSAGES.emailTaken);
    const bad = await admin().browser.put(`/api/students/${b.id}`, { email: 'broken', name: 'Changed' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(STUDENT_MESSAGES.invalidEmail);
    const badStatus = await admin().browser.put(`/api/students/${b.id}`, { status: 'gone' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toBe(STUDENT_MESSAGES.invalidStatus);
    const row = (await db().select().from(students).where(eq(students.id, b.id)))[0]!;
    expect(row.email).toBe(b.email);
    expect(row.name).toBe(b.name);
  });

  it('a student may not change their own e-mail or status, but may change their secondary contact', async () => {
    const me = await signedInStudent(t.app(), db());
    const email = await me.browser.put(`/api/students/${me.student.id}`, { email: 'mine@example.com' });
    expect(email.status).toBe(400);
    expect(email.body.error).toBe(STUDENT_MESSAGES.emailReadOnly);
    const status = await me.browser.put(`/api/students/${me.student.id}`, { status: 'active' });
    expect(status.status).toBe(400);
    expect(status.body.error).toBe(STUDENT_MESSAGES.statusReadOnly);
    const secondary = await me.browser.put(`/api/students/${me.student.id}`, {
      secondaryContactName: 'My Mum',
      secondaryContactEmail: 'mum@example.com',
    });
    expect(secondary.status).toBe(200);
    expect(secondary.body.secondaryContactName).toBe('My Mum');
    const row = (await db().select().from(students).where(eq(students.id, me.student.id)))[0]!;
    expect(row.email).toBe(me.student.email);
  });

  it('unknown or deleted student: 404 "Student not found"', async () => {
    const res = await admin().browser.put('/api/students/999999', { name: 'Ghost' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(STUDENT_MESSAGES.notFound);
  });
});

describe('what status means (decision 005)', () => {
  it('making a student inactive ends every session at once; they cannot sign in until active again', async () => {
    const me = await signedInStudent(t.app(), db());
    const elsewhere = browserAt(t.app());
    expect(
      (
        await elsewhere.post('/api/auth/student/login', {
          email: me.student.email,
          password: me.student.password,
        })
      ).status,
    ).toBe(200);
    const res = await admin().browser.put(`/api/students/${me.student.id}`, { status: 'inactive' });
    expect(res.status).toBe(200);
    expect(await countOf(db(), 'sessions', `student_id = ${me.student.id}`)).toBe(0);
    for (const browser of [me.browser, elsewhere]) {
      const session = await browser.get('/api/auth/student/session');
      expect(session.body.authenticated).toBe(false);
      expect((await browser.get('/api/student-bookings')).status).toBe(401);
    }
    const refused = await signIn(me.student.email, me.student.password);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(STUDENT_MESSAGES.inactiveSignIn);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(me.student.id)));
    expect(audit!.details).toMatchObject({ status: { from: 'active', to: 'inactive' }, endedSessions: 2 });
    await admin().browser.put(`/api/students/${me.student.id}`, { status: 'active' });
    expect((await signIn(me.student.email, me.student.password)).status).toBe(200);
  });

  it('a pending student signs in and reads their account but cannot book; the administrator can register them', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 72);
    const me = await signedInStudent(t.app(), db(), { status: 'pending' });
    expect((await me.browser.get('/api/auth/student/session')).body.authenticated).toBe(true);
    expect((await me.browser.get(`/api/payments/student/${me.student.id}/outstanding`)).status).toBe(200);
    const refused = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: instance.id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(STUDENT_MESSAGES.pendingBooking);
    expect(await countOf(db(), 'bookings', `student_id = ${me.student.id}`)).toBe(0);
    const byAdmin = await trpc(
      admin().browser,
      'bookings.book',
      { studentId: me.student.id, classInstanceId: instance.id },
      'mutation',
    );
    expect(byAdmin.status, byAdmin.error).toBe(200);
  });

  it('nobody books an inactive student, not even the administrator', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 72);
    const s = await createStudent(db(), { status: 'inactive' });
    const res = await trpc(
      admin().browser,
      'bookings.book',
      { studentId: s.id, classInstanceId: instance.id },
      'mutation',
    );
    expect(res.status).toBe(403);
    expect(res.error).toBe(STUDENT_MESSAGES.inactiveRegistration);
    expect(await countOf(db(), 'bookings', `student_id = ${s.id}`)).toBe(0);
  });

  it('an inactive student gets no password-reset e-mail', async () => {
    const s = await createStudent(db(), { status: 'inactive' });
    const res = await browserAt(t.app()).post('/api/auth/student/forgot-password', { email: s.email });
    expect(res.status).toBe(200);
    expect(await countOf(db(), 'outbound_emails', `student_id = ${s.id}`)).toBe(0);
    expect(await countOf(db(), 'sessions', `student_id = ${s.id}`)).toBe(0);
  });
});

describe('signing in records when', () => {
  it("every sign-in stamps lastSignInAt and replaces this browser's earlier session", async () => {
    const s = await createStudent(db());
    const browser = browserAt(t.app());
    await browser.post('/api/auth/student/login', { email: s.email, password: s.password });
    const first = (await db().select().from(students).where(eq(students.id, s.id)))[0]!.lastSignInAt!;
    expect(Date.now() - first.getTime()).toBeLessThan(60_000);
    await browser.post('/api/auth/student/login', { email: s.email, password: s.password });
    expect(await countOf(db(), 'sessions', `student_id = ${s.id}`)).toBe(1);
    const [row] = await db().select().from(sessions).where(eq(sessions.studentId, s.id));
    expect(row).toBeTruthy();
  });
});
