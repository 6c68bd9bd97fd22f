/**
 * The authorization matrix, generated from the app itself (issue 15 §3): every `/api` route the app
 * registers and every tRPC procedure, called with no session, with a student's session, with a
 * deactivated student's and an expired session, and with another student's ids. A route is public
 * or open to students only when it is declared below with its reason, so a new route without a role
 * is a failing test. Nothing another student owns may appear in an answer or change.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/app-router';
import { bookings, sessions, students, waitlistEntries } from '../../src/server/db/schema';
import { executeRows } from '../../src/server/kernel/sql-rows';
import { routesOf } from '../../src/server/route-registry';
import { classIn } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, insertSchedule, signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import type { TestClient } from '../setup/http';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
const { admin } = signInAdmin(t);
const db = t.db;

/** Anyone may call these (the reason is the credential, or the answer says "signed out"). */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/calendar/feed/:token.ics': 'the unguessable token is the credential',
  'GET /api/reminders/unsubscribe': 'the signed link is the credential',
  'POST /api/reminders/unsubscribe': 'RFC 8058 one-click, the signed link is the credential',
  'POST /api/auth/student/signup': 'signing up',
  'POST /api/auth/student/login': 'signing in',
  'POST /api/auth/student/logout': 'signing out is always allowed',
  'GET /api/auth/student/session': 'answers whether a student is signed in',
  'POST /api/auth/student/forgot-password': 'asks for a reset link',
  'POST /api/auth/student/reset-password': 'the reset token is the credential',
  'POST /api/admin/login': 'signing in',
  'POST /api/admin/logout': 'signing out is always allowed',
  'GET /api/admin/session': 'answers whether an administrator is signed in',
  'GET /api/auth/google/config': 'whether Google sign-in is offered',
  'GET /api/auth/google/student': 'starts Google sign-in',
  'GET /api/auth/google/admin': 'starts Google sign-in',
  'GET /api/auth/google/callback': "Google's answer (state-checked)",
  'POST /api/webhooks/stripe': "Stripe's signature on the raw body is the credential (issue 31)",
};
const PUBLIC_PROCEDURES = new Set([
  'auth.studentSignup',
  'auth.studentLogin',
  'auth.studentLogout',
  'auth.studentSession',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.adminLogin',
  'auth.adminLogout',
  'auth.adminSession',
  'auth.googleConfig',
  'settings.clock',
  'settings.profile',
  // What the Terms of Service state (issue 28): read before signing in.
  'settings.terms',
]);

/** What a signed-in student may call: their own data, the timetable, the studio's public settings. */
const STUDENT_ROUTES = new Set([
  'GET /api/bookings/:id.ics',
  'POST /api/students/:id/change-password',
  'GET /api/class-types',
  'GET /api/class-types/:id',
  // What is on sale: the active class packs and memberships, and the student's own packs (issue 30).
  'GET /api/products',
  'GET /api/passes',
  'POST /api/passes',
  'GET /api/students/:id/passes',
  'GET /api/memberships',
  'POST /api/memberships',
  'GET /api/students/:id/memberships',
  'GET /api/class-schedules',
  'GET /api/class-instances',
  'GET /api/class-window',
  'GET /api/student-classes',
  'GET /api/student-classes/student/:id',
  'GET /api/student-classes/schedule/:id',
  'POST /api/student-classes',
  'GET /api/student-bookings',
  'POST /api/student-bookings',
  'POST /api/student-bookings/:id/cancel',
  'PUT /api/student-bookings/:id',
  'GET /api/students/:id/bookings',
  'GET /api/calendar/feed',
  'POST /api/calendar/feed',
  'POST /api/calendar/feed/regenerate',
  'DELETE /api/calendar/feed',
  'GET /api/payments/student/:id/outstanding',
  'GET /api/student-credits/:studentId',
  'GET /api/student-credits/student/:id',
  'GET /api/invoices/student/:id',
  'GET /api/invoices/:id',
  'GET /api/students/:id',
  'PUT /api/students/:id',
  'GET /api/settings',
  'GET /api/policies',
  'GET /api/waitlist',
  'POST /api/waitlist',
  'DELETE /api/waitlist/:id',
  // Paying by card (issue 31): a student opens a checkout for their own money and reads its state.
  'POST /api/card-payments',
  'GET /api/card-payments/:id',
]);
const STUDENT_PROCEDURES = new Set([
  'auth.changePassword',
  // Issue 33: anyone signed in chooses their own language.
  'auth.setLanguage',
  'cardPayments.checkout',
  'cardPayments.checkoutState',
  'billing.outstanding',
  'billing.credits',
  'invoices.detail',
  'invoices.forStudent',
  'bookings.book',
  'bookings.cancel',
  'bookings.list',
  'bookings.policy',
  'calendarFeeds.student.get',
  'calendarFeeds.student.enable',
  'calendarFeeds.student.regenerate',
  'calendarFeeds.student.revoke',
  'calendarFeeds.bookingIcs',
  'classes.listTypes',
  'classes.getType',
  'classes.listSchedules',
  'classes.listInstances',
  'classes.listInstancesTag',
  'classes.getInstance',
  'classes.listEnrollments',
  'classes.enroll',
  'products.list',
  'products.passes',
  'products.buy',
  'bookings.cover',
  'memberships.list',
  'memberships.buy',
  'settings.paymentOptions',
  'settings.list',
  'settings.policies',
  'students.get',
  'students.update',
  'waitlist.mine',
  'waitlist.join',
  'waitlist.leave',
]);

