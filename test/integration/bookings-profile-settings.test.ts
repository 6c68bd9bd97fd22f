import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, students } from '../../src/server/db/schema';
import { startClockAt, useRealClock } from '../../src/server/kernel/time/clock';
import { ZONE_DATA_VERSION } from '../../src/server/kernel/time/zone-data';
import { verifyPassword } from '../../src/server/modules/auth/passwords';
import { STUDENT_COOKIE } from '../../src/server/trpc/context';
import { SETTING_DEFAULTS, STUDENT_SETTING_KEYS } from '../../src/shared/schemas/settings';
import { ZStudentProfile } from '../../src/shared/schemas/students';
import { offsetAt } from '../../src/shared/zone-rules';
import { setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { signedInStudent, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);

const db = t.db;
const rowOf = async (id: number) => (await db().select().from(students).where(eq(students.id, id)))[0]!;

describe('GET /api/settings', () => {
  it('a student reads only the keys students may read, defaults filled in, whatever else is stored', async () => {
    await setSetting(db(), 'eTransferEmail', 'pay@studio.example');
    await setSetting(db(), 'smtpPassword', 'do-not-show');
    await setSetting(db(), 'businessName', 'Calm Studio');
    await setSetting(db(), 'lateFeePercentage', '17');
    const { browser } = await signedInStudent(t.app(), db());
    const res = await browser.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { key: string }) => s.key)).toEqual(STUDENT_SETTING_KEYS);
    for (const key of [
      'payment_method',
      'require_payment_before_booking',
      'eTransferEnabled',
      'bankTransit',
    ]) {
      expect(STUDENT_SETTING_KEYS).toContain(key);
    }
    const map = Object.fromEntries(res.body.map((s: { key: string; value: string }) => [s.key, s.value]));
    expect(map).toMatchObject({
      payment_method: 'invoice',
      eTransferEmail: 'pay@studio.example',
      cashEnabled: 'true',
    });
    expect(map.businessName).toBe('Calm Studio');
    expect(JSON.stringify(res.body)).not.toContain('do-not-show');
    expect(map).not.toHaveProperty('lateFeePercentage');
    expect(map).not.toHaveProperty('autoSuspendOverdueDays');
    // The same values, typed over tRPC ("true" arrives as true), as text pairs over REST.
    const viaTrpc = await trpc(browser, 'settings.list', undefined, 'query');
    expect(viaTrpc.data.cashEnabled).toBe(true);
    expect(Object.entries(viaTrpc.data).map(([key, value]) => ({ key, value: String(value) }))).toEqual(
      res.body,
    );
  });

  it('an administrator reads every key, stored values over the defaults; unknown rows are not settings; no session is 401', async () => {
    const res = await admin().browser.get('/api/settings');
    const map = Object.fromEntries(res.body.map((s: { key: string; value: string }) => [s.key, s.value]));
    expect(map).toMatchObject({
      ...SETTING_DEFAULTS,
      businessName: 'Calm Studio',
      eTransferEmail: 'pay@studio.example',
      lateFeePercentage: '17',
    });
    expect(map).not.toHaveProperty('smtpPassword');
    expect((await browserAt(t.app()).get('/api/settings')).status).toBe(401);
  });
});

describe('GET /api/students/{id}', () => {
  it('own profile for a student; another id is 404 with nothing leaked; admin any; 401 without a session', async () => {
    const me = await signedInStudent(t.app(), db(), { name: 'Pat Profile', medicalNotes: 'Knee' });
    const res = await me.browser.get(`/api/students/${me.student.id}`);
    expect(res.status).toBe(200);
    expect(ZStudentProfile.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      id: me.student.id,
      name: 'Pat Profile',
      medicalNotes: 'Knee',
      isActive: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);

    const other = await createStudent(db(), { medicalNotes: 'Secret condition' });
    const foreign = await me.browser.get(`/api/students/${other.id}`);
    expect(foreign).toMatchObject({ status: 404, body: { error: 'Student not found', code: 'NOT_FOUND' } });
    expect(JSON.stringify(foreign.body)).not.toContain('Secret');
    expect((await admin().browser.get(`/api/students/${other.id}`)).body.medicalNotes).toBe(
      'Secret condition',
    );
    expect((await admin().browser.get('/api/students/999999')).status).toBe(404);
    expect((await browserAt(t.app()).get(`/api/students/${me.student.id}`)).status).toBe(401);
    expect((await me.browser.get('/api/students/abc')).body.error).toBe('Invalid id');
  });
});

