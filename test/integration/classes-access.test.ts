import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from '../../src/shared/dates';
import { browserAt } from '../factories/browsers';
import {
  countOf,
  insertClassType,
  insertInstance,
  insertSchedule,
  signedInAdmin,
  signedInStudent,
  studioToday,
  trpc,
} from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const db = t.db;
const today = studioToday();
let ids: { type: number; schedule: number; instance: number; student: number };
let adminBrowser: ReturnType<typeof browserAt>;

beforeAll(async () => {
  const type = await insertClassType(db());
  const schedule = await insertSchedule(db(), type.id, { dayOfWeek: dayOfWeek(addDays(today, 3)) });
  const instance = await insertInstance(db(), type.id, { classDate: addDays(today, 5) });
  const student = await createStudent(db());
  ids = { type: type.id, schedule: schedule.id, instance: instance.id, student: student.id };
  adminBrowser = (await signedInAdmin(t.app(), db())).browser;
});

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  body?: () => unknown;
  /** Students may call it (reads of class types, schedules and instances). */
  student?: boolean;
  /** Students may call it for their own rows only (tested separately). */
  own?: boolean;
}

const ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/class-types', student: true },
  { method: 'GET', url: () => `/api/class-types/${ids.type}`, student: true },
  {
    method: 'POST',
    url: () => '/api/class-types',
    body: () => ({ name: 'Hijack', description: 'x', duration: 60, price: '1.00', isActive: true }),
  },
  { method: 'PUT', url: () => `/api/class-types/${ids.type}`, body: () => ({ name: 'Hijacked' }) },
  { method: 'GET', url: () => '/api/class-schedules', student: true },
  { method: 'GET', url: () => `/api/class-schedules/${ids.schedule}/students` },
  { method: 'GET', url: () => `/api/class-schedules/${ids.schedule}/attendees` },
  {
    method: 'POST',
    url: () => '/api/class-schedules',
    body: () => ({
      classTypeId: ids.type,
      dayOfWeek: 1,
      startTime: '19:30',
      endTime: '20:30',
      location: 'X',
      maxStudents: 15,
      isRecurring: true,
      isActive: true,
    }),
  },
  {
    method: 'PUT',
    url: () => `/api/class-schedules/${ids.schedule}`,
    body: () => ({ location: 'Studio Q' }),
  },
  {
    method: 'PATCH',
    url: () => `/api/class-schedules/${ids.schedule}/name`,
    body: () => ({ customName: 'Hi' }),
  },
  { method: 'GET', url: () => '/api/class-instances', student: true },
  { method: 'GET', url: () => '/api/class-window', student: true },
  { method: 'GET', url: () => `/api/class-instances/schedule/${ids.schedule}` },
  {
    method: 'POST',
    url: () => '/api/class-instances/single',
    body: () => ({
      classTypeId: ids.type,
      classDate: addDays(today, 2),
      startTime: '10:00',
      endTime: '11:00',
      location: 'X',
      maxStudents: 1,
    }),
  },
  {
    method: 'PUT',
    url: () => `/api/class-instances/${ids.instance}`,
    body: () => ({ location: 'Elsewhere' }),
  },
  {
    method: 'POST',
    url: () => '/api/class-instances/cancel',
    body: () => ({ classInstanceId: ids.instance, reason: 'Cancelled by admin', sendNotifications: true }),
  },
  { method: 'POST', url: () => `/api/class-instances/${ids.instance}/cancel`, body: () => ({ reason: 'x' }) },
  {
    method: 'POST',
    url: () => '/api/class-instances/notify',
    body: () => ({ classInstanceId: ids.instance, subject: 'Class Update', message: 'Hello' }),
  },
  { method: 'GET', url: () => '/api/student-classes', own: true },
  { method: 'GET', url: () => `/api/student-classes/student/${ids.student}`, own: true },
  { method: 'GET', url: () => `/api/student-classes/schedule/${ids.schedule}`, own: true },
  {
    method: 'POST',
    url: () => '/api/student-classes',
    body: () => ({ studentId: ids.student, classTypeId: ids.type }),
    own: true,
  },
  {
    method: 'POST',
    url: () => '/api/class-cancellations',
    body: () => ({ classScheduleId: ids.schedule, reason: 'x', notifyStudents: true, issueCredits: true }),
  },
  { method: 'GET', url: () => '/api/students' },
];

const TABLES = [
  'class_types',
  'class_schedules',
  'class_instances',
  'class_cancellations',
  'student_class_enrollments',
  'bookings',
  'student_credits',
  'ledger_entries',
  'outbound_emails',
  'audit_log',
];
async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await countOf(db(), table);
  return counts;
}
/** What a rejected call may not leave behind: no row anywhere, no changed column we can read back. */
async function fingerprint() {
  const counts = await snapshot();
  const { body } = await adminBrowser.get(`/api/class-types/${ids.type}`);
  return { counts, typeName: body.name };
}

const send = (browser: ReturnType<typeof browserAt>, r: Route) =>
  browser.request(r.method, r.url(), r.body?.());

