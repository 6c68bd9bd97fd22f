import { addDays } from '../../src/shared/dates';
/**
 * Two app instances on one PostgreSQL database, as behind a load balancer (issue 15 §2): the sign-in
 * throttle and the API rate limit count across both; 200 students racing for 15 seats through both
 * book exactly 15; jobs sent from both (and the cron schedules both keep) run once; every queued
 * e-mail reaches the real SMTP server once, including those both instances find at start.
 *
 * PostgreSQL only: an embedded PGlite belongs to the one process that opened it, so a second
 * instance cannot share it (and a single instance has nothing to share its counts with).
 */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { bookings, rateLimitCounters } from '../../src/server/db/schema';
import type { Jobs } from '../../src/server/jobs/jobs';
import { startBackgroundJobs, WAITLIST_CLOSE_JOB } from '../../src/server/jobs/start';
import { clockNow, startClockAt, useRealClock } from '../../src/server/kernel/time/clock';
import { studioInstant, studioWallClock } from '../../src/server/kernel/time/studio-time';
import { LOGIN_LIMITS } from '../../src/server/modules/rate-limits/login-throttle';
import { CLASS_REMINDERS_JOB } from '../../src/server/modules/reminders/reminders.jobs';
import { STUDENT_COOKIE } from '../../src/server/trpc/context';
import { createServices, type Services } from '../../src/server/trpc/services';
import { classIn, setSetting, studentsWithSessions } from '../factories/bookings';
import { browserAt, nextIp } from '../factories/browsers';
import { countOf, insertClassType, insertInstance, rows } from '../factories/classes';
import { createStudent } from '../factories/people';
import type { Answer } from '../setup/http';
import { databaseUrl } from '../setup/postgres';
import { TestSmtpServer } from '../setup/smtp';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../setup/test-app';

const RATE_LIMIT = 20;
const MAIL_ENV = { SMTP_URL: '', SMTP_FROM: 'studio@mail.test', PUBLIC_URL: 'https://studio.test' };
const silent = { error: () => {} };
const tuning = { mailRetryDelaySeconds: 1 };
/** The last noon on the studio's wall clock at or before the real now. */
function lastNoon(zone: string): Date {
  const wall = studioWallClock(zone, new Date());
  return studioInstant(zone, wall.time >= '12:00' ? wall.date : addDays(wall.date, -1), '12:00');
}
/** 18:00 the day after the studio clock's today: 30 hours after lastNoon, ahead of the real now. */
const nextEvening = () => ({
  classDate: addDays(studioWallClock('America/Vancouver', clockNow()).date, 1),
  startTime: '18:00',
  endTime: '19:00',
});
const DAY = 86_400_000;

interface Instance {
  app: FastifyInstance;
  services: Services;
  jobs: Jobs;
}

