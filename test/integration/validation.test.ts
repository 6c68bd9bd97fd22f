import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserAt } from '../factories/browsers';
import { createStudent } from '../factories/people';
import type { Answer, TestClient } from '../setup/http';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();

const json = { 'content-type': 'application/json' };
const postRaw = (client: TestClient, url: string, body: string) => client.post(url, body, json);

/** zod's built-in wording: a sign that a field has no message of its own. */
const ZOD_DEFAULT = /^(Invalid input|Too big|Too small|Expected |Invalid type|Required$)/;

function expectClear400(res: Answer, message: string | RegExp, label: string) {
  expect(res.status, label).toBe(400);
  expect(res.body.code, label).toBe('BAD_REQUEST');
  expect(res.body.error, label).toEqual(expect.any(String));
  expect(res.body.error, label).not.toMatch(ZOD_DEFAULT);
  if (typeof message === 'string') expect(res.body.error, label).toBe(message);
  else expect(res.body.error, label).toMatch(message);
}

/** A signed-in student's browser, for the change-password route. */
async function signedIn() {
  const student = await createStudent(t.db());
  const browser = browserAt(t.app());
  await browser.post('/api/auth/student/login', { email: student.email, password: student.password });
  return { student, browser };
}

const REST_POSTS = [
  { url: '/api/auth/student/signup', keys: ['name', 'email', 'phone'] },
  { url: '/api/auth/student/login', keys: ['email', 'password'] },
  { url: '/api/auth/student/logout', keys: [] },
  { url: '/api/auth/student/forgot-password', keys: ['email'] },
  { url: '/api/auth/student/reset-password', keys: ['token', 'newPassword'] },
  { url: '/api/students/:id/change-password', keys: ['currentPassword', 'newPassword', 'studentId'] },
  { url: '/api/admin/login', keys: ['email', 'password'] },
  { url: '/api/admin/logout', keys: [] },
] as const;

const TRPC_POSTS = [
  { url: '/trpc/auth.studentSignup', keys: ['name', 'email', 'phone'] },
  { url: '/trpc/auth.studentLogin', keys: ['email', 'password'] },
  { url: '/trpc/auth.forgotPassword', keys: ['email'] },
  { url: '/trpc/auth.resetPassword', keys: ['token', 'newPassword'] },
  { url: '/trpc/auth.changePassword', keys: ['currentPassword', 'newPassword', 'studentId'] },
  { url: '/trpc/auth.adminLogin', keys: ['email', 'password'] },
] as const;