/** Bodies that pass validation, so the role and ownership checks are what answers. */
const BODIES: Record<string, (id: number) => unknown> = {
  'POST /api/students/:id/change-password': () => ({
    currentPassword: 'student-pass-1',
    newPassword: 'another-pass-123',
  }),
  'PUT /api/students/:id': () => ({ phone: '604-555-0199' }),
  'PUT /api/student-bookings/:id': () => ({ bookingStatus: 'cancelled' }),
  'POST /api/student-bookings': (id) => ({ studentId: id, classInstanceId: id }),
  'POST /api/student-classes': (id) => ({ studentId: id, classTypeId: id }),
  'POST /api/waitlist': (id) => ({ classInstanceId: id }),
};

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const hasBody = (method: string) => !['GET', 'DELETE'].includes(method);
const fill = (url: string, id: number | string) => url.replace(/:[A-Za-z]+/g, String(id));
const apiRoutes = () => routesOf(t.app()).filter((r) => r.url.startsWith('/api/'));
const procedures = () =>
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(
    ([path, p]) => ({ path, type: p._def.type }),
  );

function callRoute(client: TestClient, r: { method: string; url: string }, id: number | string = 1) {
  const body = BODIES[key(r)]?.(Number(id)) ?? (hasBody(r.method) ? {} : undefined);
  return client.request(r.method as 'GET', fill(r.url, id), body);
}
/** Every id field a procedure might read: zod drops the ones its input does not declare. */
const idInput = (id: number) => ({
  id,
  studentId: id,
  classInstanceId: id,
  classScheduleId: id,
  classTypeId: id,
  bookingId: id,
  invoiceId: id,
});
function callProcedure(client: TestClient, p: { path: string; type: string }, id = 1) {
  const input = JSON.stringify(idInput(id));
  return p.type === 'query'
    ? client.get(`/trpc/${p.path}?input=${encodeURIComponent(input)}`)
    : client.post(`/trpc/${p.path}`, JSON.parse(input));
}
const signingOut = (name: string) => /logout|Logout/.test(name);

/** Another student with one of everything a student can own. */
const victim = {
  email: `victoria.victim.${Date.now()}@example.com`,
  name: 'Victoria Victimsdottir',
  ids: [] as number[],
  studentId: 0,
  bookingId: 0,
  entryId: 0,
};

beforeAll(async () => {
  const student = await createStudent(db(), { name: victim.name, email: victim.email });
  victim.studentId = student.id;
  const type = await insertClassType(db(), { name: 'Matrix Yoga' });
  const schedule = await insertSchedule(db(), type.id);
  const open = await classIn(db(), type.id, 96, { maxStudents: 5, classScheduleId: schedule.id });
  const full = await classIn(db(), type.id, 120, { maxStudents: 1 });
  const booked = await admin().browser.post('/api/student-bookings', {
    studentId: student.id,
    classInstanceId: open.id,
  });
  expect(booked.status).toBe(201);
  victim.bookingId = booked.body.id;
  const holder = await createStudent(db());
  expect(
    (await admin().browser.post('/api/student-bookings', { studentId: holder.id, classInstanceId: full.id }))
      .status,
  ).toBe(201);
  const [entry] = await db()
    .insert(waitlistEntries)
    .values({ studentId: student.id, classInstanceId: full.id })
    .returning({ id: waitlistEntries.id });
  victim.entryId = entry!.id;
  const paid = await admin().browser.post('/api/payments', {
    studentId: student.id,
    amount: '15.00',
    paymentMethod: 'cash',
  });
  expect(paid.status).toBeLessThan(300);
  const invoice = await admin().browser.post('/api/invoices', {
    studentId: student.id,
    billingPeriod: '2026-01',
  });
  const ids = [student.id, booked.body.id, entry!.id, open.id, full.id, schedule.id, type.id];
  if (invoice.status < 300 && typeof invoice.body?.id === 'number') ids.push(invoice.body.id);
  if (typeof paid.body?.id === 'number') ids.push(paid.body.id);
  victim.ids = [...new Set(ids)];
});

