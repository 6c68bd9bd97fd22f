/**
 * Failed logins counted per account and per address (decision 033), over real HTTP on the real
 * database: one person's wrong passwords lock only their account, a studio's shared address is
 * stopped only by a flood, and every refusal says its reason and when to try again.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundEmails, rateLimitCounters, sessions } from '../../src/server/db/schema';
import { revealBody } from '../../src/server/kernel/outbox';
import { LOGIN_LIMITS } from '../../src/server/modules/rate-limits/login-throttle';
import { STUDENT_MESSAGES } from '../../src/shared/schemas/students';
import { browserAt, nextIp } from '../factories/browsers';
import { createAdmin, createStudent } from '../factories/people';
import type { Answer } from '../setup/http';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const db = t.db;

const STUDENT_LOGIN = '/api/auth/student/login';
const ADMIN_LOGIN = '/api/admin/login';
const ACCOUNT_LIMIT = LOGIN_LIMITS.account.failures;
const ADDRESS_LIMIT = LOGIN_LIMITS.address.failures;

const login = (ip: string, email: string, password: string, url = STUDENT_LOGIN) =>
  browserAt(t.app(), ip).post(url, { email, password });

/** A 429 naming its reason and "in N minutes", with the same wait in seconds in the body and Retry-After. */
function expectLocked(res: Answer, reason: 'account' | 'network', minutes: number, label = '') {
  expect(res.status, label).toBe(429);
  const what = reason === 'account' ? 'for this account' : 'from this network';
  expect(res.body, label).toEqual({
    error: `Too many failed sign-in attempts ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    code: 'TOO_MANY_REQUESTS',
    retryAfter: expect.any(Number),
  });
  expect(res.body.retryAfter, label).toBeGreaterThan((minutes - 1) * 60);
  expect(res.body.retryAfter, label).toBeLessThanOrEqual(minutes * 60);
  expect(res.headers['retry-after'], label).toBe(String(res.body.retryAfter));
  expect(res.setCookies, label).toEqual([]);
}

/** Ends the account's lock-out now, as the clock reaching its end would. */
async function endLock(principal: 'student' | 'admin', email: string) {
  await db()
    .update(rateLimitCounters)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(rateLimitCounters.key, `login:${principal}:${email.toLowerCase()}`));
}

describe('failed logins per account', () => {
  it(`locks an account after ${ACCOUNT_LIMIT} wrong passwords, from any address, with when to try again`, async () => {
    const student = await createStudent(db());
    for (let i = 1; i <= ACCOUNT_LIMIT; i++) {
      expect((await login(nextIp(), student.email, `wrong-${i}`)).status, `attempt ${i}`).toBe(401);
    }
    // The right password, from yet another address, with the e-mail in capitals: still locked.
    expectLocked(await login(nextIp(), student.email.toUpperCase(), student.password), 'account', 15);
    expect(await db().select().from(sessions).where(eq(sessions.studentId, student.id))).toEqual([]);

    // Over tRPC the same refusal carries the wait in its data and in Retry-After.
    const trpc = await browserAt(t.app()).post('/trpc/auth.studentLogin', {
      email: student.email,
      password: student.password,
    });
    expect(trpc.status).toBe(429);
    expect(trpc.body.error.message).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    );
    expect(trpc.body.error.data.retryAfter).toBeGreaterThan(14 * 60);
    expect(trpc.headers['retry-after']).toBe(String(trpc.body.error.data.retryAfter));

    // Once the lock has run out the right password works, and clears the failures.
    await endLock('student', student.email);
    expect((await login(nextIp(), student.email, student.password)).status).toBe(200);
    for (let i = 1; i < ACCOUNT_LIMIT; i++) {
      expect((await login(nextIp(), student.email, `again-${i}`)).status, `fresh failure ${i}`).toBe(401);
    }
  });

  it('locks longer each time within a day: 15, then 30, then at most 60 minutes', async () => {
    const student = await createStudent(db());
    for (const minutes of [15, 30, 60, 60]) {
      for (let i = 1; i <= ACCOUNT_LIMIT; i++) {
        expect((await login(nextIp(), student.email, `wrong-${i}`)).status, `${minutes}: ${i}`).toBe(401);
      }
      expectLocked(await login(nextIp(), student.email, student.password), 'account', minutes, `${minutes}`);
      await endLock('student', student.email);
    }
    // Signing in with the right password forgives the earlier lock-outs too.
    expect((await login(nextIp(), student.email, student.password)).status).toBe(200);
    for (let i = 1; i <= ACCOUNT_LIMIT; i++) await login(nextIp(), student.email, `wrong-${i}`);
    expectLocked(await login(nextIp(), student.email, student.password), 'account', 15);
  });

  it('a new password set through a reset link opens a locked account at once ("You can now sign in")', async () => {
    const student = await createStudent(db());
    for (let i = 1; i <= ACCOUNT_LIMIT; i++) await login(nextIp(), student.email, `wrong-${i}`);
    expectLocked(await login(nextIp(), student.email, student.password), 'account', 15);

    const browser = browserAt(t.app());
    await browser.post('/api/auth/student/forgot-password', { email: student.email });
    const [mail] = await db().select().from(outboundEmails).where(eq(outboundEmails.studentId, student.id));
    const body = revealBody(mail!.bodyText, mail!.secretCiphertext, t.get().services.secretBox);
    const token = /token=([a-z0-9]+)/.exec(body)![1]!;
    const reset = await browser.post('/api/auth/student/reset-password', {
      token,
      newPassword: 'brand-new-pass',
    });
    expect(reset.body.message).toBe('Your password has been reset. You can now sign in.');
    expect((await login(nextIp(), student.email, 'brand-new-pass')).status).toBe(200);
  });

  it('refuses guesses sent all at once beyond the limit without checking them', async () => {
    const student = await createStudent(db());
    const answers = await Promise.all(
      Array.from({ length: 4 * ACCOUNT_LIMIT }, (_, i) => login(nextIp(), student.email, `burst-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * ACCOUNT_LIMIT);
  });

  it('locks an administrator account the same way, apart from a student with the same e-mail', async () => {
    const admin = await createAdmin(db());
    const student = await createStudent(db(), { email: admin.email });
    for (let i = 1; i <= ACCOUNT_LIMIT; i++) {
      const res = await login(nextIp(), admin.email, `wrong-${i}`, ADMIN_LOGIN);
      expect(res.status, `attempt ${i}`).toBe(401);
      expect(res.body.error).toBe('Invalid credentials');
    }
    expectLocked(await login(nextIp(), admin.email, admin.password, ADMIN_LOGIN), 'account', 15);
    expect((await login(nextIp(), student.email, student.password)).status).toBe(200);
  });
});

