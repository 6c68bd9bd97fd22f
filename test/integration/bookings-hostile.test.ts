import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { classIn } from '../factories/bookings';
import { insertClassType } from '../factories/classes';
import type { Answer } from '../setup/http';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student: me } = signInAdminAndStudent(t);
let classId = 0;
beforeAll(async () => {
  const type = await insertClassType(db());
  classId = (await classIn(db(), type.id, 72, { maxStudents: 50 })).id;
});

const db = t.db;

/** zod's built-in wording: a sign that a field has no message of its own. */
const ZOD_DEFAULT = /^(Invalid input|Too big|Too small|Expected |Invalid type|Required$)/;

function expectHandled(res: Answer, label: string) {
  expect(res.status, label).toBeLessThan(500);
  if (res.status === 400) {
    expect(res.body.code, label).toBe('BAD_REQUEST');
    expect(res.body.error, label).toEqual(expect.any(String));
    expect(res.body.error, label).not.toMatch(ZOD_DEFAULT);
  }
}

type Who = 'student' | 'admin';
const ROUTES: { who: Who; method: 'POST' | 'PUT'; url: (id: string) => string; keys: string[] }[] = [
  {
    who: 'student',
    method: 'POST',
    url: () => '/api/student-bookings',
    keys: ['studentId', 'classInstanceId', 'bookingStatus', 'price', 'bookingDate', 'allowOverCapacity'],
  },
  {
    who: 'admin',
    method: 'POST',
    url: () => '/api/student-bookings',
    keys: ['studentId', 'classInstanceId', 'bookingStatus', 'price', 'bookingDate', 'allowOverCapacity'],
  },
  { who: 'student', method: 'POST', url: (id) => `/api/student-bookings/${id}/cancel`, keys: ['reason'] },
  {
    who: 'student',
    method: 'PUT',
    url: (id) => `/api/student-bookings/${id}`,
    keys: ['bookingStatus', 'reason'],
  },
  {
    who: 'admin',
    method: 'PUT',
    url: (id) => `/api/admin/bookings/${id}/cancel`,
    keys: ['reason', 'chargeStudent', 'refundAmount'],
  },
  {
    who: 'admin',
    method: 'PUT',
    url: (id) => `/api/student-bookings/${id}/cancel`,
    keys: ['reason', 'refundable', 'refundAmount'],
  },
  {
    who: 'student',
    method: 'PUT',
    url: (id) => `/api/students/${id}`,
    keys: [
      'name',
      'preferredName',
      'phone',
      'birthday',
      'paymentEmail',
      'notificationEmail',
      'password',
      'email',
    ],
  },
];

/** Plausible and hostile values alike: the ids that exist, numbers, strings, nested JSON. */
const value = () =>
  fc.oneof(
    fc.constantFrom(1, 0, -1, 2 ** 31, 1.5, '', ' ', '20.00', 'cancelled', 'confirmed', true, false, null),
    fc.constant(classId),
    fc.integer(),
    fc.string({ maxLength: 30 }),
    fc.jsonValue({ maxDepth: 2 }),
  );

describe('hostile payloads on every booking, billing and profile mutation: a 4xx with a message, never a 500', () => {
  for (const route of ROUTES) {
    it(`${route.who} ${route.method} ${route.url(':id')}`, async () => {
      const browser = route.who === 'admin' ? admin().browser : me().browser;
      const ids = fc.oneof(
        fc.constant(String(me().student.id)),
        fc.integer().map(String),
        fc.string({ minLength: 1, maxLength: 12 }),
      );
      const bodies = fc.oneof(
        fc.dictionary(fc.constantFrom(...route.keys), value(), { maxKeys: route.keys.length }),
        fc.jsonValue({ maxDepth: 2 }),
      );
      await fc.assert(
        fc.asyncProperty(ids, bodies, async (id, body) => {
          const path = route.url(encodeURIComponent(id));
          const res = await browser.request(route.method, path, JSON.stringify(body), {
            'content-type': 'application/json',
          });
          expectHandled(res, `${route.method} ${path} ${JSON.stringify(body)}`);
        }),
        { numRuns: 120 },
      );
    });
  }
});
