/**
 * Deleting a student (decision 005), notes, Login Info's temporary passwords (design §4) and the
 * profile's money reads: nothing financial ever disappears, no password is ever shown but once.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookings,
  ledgerEntries,
  outboundEmails,
  payments,
  studentCredits,
  studentNotes,
  students,
} from '../../src/server/db/schema';
import { verifyPassword } from '../../src/server/modules/auth/passwords';
import { STUDENT_MESSAGES } from '../../src/shared/schemas/students';
import { classIn, grantCredit } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType, signedInStudent, trpc } from '../factories/classes';
import { dumpDatabase } from '../factories/db-inspect';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdminAndStudent(t);
const db = t.db;

const bookAs = (browser: ReturnType<typeof browserAt>, studentId: number, classInstanceId: number) =>
  browser.post('/api/student-bookings', { studentId, classInstanceId });

describe('DELETE /api/students/{id}', () => {
  it('a student with no history is deleted outright, with their notes', async () => {
    const s = await createStudent(db());
    await trpc(admin().browser, 'students.addNote', { studentId: s.id, content: 'Called once' }, 'mutation');
    const plan = await admin().browser.get(`/api/students/${s.id}/delete-plan`);
    expect(plan.body).toEqual({ hasHistory: false, futureBookings: 0 });
    const res = await admin().browser.request('DELETE', `/api/students/${s.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, outcome: 'deleted', cancelledBookings: 0 });
    expect(await countOf(db(), 'students', `id = ${s.id}`)).toBe(0);
    expect(await countOf(db(), 'student_notes', `student_id = ${s.id}`)).toBe(0);
    expect((await admin().browser.get(`/api/students/${s.id}`)).status).toBe(404);
  });

  it('a student with history is archived: signed out, hidden, future bookings cancelled, every money row kept', async () => {
    const type = await insertClassType(db(), { name: 'Barre', priceCents: 2000 });
    const past = await classIn(db(), type.id, -48);
    const future = await classIn(db(), type.id, 72);
    const me = await signedInStudent(t.app(), db(), { name: 'Leaving Lee' });
    // A past class attended (booked by the admin as a drop-in) and a future one booked by the student.
    const dropIn = await trpc(
      admin().browser,
      'bookings.book',
      { studentId: me.student.id, classInstanceId: past.id },
      'mutation',
    );
    expect(dropIn.status, dropIn.error).toBe(200);
    expect((await bookAs(me.browser, me.student.id, future.id)).status).toBe(201);
    const ledgerBefore = await countOf(db(), 'ledger_entries', `student_id = ${me.student.id}`);

    const plan = await admin().browser.get(`/api/students/${me.student.id}/delete-plan`);
    expect(plan.body).toEqual({ hasHistory: true, futureBookings: 1 });
    const res = await admin().browser.request('DELETE', `/api/students/${me.student.id}`);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('archived');
    expect(res.body.cancelledBookings).toBe(1);
    expect(res.body.message).toContain('Leaving Lee has been removed');

    const [row] = await db().select().from(students).where(eq(students.id, me.student.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.status).toBe('inactive');
    expect(await countOf(db(), 'sessions', `student_id = ${me.student.id}`)).toBe(0);
    expect((await me.browser.get('/api/auth/student/session')).body.authenticated).toBe(false);
    expect(
      (
        await browserAt(t.app()).post('/api/auth/student/login', {
          email: me.student.email,
          password: me.student.password,
        })
      ).status,
    ).toBe(401);

    const rows = await db().select().from(bookings).where(eq(bookings.studentId, me.student.id));
    expect(rows.find((b) => b.classInstanceId === past.id)!.status).toBe('confirmed');
    expect(rows.find((b) => b.classInstanceId === future.id)!.status).toBe('cancelled');
    // Append-only: the earlier entries are all still there, plus the reversal of the unpaid future
    // class (nothing was paid for it, so no credit: decision 027).
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.studentId, me.student.id));
    expect(ledger.length).toBe(ledgerBefore + 1);
    expect(ledger.map((e) => e.entryType).sort()).toEqual(['charge', 'charge', 'charge_reversal']);
    expect(
      await db().select().from(studentCredits).where(eq(studentCredits.studentId, me.student.id)),
    ).toEqual([]);

    // Hidden from every list and picker; its address is free for a new student.
    for (const path of [
      '/api/students',
      `/api/students/page?search=${encodeURIComponent(me.student.email)}`,
    ]) {
      const list = await admin().browser.get(path);
      const ids = (Array.isArray(list.body) ? list.body : list.body.rows).map((s: { id: number }) => s.id);
      expect(ids).not.toContain(me.student.id);
    }
    const options = await trpc(admin().browser, 'students.options', undefined, 'query');
    expect(options.data.map((s: { id: number }) => s.id)).not.toContain(me.student.id);
    const again = await admin().browser.post('/api/students', {
      name: 'Lee Returns',
      email: me.student.email,
      customPassword: 'welcome-back-1',
    });
    expect(again.status).toBe(201);
    expect((await admin().browser.request('DELETE', `/api/students/${me.student.id}`)).status).toBe(404);
  });

  it('a student with a payment on file keeps it when deleted', async () => {
    const s = await createStudent(db());
    const [payment] = await db()
      .insert(payments)
      .values({ studentId: s.id, amountCents: 5000, netCents: 5000, method: 'cash' })
      .returning();
    await db().insert(ledgerEntries).values({
      studentId: s.id,
      entryType: 'payment',
      amountCents: 5000,
      paymentId: payment!.id,
      description: 'Cash',
    });
    const res = await admin().browser.request('DELETE', `/api/students/${s.id}`);
    expect(res.body.outcome).toBe('archived');
    expect(await countOf(db(), 'payments', `student_id = ${s.id}`)).toBe(1);
    expect(await countOf(db(), 'ledger_entries', `student_id = ${s.id}`)).toBe(1);
  });

  it('unknown id: 404; a malformed id: 400', async () => {
    expect((await admin().browser.request('DELETE', '/api/students/999999')).status).toBe(404);
    expect((await admin().browser.request('DELETE', '/api/students/abc')).status).toBe(400);
  });
});

describe('notes', () => {
  it('createdBy is the signed-in administrator whatever the body says; newest first', async () => {
    const s = await createStudent(db());
    for (const content of ['First note', 'Second note']) {
      const res = await admin().browser.post('/api/student-notes', {
        studentId: s.id,
        content,
        createdBy: 'Mallory',
      });
      expect(res.status).toBe(201);
      expect(res.body.createdBy).toBe('Ada');
    }
    const list = await admin().browser.get(`/api/student-notes/${s.id}`);
    expect(list.status).toBe(200);
    expect(list.body.map((n: { content: string }) => n.content)).toEqual(['Second note', 'First note']);
    const [stored] = await db().select().from(studentNotes).where(eq(studentNotes.studentId, s.id)).limit(1);
    expect(stored!.createdByAdminId).toBe(admin().admin.id);
  });

  it('"Please enter a note" for an empty one; 404 for an unknown student; nothing written', async () => {
    const s = await createStudent(db());
    for (const content of ['', '   ', undefined]) {
      const res = await admin().browser.post('/api/student-notes', { studentId: s.id, content });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(STUDENT_MESSAGES.noteRequired);
    }
    const unknown = await admin().browser.post('/api/student-notes', { studentId: 999999, content: 'Hi' });
    expect(unknown.status).toBe(404);
    expect((await admin().browser.get('/api/student-notes/999999')).status).toBe(404);
    expect(await countOf(db(), 'student_notes', `student_id = ${s.id}`)).toBe(0);
  });
});

describe('Login Info', () => {
  it('searches by any part of the e-mail in any case; says whether a password is set, when, and the last sign-in', async () => {
    const tag = `li${Date.now().toString(36)}`;
    const withPassword = await createStudent(db(), {
      email: `${tag}-has@example.com`,
      passwordChangedAt: new Date('2026-01-02T03:04:05Z'),
    });
    const without = await createStudent(db(), { email: `${tag}-none@example.com`, passwordHash: null });
    await browserAt(t.app()).post('/api/auth/student/login', {
      email: withPassword.email,
      password: withPassword.password,
    });
    const res = await admin().browser.get(`/api/admin/login-info?search=${tag.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const byEmail = Object.fromEntries(res.body.rows.map((r: { email: string }) => [r.email, r]));
    expect(byEmail[withPassword.email]).toMatchObject({
      hasPassword: true,
      passwordIsTemporary: false,
      passwordChangedAt: '2026-01-02T03:04:05.000Z',
      activeSessions: 1,
    });
    expect(byEmail[withPassword.email].lastSignInAt).not.toBeNull();
    expect(byEmail[without.email]).toMatchObject({
      hasPassword: false,
      lastSignInAt: null,
      activeSessions: 0,
    });
    // No hash, no password: nothing of the kind is in the answer.
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|"password"/);
    const percent = await admin().browser.get('/api/admin/login-info?search=%25');
    expect(percent.body.total).toBe(0);
  });

  it('a temporary password shown once: the old one stops working, every session ends, only the hash is kept', async () => {
    const me = await signedInStudent(t.app(), db());
    const res = await trpc(
      admin().browser,
      'students.issueTemporaryPassword',
      { studentId: me.student.id, delivery: 'show' },
      'mutation',
    );
    expect(res.status, res.error).toBe(200);
    const password = res.data.temporaryPassword as string;
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    expect(res.data.endedSessions).toBe(1);
    expect(res.data.email).toBeNull();
    expect((await me.browser.get('/api/auth/student/session')).body.authenticated).toBe(false);
    const login = (p: string) =>
      browserAt(t.app()).post('/api/auth/student/login', { email: me.student.email, password: p });
    expect((await login(me.student.password)).status).toBe(401);
    expect((await login(password)).status).toBe(200);
    const [row] = await db().select().from(students).where(eq(students.id, me.student.id));
    expect(row!.passwordIsTemporary).toBe(true);
    expect([...(await dumpDatabase(db())).values()].join('\n')).not.toContain(password);
    const info = await admin().browser.get(
      `/api/admin/login-info?search=${encodeURIComponent(me.student.email)}`,
    );
    expect(info.body.rows[0].passwordIsTemporary).toBe(true);
  });

  it('e-mailed: the password goes sealed into the outbox and is not in the answer', async () => {
    const s = await createStudent(db());
    const res = await admin().browser.post(`/api/admin/login-info/${s.id}/temporary-password`, {
      delivery: 'email',
    });
    expect(res.status).toBe(200);
    expect(res.body.temporaryPassword).toBeNull();
    expect(res.body.message).toContain('no mail server is configured');
    const [mail] = await db()
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.studentId, s.id), eq(outboundEmails.kind, 'temporary_password')));
    expect(mail!.subject).toBe('Your new temporary password');
    const secret = t.get().services.secretBox.open(mail!.secretCiphertext!);
    const [row] = await db().select().from(students).where(eq(students.id, s.id));
    expect(await verifyPassword(row!.passwordHash, secret)).toBe(true);
  });

  it('bad input: 400 with a clear message; unknown student: 404', async () => {
    const bad = await admin().browser.post('/api/admin/login-info/1/temporary-password', { delivery: 'sms' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('delivery must be show, email or both');
    const unknown = await admin().browser.post('/api/admin/login-info/999999/temporary-password', {
      delivery: 'show',
    });
    expect(unknown.status).toBe(404);
  });
});

describe("the profile's money reads", () => {
  it('payments from the ledger and the Credit Balance Summary', async () => {
    const type = await insertClassType(db(), { priceCents: 2500 });
    const instance = await classIn(db(), type.id, 72, { priceCents: 2500 });
    const s = await createStudent(db());
    await trpc(
      admin().browser,
      'bookings.book',
      { studentId: s.id, classInstanceId: instance.id },
      'mutation',
    );
    const [payment] = await db()
      .insert(payments)
      .values({ studentId: s.id, amountCents: 1000, netCents: 1000, method: 'e_transfer', notes: 'Part' })
      .returning();
    await db().insert(ledgerEntries).values({
      studentId: s.id,
      entryType: 'payment',
      amountCents: 1000,
      paymentId: payment!.id,
      description: 'e-Transfer',
    });
    await grantCredit(db(), s.id, 700);
    const list = await admin().browser.get(`/api/payments/student/${s.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ amount: '10.00', paymentMethod: 'e_transfer', notes: 'Part' });
    const summary = await admin().browser.get(`/api/payments/student/${s.id}/summary`);
    expect(summary.body).toEqual({
      studentId: s.id,
      totalPayments: '10.00',
      totalCharges: '25.00',
      // One balance: the 7.00 of credit pays toward the class, so 8.00 is owed and no credit is left.
      availableCredit: '0.00',
      outstanding: '8.00',
    });
  });
});
