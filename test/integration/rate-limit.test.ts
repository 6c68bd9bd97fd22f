import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import { browserAt, nextIp } from '../factories/browsers';
import { createStudent } from '../factories/people';
import type { Answer } from '../setup/http';
import { createTestApp, type TestApp } from '../setup/test-app';

// Each test gets its own app: the login/signup/reset throttle lives in memory and must start clean.
async function withApp(overrides: Parameters<typeof createTestApp>[0], run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(overrides);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

function expectThrottled(res: Answer, label = '') {
  expect(res.status, label).toBe(429);
  expect(res.body, label).toEqual({ error: expect.any(String), code: 'TOO_MANY_REQUESTS' });
  expect(res.body.error.length, label).toBeGreaterThan(0);
  expect(res.setCookies, label).toEqual([]);
}

describe('login throttling', () => {
  // Failed logins per account and per address: login-throttle.test.ts (decision 033).
  it('does not lock out a shared IP (studio Wi-Fi, carrier NAT) for successful logins', async () => {
    await withApp({}, async (t) => {
      const ip = nextIp();
      for (let i = 1; i <= 15; i++) {
        const student = await createStudent(t.database.db);
        const res = await browserAt(t.app, ip).post('/api/auth/student/login', {
          email: student.email,
          password: student.password,
        });
        expect(res.status, `student ${i} on the shared IP`).toBe(200);
      }
    });
  });

  it('limits guesses of the current password on change-password', async () => {
    await withApp({}, async (t) => {
      const student = await createStudent(t.database.db);
      const browser = browserAt(t.app);
      await browser.post('/api/auth/student/login', { email: student.email, password: student.password });
      for (let i = 1; i <= 10; i++) {
        const res = await browser.post(`/api/students/${student.id}/change-password`, {
          currentPassword: `guess-${i}`,
          newPassword: 'taken-over-123',
        });
        expect(res.status, `attempt ${i}`).toBe(400);
      }
      const res = await browser.post(`/api/students/${student.id}/change-password`, {
        currentPassword: student.password,
        newPassword: 'taken-over-123',
      });
      expectThrottled(res);
      const relogin = await browserAt(t.app).post('/api/auth/student/login', {
        email: student.email,
        password: student.password,
      });
      expect(relogin.status).toBe(200);
    });
  });
});

describe('signup and password-reset throttling', () => {
  it('allows 5 signups per IP per 15 minutes; the 6th gets 429 and creates nothing', async () => {
    await withApp({}, async (t) => {
      const ip = nextIp();
      for (let i = 1; i <= 5; i++) {
        const res = await browserAt(t.app, ip).post('/api/auth/student/signup', {
          name: `Signup ${i}`,
          email: `signup-${i}@example.com`,
          phone: '604-555-0101',
        });
        expect(res.status, `signup ${i}`).toBe(201);
      }
      const sixth = await browserAt(t.app, ip).post('/api/auth/student/signup', {
        name: 'Signup 6',
        email: 'signup-6@example.com',
        phone: '604-555-0101',
      });
      expectThrottled(sixth);
      expect(
        await t.database.db.select().from(students).where(eq(students.email, 'signup-6@example.com')),
      ).toEqual([]);

      const elsewhere = await browserAt(t.app).post('/api/auth/student/signup', {
        name: 'Signup 6',
        email: 'signup-6@example.com',
        phone: '604-555-0101',
      });
      expect(elsewhere.status).toBe(201);
    });
  });

  it('allows 5 reset requests per IP and per account per 15 minutes; the 6th gets 429', async () => {
    await withApp({}, async (t) => {
      const student = await createStudent(t.database.db);
      // Per IP, across different e-mails (known or not).
      const ip = nextIp();
      for (let i = 1; i <= 5; i++) {
        const res = await browserAt(t.app, ip).post('/api/auth/student/forgot-password', {
          email: `forgot-${i}@example.com`,
        });
        expect(res.status, `request ${i}`).toBe(200);
      }
      expectThrottled(
        await browserAt(t.app, ip).post('/api/auth/student/forgot-password', { email: student.email }),
        'per IP',
      );

      // Per account, across different IPs (mail-bombing one student).
      const victim = await createStudent(t.database.db);
      for (let i = 1; i <= 5; i++) {
        const res = await browserAt(t.app).post('/api/auth/student/forgot-password', { email: victim.email });
        expect(res.status, `victim request ${i}`).toBe(200);
      }
      expectThrottled(
        await browserAt(t.app).post('/api/auth/student/forgot-password', { email: victim.email }),
        'per account',
      );
    });
  });

  it('limits reset-token guessing per IP', async () => {
    await withApp({}, async (t) => {
      const ip = nextIp();
      for (let i = 1; i <= 5; i++) {
        const res = await browserAt(t.app, ip).post('/api/auth/student/reset-password', {
          token: `guessed-token-${i}-abcdefghijkl`,
          newPassword: 'new-password-1',
        });
        expect(res.status, `guess ${i}`).toBe(400);
      }
      expectThrottled(
        await browserAt(t.app, ip).post('/api/auth/student/reset-password', {
          token: 'guessed-token-6-abcdefghijkl',
          newPassword: 'new-password-1',
        }),
      );
    });
  });
});

describe('global per-IP request ceiling', () => {
  it('answers 429 {error, code} with Retry-After once RATE_LIMIT_PER_MINUTE is used up', async () => {
    await withApp({ RATE_LIMIT_PER_MINUTE: 3 }, async (t) => {
      const client = browserAt(t.app);
      const api = '/api/auth/google/config';
      for (let i = 1; i <= 3; i++) expect((await client.get(api)).status).toBe(200);
      // Pages, the client's files and the health check are not counted (a page load fetches dozens).
      for (let i = 1; i <= 5; i++) expect((await client.get('/healthz')).status).toBe(200);
      expect((await client.get('/trpc/auth.googleConfig')).status).toBe(429);
      const res = await client.get(api);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        error: expect.stringMatching(/too many requests/i),
        code: 'TOO_MANY_REQUESTS',
      });
      expect(res.headers['retry-after']).toBeDefined();
      // Another IP is unaffected.
      expect((await browserAt(t.app).get(api)).status).toBe(200);
    });
  });
});