describe('failed logins per address (a studio on one Wi-Fi)', () => {
  it("another student's wrong passwords do not stop a student with the right password on the same address", async () => {
    const ip = nextIp();
    const forgetful = await createStudent(db());
    const others = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => createStudent(db())));
    // Twelve attempts on account A (five wrong, seven refused), seven wrong at other accounts.
    for (let i = 1; i <= 12; i++) {
      const res = await login(ip, forgetful.email, `wrong-${i}`);
      expect(res.status, `attempt ${i}`).toBe(i <= ACCOUNT_LIMIT ? 401 : 429);
    }
    for (const other of others) expect((await login(ip, other.email, 'not-mine')).status).toBe(401);

    const right = await createStudent(db());
    expect((await login(ip, right.email, right.password)).status).toBe(200);
    // And the students who mistyped once sign in too.
    expect((await login(ip, others[0]!.email, others[0]!.password)).status).toBe(200);
    expectLocked(await login(ip, forgetful.email, forgetful.password), 'account', 15);

    // A locked-out student trying on and on is refused unchecked: that is no failure of the address.
    for (let i = 0; i <= ADDRESS_LIMIT; i++) {
      expect((await login(ip, forgetful.email, `again-${i}`)).status, `retry ${i}`).toBe(429);
    }
    expect((await login(ip, others[1]!.email, others[1]!.password)).status).toBe(200);
  });

  it(`stops a guesser spraying many accounts from one address after ${ADDRESS_LIMIT} failures`, async () => {
    const ip = nextIp();
    const student = await createStudent(db());
    const urls = [STUDENT_LOGIN, ADMIN_LOGIN, '/trpc/auth.studentLogin', '/trpc/auth.adminLogin'];
    for (let i = 1; i < ADDRESS_LIMIT; i++) {
      // X-Forwarded-For is not trusted outside production: it must not reset the per-address count.
      const res = await browserAt(t.app(), ip, { 'x-forwarded-for': `203.0.113.${i}` }).post(urls[i % 4]!, {
        email: `guess-${i}@example.com`,
        password: 'guess-guess',
      });
      expect(res.status, `guess ${i}`).toBe(401);
    }
    // Right passwords in between are not failures: they do not bring the ceiling nearer.
    for (let i = 0; i < 3; i++) expect((await login(ip, student.email, student.password)).status).toBe(200);
    expect((await login(ip, 'guess-last@example.com', 'guess-guess')).status).toBe(401);

    expectLocked(await login(ip, 'guess-next@example.com', 'guess-guess'), 'network', 15, 'the guesser');
    expectLocked(await login(ip, student.email, student.password), 'network', 15, 'a student behind it');
    const trpc = await browserAt(t.app(), ip).post('/trpc/auth.adminLogin', {
      email: 'someone@example.com',
      password: 'guess-guess',
    });
    expect(trpc.status).toBe(429);
    expect(trpc.body.error.message).toMatch(/^Too many failed sign-in attempts from this network\./);

    // The guessed accounts are not locked: each saw one failure. Another address is not affected.
    expect((await login(nextIp(), student.email, student.password)).status).toBe(200);
    const counted = await db()
      .select()
      .from(rateLimitCounters)
      .where(and(like(rateLimitCounters.key, 'login:%:guess-%'), eq(rateLimitCounters.count, 1)));
    expect(counted.length).toBe(ADDRESS_LIMIT); // guess-next was refused unchecked: no failure
  });
});

describe('refusals that are not wrong passwords', () => {
  it('an inactive account with the right password is told it is inactive; a wrong one is not', async () => {
    const student = await createStudent(db(), { status: 'inactive' });
    const ip = nextIp();
    const refused = await login(ip, student.email, student.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: STUDENT_MESSAGES.inactiveSignIn, code: 'FORBIDDEN' });
    expect(refused.body.error).toBe('This account is inactive. Please contact the studio.');
    const wrong = await login(ip, student.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid email or password');
    // The right password is not a failure: asking again and again does not lock the account.
    for (let i = 0; i < ACCOUNT_LIMIT + 1; i++) {
      expect((await login(ip, student.email, student.password)).status).toBe(403);
    }
  });

  it('a pending student signs in (the studio has not refused them)', async () => {
    const student = await createStudent(db(), { status: 'pending' });
    expect((await login(nextIp(), student.email, student.password)).status).toBe(200);
  });
});