describe('malformed JSON', () => {
  const broken = [
    '{"email":',
    "{'email':'a@b.co'}",
    '{"a":1}}',
    'undefined',
    '{"email":"a@b.co",}',
    '\u0000',
  ];

  it.each(REST_POSTS.map((r) => r.url))('%s answers 400 "Malformed JSON in request body"', async (url) => {
    const { student, browser } = await signedIn();
    const path = url.replace(':id', String(student.id));
    for (const body of broken) {
      const res = await postRaw(browser, path, body);
      expect(res.status, body).toBe(400);
      expect(res.body, body).toEqual({ error: 'Malformed JSON in request body', code: 'BAD_REQUEST' });
    }
  });

  it('a JSON content type with an empty body is an empty input: validated, never a 500', async () => {
    const res = await postRaw(browserAt(t.app()), '/api/auth/student/login', '');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Email is required', code: 'BAD_REQUEST' });
    const logout = await postRaw(browserAt(t.app()), '/api/admin/logout', '');
    expect(logout.status).toBe(200);
  });

  it('tRPC answers malformed JSON with 400 and a message', async () => {
    const { browser } = await signedIn();
    for (const { url } of TRPC_POSTS) {
      const res = await postRaw(browser, url, '{"email":');
      expect(res.status, url).toBe(400);
      expect(res.body.error.message, url).toEqual(expect.any(String));
    }
  });

  it('any string that is not JSON gets exactly that 400 (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((s) => {
          if (s.trim() === '') return false; // whitespace only is an empty input
          try {
            JSON.parse(s);
            return false;
          } catch {
            return true;
          }
        }),
        async (body) => {
          const res = await postRaw(browserAt(t.app()), '/api/auth/student/login', body);
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ error: 'Malformed JSON in request body', code: 'BAD_REQUEST' });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('wrong types and missing fields get 400 with a clear message', () => {
  const cases: [string, unknown, string | RegExp][] = [
    [
      '/api/auth/student/signup',
      { name: {}, email: 'a@example.com', phone: '604-555-0101' },
      'Name is required',
    ],
    ['/api/auth/student/signup', { name: 'A', email: 123, phone: '604-555-0101' }, /email/i],
    ['/api/auth/student/signup', { name: 'A', email: 'a@example.com', phone: 5 }, /phone/i],
    ['/api/auth/student/signup', { name: ['A'], email: 'a@example.com', phone: '604-555-0101' }, /name/i],
    [
      '/api/auth/student/signup',
      { name: '   ', email: 'a@example.com', phone: '604-555-0101' },
      'Name is required',
    ],
    ['/api/auth/student/signup', { name: 'A', phone: '604-555-0101' }, 'Email is required'],
    ['/api/auth/student/signup', { name: 'A', email: 'a@example.com' }, 'Phone is required'],
    [
      '/api/auth/student/signup',
      { name: 'A', email: 'not-an-email', phone: '604-555-0101' },
      'Invalid email address',
    ],
    ['/api/auth/student/signup', [1, 2, 3], 'Name is required'],
    ['/api/auth/student/signup', null, 'Name is required'],
    ['/api/auth/student/signup', 'a string', 'Name is required'],
    ['/api/auth/student/login', {}, 'Email is required'],
    ['/api/auth/student/login', { email: 'a@example.com' }, 'Password is required'],
    ['/api/auth/student/login', { email: 'a@example.com', password: 123456 }, /password/i],
    ['/api/auth/student/login', { email: ['a@example.com'], password: 'x' }, /email/i],
    ['/api/auth/student/login', { email: null, password: null }, /email/i],
    ['/api/auth/student/forgot-password', {}, 'Email is required'],
    ['/api/auth/student/forgot-password', { email: true }, /email/i],
    ['/api/auth/student/reset-password', {}, /reset link|token/i],
    ['/api/auth/student/reset-password', { token: 5, newPassword: 'abcdefg' }, /reset link|token/i],
    ['/api/auth/student/reset-password', { token: 'short', newPassword: 'abcdefg' }, /reset link/i],
    ['/api/auth/student/reset-password', { token: 'x'.repeat(20) }, 'Password is required'],
    [
      '/api/auth/student/reset-password',
      { token: 'x'.repeat(20), newPassword: '12345' },
      'Password must be at least 6 characters long.',
    ],
    ['/api/admin/login', { email: 'a@example.com', password: {} }, /password/i],
    ['/api/admin/login', { password: 'abcdefg' }, 'Email is required'],
  ];

  it.each(cases)('%s %j', async (url, body, message) => {
    const res = await postRaw(browserAt(t.app()), url, JSON.stringify(body));
    expectClear400(res, message, `${url} ${JSON.stringify(body)}`);
  });

  it('change-password: wrong types and missing fields', async () => {
    const { student, browser } = await signedIn();
    const url = `/api/students/${student.id}/change-password`;
    expectClear400(await browser.post(url, {}), 'Password is required', '{}');
    expectClear400(await browser.post(url, { newPassword: 1234567 }), /password/i, 'number');
    expectClear400(
      await browser.post(url, { newPassword: 'abcdefg', currentPassword: 42 }),
      /password/i,
      'current number',
    );
    // Still signed in with the old password: nothing changed.
    const relogin = await browserAt(t.app()).post('/api/auth/student/login', {
      email: student.email,
      password: student.password,
    });
    expect(relogin.status).toBe(200);
  });
});

