import { beforeAll, describe, expect, it } from 'vitest';
import { classIn, grantCredit } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { countOf, insertClassType } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student: me } = signInAdminAndStudent(t);
const ids = { victim: 0, victimBooking: 0, instance: 0 };

beforeAll(async () => {
  const victim = await createStudent(db(), { name: 'Vera Victim', medicalNotes: 'Private' });
  ids.victim = victim.id;
  const type = await insertClassType(db());
  ids.instance = (await classIn(db(), type.id, 72)).id;
  const booked = await admin().browser.post('/api/student-bookings', {
    studentId: victim.id,
    classInstanceId: ids.instance,
  });
  ids.victimBooking = booked.body.id;
  await grantCredit(db(), victim.id, 4321);
});

const db = t.db;

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  body?: () => unknown;
  /** Who may call it: a student (about themselves) and an admin, or an admin only. */
  access: 'student-own' | 'student' | 'admin';
}

/** Every path this issue adds, each aimed at another student's data or at the admin's. */
const ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/settings', access: 'student' },
  { method: 'GET', url: () => `/api/student-credits/${ids.victim}`, access: 'student-own' },
  { method: 'GET', url: () => `/api/student-credits/student/${ids.victim}`, access: 'student-own' },
  { method: 'GET', url: () => `/api/student-bookings?studentId=${ids.victim}`, access: 'student-own' },
  { method: 'GET', url: () => `/api/students/${ids.victim}/bookings`, access: 'student-own' },
  { method: 'GET', url: () => `/api/payments/student/${ids.victim}/outstanding`, access: 'student-own' },
  { method: 'GET', url: () => `/api/students/${ids.victim}`, access: 'student-own' },
  {
    method: 'PUT',
    url: () => `/api/students/${ids.victim}`,
    body: () => ({ medicalNotes: 'Overwritten' }),
    access: 'student-own',
  },
  {
    method: 'POST',
    url: () => '/api/student-bookings',
    body: () => ({ studentId: ids.victim, classInstanceId: ids.instance }),
    access: 'student-own',
  },
  { method: 'POST', url: () => `/api/student-bookings/${ids.victimBooking}/cancel`, access: 'student-own' },
  {
    method: 'PUT',
    url: () => `/api/student-bookings/${ids.victimBooking}`,
    body: () => ({ bookingStatus: 'cancelled' }),
    access: 'student-own',
  },
  { method: 'GET', url: () => '/api/student-bookings/all', access: 'admin' },
  { method: 'GET', url: () => '/api/admin/bookings', access: 'admin' },
  { method: 'GET', url: () => `/api/student-bookings/class-instance/${ids.instance}`, access: 'admin' },
  {
    method: 'PUT',
    url: () => `/api/student-bookings/${ids.victimBooking}/cancel`,
    body: () => ({ reason: 'Admin refund: x', refundable: true }),
    access: 'admin',
  },
  {
    method: 'PUT',
    url: () => `/api/admin/bookings/${ids.victimBooking}/cancel`,
    body: () => ({ chargeStudent: false }),
    access: 'admin',
  },
];

const TABLES = ["bookings where status = 'confirmed'", 'ledger_entries', 'student_credits', 'audit_log'];
async function fingerprint() {
  const out: Record<string, unknown> = {};
  for (const table of TABLES) {
    const [name, where] = table.split(' where ');
    out[table] = await countOf(db(), name!, where);
  }
  out.notes = (await admin().browser.get(`/api/students/${ids.victim}`)).body.medicalNotes;
  return out;
}

const send = (browser: ReturnType<typeof browserAt>, r: Route) =>
  browser.request(r.method, r.url(), r.body?.());
const label = (r: Route) => `${r.method} ${r.url()}`;
/** A test's name: the path as written, before the ids exist. */
const named = (r: Route) => `${r.method} ${r.url.toString().replace(/^\(\) => /, '')}`;

describe('every path without a session: 401, and nothing changes', () => {
  for (const r of ROUTES) {
    it(named(r), async () => {
      const before = await fingerprint();
      const res = await send(browserAt(t.app()), r);
      expect(res.status, label(r)).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
      expect(await fingerprint()).toEqual(before);
    });
  }
});

describe('a student aiming at another student: 404, at the admin’s paths: 403 — nothing leaked or changed', () => {
  for (const r of ROUTES.filter((x) => x.access !== 'student')) {
    it(`${r.access} ${named(r)}`, async () => {
      const before = await fingerprint();
      const res = await send(me().browser, r);
      if (r.access === 'admin') {
        expect(res.status, label(r)).toBe(403);
        expect(res.body).toEqual({ error: 'Administrator access required', code: 'FORBIDDEN' });
      } else {
        expect(res.status, label(r)).toBe(404);
        expect(['Student not found', 'Booking not found']).toContain(res.body.error);
      }
      const text = JSON.stringify(res.body);
      for (const secret of ['Vera', 'Private', '43.21']) expect(text).not.toContain(secret);
      expect(await fingerprint()).toEqual(before);
    });
  }
});

describe('an administrator reaches every path', () => {
  for (const r of ROUTES.filter((x) => x.method === 'GET')) {
    it(named(r), async () => {
      const res = await send(admin().browser, r);
      expect(res.status, label(r)).toBe(200);
    });
  }
});