describe('every classes path without a session: 401, and nothing changes', () => {
  for (const r of ROUTES) {
    it(`${r.method} ${r.url.toString().replace(/^\(\) => /, '')}`, async () => {
      const before = await snapshot();
      const res = await send(browserAt(t.app()), r);
      expect(res.status).toBe(401);
      const error =
        r.student || r.own ? 'Please log in to access your dashboard.' : 'Administrator login required';
      expect(res.body).toEqual({ error, code: 'UNAUTHORIZED' });
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('as a student', () => {
  for (const r of ROUTES.filter((x) => !x.student && !x.own)) {
    it(`${r.method} ${r.url.toString().replace(/^\(\) => /, '')}: 403, and nothing changes`, async () => {
      const { browser } = await signedInStudent(t.app(), db());
      const before = await fingerprint();
      const res = await send(browser, r);
      expect(res.body.error).toBe('Administrator access required');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(await fingerprint()).toEqual(before);
    });
  }

  for (const r of ROUTES.filter((x) => x.student)) {
    it(`${r.method} ${r.url.toString().replace(/^\(\) => /, '')}: 200`, async () => {
      const { browser } = await signedInStudent(t.app(), db());
      const res = await send(browser, r);
      expect(res.status).toBe(200);
    });
  }

  it('student-classes: only their own rows; another id is "Student not found"', async () => {
    const { browser, student } = await signedInStudent(t.app(), db());
    const own = await browser.post('/api/student-classes', { studentId: student.id, classTypeId: ids.type });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ studentId: student.id, classTypeId: ids.type, status: 'active' });
    const foreign = await browser.post('/api/student-classes', {
      studentId: ids.student,
      classTypeId: ids.type,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Student not found', code: 'NOT_FOUND' });
    const list = await browser.get('/api/student-classes');
    expect(list.status).toBe(200);
    expect(list.body.map((r: { studentId: number }) => r.studentId)).toEqual([student.id]);
    expect((await browser.get(`/api/student-classes/student/${student.id}`)).body).toHaveLength(1);
    const other = await browser.get(`/api/student-classes/student/${ids.student}`);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Student not found');
    expect((await browser.get(`/api/student-classes/schedule/${ids.schedule}`)).body).toHaveLength(1);
  });

  it('tRPC admin procedures refuse a student too', async () => {
    const { browser } = await signedInStudent(t.app(), db());
    for (const [path, input, kind] of [
      ['classes.getSchedule', { id: ids.schedule }, 'query'],
      ['classes.instanceRoster', { id: ids.instance }, 'query'],
      ['classes.scheduleInstances', { scheduleId: ids.schedule }, 'query'],
      ['classes.registerStudent', { classInstanceId: ids.instance, studentId: ids.student }, 'mutation'],
      ['students.options', undefined, 'query'],
    ] as const) {
      const res = await trpc(browser, path, input, kind);
      expect(res.status, path).toBe(403);
    }
    expect(await countOf(db(), 'bookings')).toBe(0);
  });
});

describe('as an administrator', () => {
  it('every path answers (no 401/403/500)', async () => {
    const { browser } = await signedInAdmin(t.app(), db());
    for (const r of ROUTES) {
      const res = await send(browser, r);
      const what = `${r.method} ${r.url()} ${JSON.stringify(res.body)}`;
      // The instance is cancelled by the route before: the second cancel is a conflict, not a refusal.
      if (r.url().endsWith(`/${ids.instance}/cancel`)) expect(res.status, what).toBe(409);
      else expect(res.status, what).toBeLessThan(400);
    }
  });

  it('an API client with the bearer token is an administrator too', async () => {
    const { browser } = await signedInAdmin(t.app(), db());
    const token = browser.cookies.get('admin_session')!;
    const res = await browserAt(t.app()).get('/api/students', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
  });
});

describe('hostile input', () => {
  it('no body, path or query an administrator can send makes a classes path answer 500', async () => {
    const { browser } = await signedInAdmin(t.app(), db());
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('2026-02-30', '24:00', '-1', '1e309', '99999999999', '20.999', '__proto__'),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const keys = fc.constantFrom(
      'classTypeId',
      'classScheduleId',
      'classInstanceId',
      'studentId',
      'dayOfWeek',
      'startTime',
      'endTime',
      'classDate',
      'cancelledDate',
      'maxStudents',
      'price',
      'duration',
      'name',
      'reason',
      'isActive',
      'notifyStudents',
      'customName',
    );
    const body = fc.dictionary(keys, value, { maxKeys: 6 });
    const segment = fc.oneof(
      fc.constantFrom('0', '-5', 'abc', '1.5', '2147483648', '%00'),
      fc.nat().map(String),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, segment, async (route, payload, id) => {
        const url = route.url().replace(/\/\d+(\/|$)/, `/${id}$1`);
        const res = await browser.request(route.method, url, route.method === 'GET' ? undefined : payload);
        expect(
          res.status,
          `${route.method} ${url} ${JSON.stringify(payload)} → ${JSON.stringify(res.body)}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    const windows = await Promise.all(
      ['startDate=x', 'startDate=2026-01-01&endDate=2030-01-01', 'endDate=1999-01-01'].map((q) =>
        browser.get(`/api/class-instances?${q}`),
      ),
    );
    for (const w of windows) expect(w.status).toBe(400);
  });
});