describe('PUT /api/students/{id}', () => {
  it('saves only the field sent', async () => {
    const me = await signedInStudent(t.app(), db(), {
      name: 'Sam Saver',
      phone: '604-555-0101',
      medicalNotes: 'Asthma',
    });
    const res = await me.browser.put(`/api/students/${me.student.id}`, { preferredName: 'Sammy' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Sam Saver',
      preferredName: 'Sammy',
      phone: '604-555-0101',
      medicalNotes: 'Asthma',
    });
    await me.browser.put(`/api/students/${me.student.id}`, { phone: '' });
    await me.browser.put(`/api/students/${me.student.id}`, { birthday: '1990-04-05' });
    await me.browser.put(`/api/students/${me.student.id}`, { paymentEmail: 'bills@example.com' });
    const row = await rowOf(me.student.id);
    expect(row).toMatchObject({
      name: 'Sam Saver',
      preferredName: 'Sammy',
      phone: null,
      birthday: '1990-04-05',
      paymentEmail: 'bills@example.com',
      medicalNotes: 'Asthma',
      email: me.student.email,
    });
  });

  it('the primary e-mail is read-only; bad fields are 400 with a clear message; nothing changes', async () => {
    const me = await signedInStudent(t.app(), db(), { name: 'Rita Readonly' });
    const before = await rowOf(me.student.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'new@example.com' }, 'The primary e-mail cannot be changed here'],
      [{ name: '' }, 'Name is required'],
      [{ paymentEmail: 'not-an-email' }, 'Invalid payment email'],
      [{ notificationEmail: 'x@' }, 'Invalid notification email'],
      [{ birthday: '05/04/1990' }, 'Invalid date'],
      [{ password: '123' }, 'Password must be at least 6 characters long.'],
      [{ medicalNotes: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
    ];
    for (const [body, error] of cases) {
      const res = await me.browser.put(`/api/students/${me.student.id}`, body);
      expect({ body: Object.keys(body), status: res.status, error: res.body.error }).toEqual({
        body: Object.keys(body),
        status: 400,
        error,
      });
    }
    const unknown = await me.browser.put(`/api/students/${me.student.id}`, { status: 'inactive' });
    expect(unknown.status).toBe(400);
    expect(await rowOf(me.student.id)).toEqual(before);
  });

  it('another student’s id: 404 and nothing changes; no session: 401', async () => {
    const me = await signedInStudent(t.app(), db());
    const victim = await createStudent(db(), { name: 'Victor Victim' });
    const before = await rowOf(victim.id);
    const res = await me.browser.put(`/api/students/${victim.id}`, {
      name: 'Hacked',
      password: 'hijacked-123',
    });
    expect(res).toMatchObject({ status: 404, body: { error: 'Student not found' } });
    const anonymous = await browserAt(t.app()).put(`/api/students/${victim.id}`, { name: 'Hacked' });
    expect(anonymous.status).toBe(401);
    expect(await rowOf(victim.id)).toEqual(before);
  });

  it('a new password: stored with argon2id, other sessions end, this browser continues', async () => {
    const me = await signedInStudent(t.app(), db());
    const elsewhere = browserAt(t.app());
    await elsewhere.post('/api/auth/student/login', {
      email: me.student.email,
      password: me.student.password,
    });
    expect((await elsewhere.get('/api/auth/student/session')).body.authenticated).toBe(true);
    const oldCookie = me.browser.cookies.get(STUDENT_COOKIE);

    const res = await me.browser.put(`/api/students/${me.student.id}`, { password: 'brand-new-pass' });
    expect(res.status).toBe(200);
    expect(me.browser.cookies.get(STUDENT_COOKIE)).not.toBe(oldCookie);
    expect((await me.browser.get('/api/auth/student/session')).body.authenticated).toBe(true);
    expect((await elsewhere.get('/api/auth/student/session')).body.authenticated).toBe(false);
    const row = await rowOf(me.student.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, 'brand-new-pass')).toBe(true);
  });

  it('an administrator edits the same fields of any student (audited, values not logged)', async () => {
    const student = await createStudent(db(), { name: 'Ada Edited' });
    const victimSession = browserAt(t.app());
    await victimSession.post('/api/auth/student/login', { email: student.email, password: student.password });
    const res = await trpc(
      admin().browser,
      'students.update',
      { id: student.id, emergencyContact: 'Bob 555', password: 'set-by-admin-1' },
      'mutation',
    );
    expect(res.status, res.error).toBe(200);
    expect(res.data.student.emergencyContact).toBe('Bob 555');
    expect((await victimSession.get('/api/auth/student/session')).body.authenticated).toBe(false);
    expect(admin().browser.cookies.has(STUDENT_COOKIE)).toBe(false);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(student.id)));
    expect(audit).toMatchObject({ action: 'student.update', adminId: admin().admin.id });
    expect(audit!.details).toEqual({ fields: ['emergencyContact', 'password'] });
    expect(JSON.stringify(audit)).not.toContain('Bob 555');
  });
});

describe('settings.clock (what browsers use for "today")', () => {
  it("answers the studio's now, today, time and offset from the server's zone data, with its rules", async () => {
    // 23:30 on the B.C. clock: the 2025c data of Node 20 said 22:30, and Chromium said 23:30.
    startClockAt(new Date('2026-12-02T06:30:00Z'));
    try {
      const res = await trpc(browserAt(t.app()), 'settings.clock', undefined, 'query');
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        timeZone: SETTING_DEFAULTS.timezone,
        today: '2026-12-01',
        time: '23:30',
        offsetMinutes: -420,
        abbreviation: 'MST',
      });
      expect(Math.abs(Date.parse(res.data.now) - Date.parse('2026-12-02T06:30:00Z'))).toBeLessThan(5_000);
      expect(res.data.rules.version).toBe(ZONE_DATA_VERSION);
      expect(offsetAt(res.data.rules, Date.parse('2026-07-01T00:00:00Z'))).toBe(-420);
      expect(offsetAt(res.data.rules, Date.parse('2026-01-01T00:00:00Z'))).toBe(-480);
    } finally {
      useRealClock();
    }
  });

  it('follows the timezone setting', async () => {
    await setSetting(t.db(), 'timezone', 'Asia/Kolkata');
    try {
      const res = await trpc(browserAt(t.app()), 'settings.clock', undefined, 'query');
      expect(res.data).toMatchObject({ timeZone: 'Asia/Kolkata', offsetMinutes: 330 });
    } finally {
      await setSetting(t.db(), 'timezone', SETTING_DEFAULTS.timezone);
    }
  });
});