async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function tally(answers: Answer[]) {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status < 300 ? String(a.status) : `${a.status} ${a.body.error}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

function expectThrottled(res: Answer, label: string) {
  expect(res.status, label).toBe(429);
  expect(res.body, label).toMatchObject({ error: expect.any(String), code: 'TOO_MANY_REQUESTS' });
}

describe.skipIf(!process.env.DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let smtp: TestSmtpServer;
  let first: TestApp;
  let secondDatabase: Database;
  let secondApp: FastifyInstance;
  const started: Jobs[] = [];
  let a: Instance;
  let b: Instance;
  let jobsStartedAt = 0;
  const early: { email: string }[] = [];
  const db = () => first.database.db;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    const env = { ...MAIL_ENV, SMTP_URL: smtp.url };
    first = await createTestApp({ RATE_LIMIT_PER_MINUTE: RATE_LIMIT }, env);
    // The second instance: its own connections to the same database, its own config and services.
    const name = (first.database as { name?: string }).name!;
    secondDatabase = await openDatabase(
      { kind: 'postgres', url: databaseUrl(process.env.DATABASE_URL!, name), max: 10 },
      { migrate: false },
    );
    const secondServices = createServices(
      loadConfig({ NODE_ENV: 'test', ...env }, { RATE_LIMIT_PER_MINUTE: RATE_LIMIT }),
      secondDatabase,
      TEST_APP_SECRET,
    );
    secondApp = await buildApp({ services: secondServices, serveClient: false });
    await secondApp.ready();

    // Password-reset e-mails queued through both while neither runs its jobs: both sweep them at start.
    for (let i = 0; i < 6; i++) {
      const student = await createStudent(db(), { name: `Early ${i}` });
      const via = i % 2 ? secondApp : first.app;
      const res = await browserAt(via).post('/api/auth/student/forgot-password', { email: student.email });
      expect(res.status).toBe(200);
      early.push(student);
    }
    jobsStartedAt = Date.now();
    const [jobsA, jobsB] = await Promise.all([
      startBackgroundJobs(first.services, silent, tuning),
      startBackgroundJobs(secondServices, silent, tuning),
    ]);
    started.push(jobsA, jobsB);
    a = { app: first.app, services: first.services, jobs: jobsA };
    b = { app: secondApp, services: secondServices, jobs: jobsB };
  });

  afterAll(async () => {
    await Promise.all(started.map((j) => j.stop()));
    await secondApp?.close();
    await secondDatabase?.close();
    await first?.close();
    await smtp?.stop();
  });

  const alternate = (i: number) => (i % 2 ? b : a);

  it('the failed login over the account limit, alternating between the instances, is refused by both', async () => {
    const student = await createStudent(db());
    const login = '/api/auth/student/login';
    for (let i = 1; i <= LOGIN_LIMITS.account.failures; i++) {
      const res = await browserAt(alternate(i).app).post(login, {
        email: student.email,
        password: `wrong-${i}`,
      });
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    for (const via of [a, b]) {
      const right = await browserAt(via.app).post(login, {
        email: student.email,
        password: student.password,
      });
      expectThrottled(right, 'the right password, after the limit of failures on the two instances');
    }

    // Per address as well: guesses at different accounts from one address, spread over both. The
    // address's earlier failures are written straight to the counter: the API ceiling of this test
    // (RATE_LIMIT a minute) would refuse that many requests first.
    const ip = nextIp();
    await db()
      .insert(rateLimitCounters)
      .values({
        key: `login:ip:${ip}`,
        count: LOGIN_LIMITS.address.failures - 2,
        expiresAt: new Date(Date.now() + 10 * 60_000),
      });
    for (let i = 1; i <= 2; i++) {
      const res = await browserAt(alternate(i).app, ip).post(login, {
        email: `guess-${i}@example.com`,
        password: 'guess-guess',
      });
      expect(res.status, `guess ${i}`).toBe(401);
    }
    const other = await createStudent(db());
    for (const via of [a, b]) {
      expectThrottled(
        await browserAt(via.app, ip).post(login, { email: other.email, password: other.password }),
        'the guessing address',
      );
    }

    // A sign-in on one instance clears the failures counted by the other.
    const forgetful = await createStudent(db());
    for (let i = 1; i < LOGIN_LIMITS.account.failures; i++) {
      await browserAt(a.app).post(login, { email: forgetful.email, password: `wrong-${i}` });
    }
    const signedIn = await browserAt(b.app).post(login, {
      email: forgetful.email,
      password: forgetful.password,
    });
    expect(signedIn.status).toBe(200);
    for (let i = 1; i <= LOGIN_LIMITS.account.failures; i++) {
      const res = await browserAt(alternate(i).app).post(login, {
        email: forgetful.email,
        password: 'nope-nope',
      });
      expect(res.status, `fresh failure ${i}`).toBe(401);
    }
    expect((await browserAt(a.app).post(login, { email: forgetful.email, password: 'x' })).status).toBe(429);
  });

  it('the per-IP API limit counts the requests to both instances together', async () => {
    const ip = nextIp();
    const api = '/api/auth/google/config';
    for (let i = 1; i <= RATE_LIMIT; i++) {
      const res = await browserAt(alternate(i).app, ip).get(api);
      expect(res.status, `request ${i}`).toBe(200);
      // Far from the limit an instance answers from hits it reserved ahead, so its remaining is
      // approximate there; near the limit every hit is counted on its own and it is exact.
      if (i > 8) expect(Number(res.headers['x-ratelimit-remaining']), `request ${i}`).toBe(RATE_LIMIT - i);
    }
    for (const via of [a, b]) {
      const res = await browserAt(via.app, ip).get(api);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        error: expect.stringMatching(/too many requests/i),
        code: 'TOO_MANY_REQUESTS',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Each instance asked the database once before refusing; it refuses the rest of the window alone.
    const counted = async () =>
      (
        await rows<{ count: number }>(
          db(),
          sql`select count from rate_limit_counters where key = ${`api:${ip}`}`,
        )
      )[0]?.count;
    expect(await counted()).toBe(RATE_LIMIT + 2);
    for (let i = 1; i <= 6; i++) expect((await browserAt(alternate(i).app, ip).get(api)).status).toBe(429);
    expect(await counted()).toBe(RATE_LIMIT + 2);
    expect((await browserAt(b.app).get(api)).status).toBe(200);
  });

  it('200 students racing for a 15-seat class, half through each instance: exactly 15 confirmed', async () => {
    const type = await insertClassType(db());
    const instance = await classIn(db(), type.id, 72, { maxStudents: 15 });
    const racers = await studentsWithSessions(a.app, db(), 200, 'Storm');
    const answers = await Promise.all(
      racers.map(({ student, token }, i) => {
        const browser = browserAt(alternate(i).app);
        browser.cookies.set(STUDENT_COOKIE, token);
        return browser.post('/api/student-bookings', { studentId: student.id, classInstanceId: instance.id });
      }),
    );
    expect(tally(answers)).toEqual({ '201': 15, '409 Class Full': 185 });
    // Each instance turned students away, so both were deciding at once.
    expect(tally(answers.filter((_, i) => i % 2 === 0))['409 Class Full']).toBeGreaterThanOrEqual(85);
    expect(tally(answers.filter((_, i) => i % 2 === 1))['409 Class Full']).toBeGreaterThanOrEqual(85);
    expect(
      await countOf(db(), 'bookings', `class_instance_id = ${instance.id} and status = 'confirmed'`),
    ).toBe(15);
    expect(await countOf(db(), 'bookings', `class_instance_id = ${instance.id}`)).toBe(15);
    expect(
      await countOf(
        db(),
        'ledger_entries l join bookings b on b.id = l.booking_id',
        `b.class_instance_id = ${instance.id} and l.entry_type = 'charge'`,
      ),
    ).toBe(15);
  });

  it('the waitlist close job, sent twice from each instance at once, tells each waiting student once', async () => {
    const type = await insertClassType(db(), { name: 'Closing Flow' });
    const instance = await classIn(db(), type.id, 5, { maxStudents: 1 });
    const [holder, ...waiters] = await studentsWithSessions(a.app, db(), 5, 'Waiting');
    const book = await holder!.browser.post('/api/student-bookings', {
      studentId: holder!.student.id,
      classInstanceId: instance.id,
    });
    expect(book.status).toBe(201);
    for (const [i, w] of waiters.entries()) {
      const browser = browserAt(alternate(i).app);
      browser.cookies.set(STUDENT_COOKIE, w.token);
      expect((await browser.post('/api/waitlist', { classInstanceId: instance.id })).status).toBe(201);
    }
    await setSetting(db(), 'waitlistCloseHours', '6');
    try {
      await Promise.all([a, b, a, b].map((i) => i.jobs.send(WAITLIST_CLOSE_JOB, {})));
      await until(
        () => Promise.all([a.jobs.pending(WAITLIST_CLOSE_JOB), b.jobs.pending(WAITLIST_CLOSE_JOB)]),
        (p) => p[0] === 0 && p[1] === 0,
      );
    } finally {
      await setSetting(db(), 'waitlistCloseHours', '2');
    }
    await until(
      () => waiters.map((w) => smtp.to(w.student.email).length),
      (n) => n.every((k) => k >= 1),
    );
    const statuses = await rows<{ status: string }>(
      db(),
      sql`select status from waitlist_entries where class_instance_id = ${instance.id}`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['closed', 'closed', 'closed', 'closed']);
    for (const w of waiters) {
      expect(
        await countOf(db(), 'outbound_emails', `student_id = ${w.student.id} and kind = 'waitlist_update'`),
      ).toBe(1);
    }
    // Late duplicates would arrive within the delivery job's poll; give them the time to.
    await new Promise((r) => setTimeout(r, 3000));
    for (const w of waiters) expect(smtp.to(w.student.email)).toHaveLength(1);
  });

  it('the class reminder job, sent twice from each instance at once, reminds each student once', async () => {
    await setSetting(db(), 'emailClassReminders', 'true');
    await setSetting(db(), 'classReminderDays', '1');
    // The studio clock at the last noon (never ahead of the real time jobs and now() follow), a class
    // the next evening: its 09:00 slot was missed, and decision 035 catches it up in daytime.
    const zone = 'America/Vancouver';
    startClockAt(lastNoon(zone));
    onTestFinished(() => useRealClock());
    const type = await insertClassType(db(), { name: 'Reminded Flow' });
    const instance = await insertInstance(db(), type.id, nextEvening());
    const people = await Promise.all([0, 1, 2].map((i) => createStudent(db(), { name: `Reminded ${i}` })));
    await db()
      .insert(bookings)
      .values(
        people.map((p) => ({
          studentId: p.id,
          classInstanceId: instance.id,
          status: 'confirmed' as const,
          priceCents: 2000,
          bookedAt: new Date(clockNow().getTime() - DAY),
        })),
      );
    await Promise.all([a, b, a, b].map((i) => i.jobs.send(CLASS_REMINDERS_JOB, {})));
    await until(
      () => Promise.all([a.jobs.pending(CLASS_REMINDERS_JOB), b.jobs.pending(CLASS_REMINDERS_JOB)]),
      (p) => p[0] === 0 && p[1] === 0,
    );
    await until(
      () => people.map((p) => smtp.to(p.email).length),
      (n) => n.every((k) => k >= 1),
    );
    await new Promise((r) => setTimeout(r, 3000));
    for (const p of people) {
      const mail = smtp.to(p.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toContain('Reminded Flow');
      expect(
        await countOf(db(), 'reminder_deliveries', `student_id = ${p.id}`),
        'one reminder delivery recorded',
      ).toBe(1);
    }
  });

  it('the schedules both instances keep send each cron job once per tick', { timeout: 150_000 }, async () => {
    const schedules = await rows<{ name: string }>(db(), sql`select name from pgboss.schedule order by name`);
    expect(schedules.map((s) => s.name)).toEqual(
      expect.arrayContaining(['email.sweep', 'invoices.overdue', WAITLIST_CLOSE_JOB, 'rate-limits.sweep']),
    );
    // The minute sweep ('* * * * *'): with both instances' clocks running for over a minute, one job a
    // minute, not two.
    await until(
      () => Date.now(),
      (now) => now - jobsStartedAt > 75_000,
      120_000,
    );
    const [{ n }] = (await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pgboss.job
        where name = 'email.sweep' and created_on >= ${new Date(jobsStartedAt).toISOString()}::timestamptz`,
    )) as [{ n: number }];
    const ticks = Math.floor(Date.now() / 60_000) - Math.floor(jobsStartedAt / 60_000);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(ticks + 1);
  });

  it('every queued e-mail reaches the SMTP server once, those found at start included', async () => {
    const unsent = await until(
      () => countOf(db(), 'outbound_emails', `status in ('queued', 'sending')`),
      (k) => k === 0,
    );
    expect(unsent).toBe(0);
    const sent = await rows<{ status: string; provider_message_id: string | null; kind: string }>(
      db(),
      sql`select status, provider_message_id, kind from outbound_emails`,
    );
    expect(sent.every((e) => e.status === 'sent')).toBe(true);
    // The six early resets, 15 + 1 booking confirmations, the four waitlist notices, three reminders.
    const kinds = await rows<{ kind: string; n: number }>(
      db(),
      sql`select kind, count(*)::int as n from outbound_emails group by kind`,
    );
    expect(Object.fromEntries(kinds.map((k) => [k.kind, k.n]))).toMatchObject({
      password_reset: 6,
      booking_confirmation: 16,
      waitlist_update: 4,
    });
    for (const s of early) expect(smtp.to(s.email)).toHaveLength(1);
    const received = smtp.received.map((m) => m.messageId).sort();
    expect(new Set(received).size).toBe(received.length);
    expect(received).toEqual(sent.map((e) => e.provider_message_id).sort());
  });
});