describe('huge strings (within the body limit) get 400 naming the field', () => {
  const huge = 'x'.repeat(100_000);
  const cases: [string, string, Record<string, string>, RegExp][] = [
    [
      'signup name',
      '/api/auth/student/signup',
      { name: huge, email: 'a@example.com', phone: '604-555-0101' },
      /name/i,
    ],
    [
      'signup email',
      '/api/auth/student/signup',
      { name: 'A', email: `${huge}@example.com`, phone: '604-555-0101' },
      /email/i,
    ],
    [
      'signup phone',
      '/api/auth/student/signup',
      { name: 'A', email: 'a@example.com', phone: huge },
      /phone/i,
    ],
    ['login email', '/api/auth/student/login', { email: `${huge}@example.com`, password: 'x' }, /email/i],
    ['login password', '/api/auth/student/login', { email: 'a@example.com', password: huge }, /password/i],
    ['admin login password', '/api/admin/login', { email: 'a@example.com', password: huge }, /password/i],
    ['forgot-password email', '/api/auth/student/forgot-password', { email: huge }, /email/i],
    [
      'reset-password token',
      '/api/auth/student/reset-password',
      { token: huge, newPassword: 'abcdefg' },
      /reset link|token/i,
    ],
    [
      'reset-password newPassword',
      '/api/auth/student/reset-password',
      { token: 'x'.repeat(20), newPassword: huge },
      /password/i,
    ],
  ];

  it.each(cases)('%s', async (label, url, body, message) => {
    const started = Date.now();
    const res = await postRaw(browserAt(t.app()), url, JSON.stringify(body));
    expectClear400(res, message, label);
    expect(JSON.stringify(res.body).length, 'the answer does not echo the input').toBeLessThan(500);
    // Not a benchmark: a generous bound that only a pathological path (e.g. hashing 100 kB) would break.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('hostile payloads never give a 500 (property-based)', () => {
  /** A field value: anything JSON, or plausible-looking text so some inputs get past validation. */
  const field = fc.oneof(
    fc.jsonValue(),
    fc.string(),
    fc.emailAddress(),
    fc.string({ minLength: 6, maxLength: 40 }),
    fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', '__proto__', 'constructor', '\u0000', '%00'),
  );
  const bodyFor = (keys: readonly string[]) =>
    fc.oneof(
      fc.jsonValue(),
      keys.length
        ? fc.record(Object.fromEntries(keys.map((k) => [k, field])), { requiredKeys: [] })
        : fc.jsonValue(),
      fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'prototype', 'x'), field),
    );

  for (const route of REST_POSTS) {
    it(`${route.url}: status < 500, and an error string on every 4xx`, async () => {
      const { student, browser } = await signedIn();
      const url = route.url.replace(':id', String(student.id));
      await fc.assert(
        fc.asyncProperty(bodyFor(route.keys), async (value) => {
          // Mostly fresh browsers on fresh IPs, so the per-IP throttle does not hide the validation.
          const client = route.url.includes(':id') ? browser : browserAt(t.app());
          const res = await postRaw(client, url, JSON.stringify(value));
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body).toEqual({ error: expect.any(String), code: expect.any(String) });
            expect(res.body.error.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: 60 },
      );
    });
  }

  for (const route of TRPC_POSTS) {
    it(`${route.url}: status < 500, and an error message on every 4xx`, async () => {
      const { browser } = await signedIn();
      await fc.assert(
        fc.asyncProperty(bodyFor(route.keys), async (value) => {
          const client = route.url.endsWith('changePassword') ? browser : browserAt(t.app());
          const res = await postRaw(client, route.url, JSON.stringify(value));
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(res.body.error.message).toEqual(expect.any(String));
        }),
        { numRuns: 40 },
      );
    });
  }

  it('any path id on change-password: status < 500 and the password is untouched', async () => {
    const { student, browser } = await signedIn();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 1 }),
          fc.integer().map(String),
          fc.double().map(String),
          fc.constantFrom(
            'abc',
            '0',
            '-1',
            '1.5',
            '1e400',
            '99999999999999999999',
            'NaN',
            'Infinity',
            '0x10',
          ),
        ),
        async (id) => {
          const res = await browser.post(`/api/students/${encodeURIComponent(id)}/change-password`, {
            newPassword: 'hijacked-123',
          });
          expect(res.status).toBeLessThan(500);
          // Only the student's own id may change their password.
          if (res.status === 200) expect(Number(id)).toBe(student.id);
          else expect(res.body.error).toEqual(expect.any(String));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('any session cookie or bearer token: never a 500, never authenticated', async () => {
    const token = fc.stringMatching(/^[!#-+\--:<-~]{0,300}$/);
    await fc.assert(
      fc.asyncProperty(token, token, async (cookieValue, bearerValue) => {
        const client = browserAt(t.app());
        client.cookies.set('student_session', cookieValue);
        client.cookies.set('admin_session', cookieValue);
        const studentSession = await client.get('/api/auth/student/session');
        expect(studentSession.status).toBe(200);
        expect(studentSession.body.authenticated).toBe(false);
        const adminSession = await client.get('/api/admin/session', {
          authorization: `Bearer ${bearerValue}`,
        });
        expect(adminSession.status).toBe(200);
        expect(adminSession.body.authenticated).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