describe('every route and procedure has a role', () => {
  it('the app registers the routes this matrix knows about (no route is missed)', () => {
    const known = new Set(apiRoutes().map(key));
    for (const declared of [...Object.keys(PUBLIC_ROUTES), ...STUDENT_ROUTES]) {
      if (declared !== 'GET /api/auth/google/callback') expect(known, declared).toContain(declared);
    }
    expect(apiRoutes().length).toBeGreaterThan(130);
    expect(procedures().length).toBeGreaterThan(130);
  });

  it('without a session every route but the declared public ones answers 401', async () => {
    const wrong: string[] = [];
    for (const r of apiRoutes()) {
      if (PUBLIC_ROUTES[key(r)]) continue;
      const res = await callRoute(browserAt(t.app()), r);
      if (res.status !== 401 || res.body?.code !== 'UNAUTHORIZED') wrong.push(`${key(r)} → ${res.status}`);
    }
    for (const p of procedures()) {
      if (PUBLIC_PROCEDURES.has(p.path)) continue;
      const res = await callProcedure(browserAt(t.app()), p);
      if (res.status !== 401) wrong.push(`trpc ${p.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a student session on every administrator route answers 403', async () => {
    const { browser } = await signedInStudent(t.app(), db());
    const wrong: string[] = [];
    for (const r of apiRoutes()) {
      if (PUBLIC_ROUTES[key(r)] || STUDENT_ROUTES.has(key(r))) continue;
      const res = await callRoute(browser, r);
      if (res.status !== 403 || res.body?.code !== 'FORBIDDEN') wrong.push(`${key(r)} → ${res.status}`);
    }
    for (const p of procedures()) {
      if (PUBLIC_PROCEDURES.has(p.path) || STUDENT_PROCEDURES.has(p.path)) continue;
      const res = await callProcedure(browser, p);
      if (res.status !== 403) wrong.push(`trpc ${p.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a deactivated student and an expired session are signed out everywhere (401)', async () => {
    const deactivated = await signedInStudent(t.app(), db());
    const changed = await admin().browser.put(`/api/students/${deactivated.student.id}`, {
      status: 'inactive',
    });
    expect(changed.status).toBe(200);
    const expired = await signedInStudent(t.app(), db());
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.studentId, expired.student.id));
    const wrong: string[] = [];
    for (const { browser } of [deactivated, expired]) {
      for (const r of apiRoutes()) {
        if (!STUDENT_ROUTES.has(key(r))) continue;
        const res = await callRoute(browser, r, 1);
        if (res.status !== 401) wrong.push(`${key(r)} → ${res.status}`);
      }
      for (const p of procedures()) {
        if (!STUDENT_PROCEDURES.has(p.path)) continue;
        const res = await callProcedure(browser, p);
        if (res.status !== 401) wrong.push(`trpc ${p.path} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("another student's ids", () => {
  it('no student route or procedure shows or changes what another student owns, whatever id it is given', async () => {
    const snoop = await signedInStudent(t.app(), db());
    const before = await victimState();
    const leaks: string[] = [];
    const look = (what: string, res: { status: number; body: unknown }) => {
      const text = JSON.stringify(res.body ?? '');
      if (text.includes(victim.email) || text.includes(victim.name)) leaks.push(`${what} → ${res.status}`);
      if (res.status >= 500) leaks.push(`${what} → ${res.status} (server error)`);
    };
    // An id that happens to be the snoop's own student id would reach their own record, not a leak.
    for (const id of victim.ids.filter((i) => i !== snoop.student.id)) {
      for (const r of apiRoutes()) {
        if (!STUDENT_ROUTES.has(key(r)) || signingOut(r.url)) continue;
        if (!r.url.includes(':') && !BODIES[key(r)]) continue;
        look(`${key(r)} with ${id}`, await callRoute(snoop.browser, r, id));
      }
      for (const p of procedures()) {
        if (!STUDENT_PROCEDURES.has(p.path)) continue;
        look(`trpc ${p.path} with ${id}`, await callProcedure(snoop.browser, p, id));
      }
    }
    expect(leaks).toEqual([]);
    expect(await victimState()).toEqual(before);
    // The same calls reach the snoop's own record: the matrix really asks the routes.
    const own = await snoop.browser.get(`/api/students/${snoop.student.id}`);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain(snoop.student.email);
  });
});

async function victimState() {
  const [student] = await db().select().from(students).where(eq(students.id, victim.studentId));
  const [booking] = await db()
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, victim.bookingId));
  const [entry] = await db()
    .select({ status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, victim.entryId));
  const [money] = await executeRows<{ sum: string }>(
    db(),
    sql`select coalesce(sum(amount_cents), 0)::text as sum from ledger_entries where student_id = ${victim.studentId}`,
  );
  return {
    name: student!.name,
    phone: student!.phone,
    email: student!.email,
    passwordHash: student!.passwordHash,
    emailReminders: student!.emailReminders,
    booking: booking!.status,
    entry: entry!.status,
    ledger: money,
  };
}
