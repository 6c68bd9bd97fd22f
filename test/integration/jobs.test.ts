/**
 * Background jobs (issue 9 §1): pg-boss on the test database (PGlite, or PostgreSQL with DATABASE_URL):
 * a job runs, retries with backoff until it succeeds, ends failed after its last try, exists only if
 * the transaction that sent it commits, and runs once with two app instances on one database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyJobDefinition, defineJob, type JobAttempt, Jobs } from '../../src/server/jobs/jobs';
import { openTestDatabase } from '../setup/test-app';

type Db = Awaited<ReturnType<typeof openTestDatabase>>;
let database: Db;
const runs: { queue: string; data: { n: number }; attempt: JobAttempt }[] = [];
const silent = { error: () => {} };

const until = async (check: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const definitions = (instance: string): AnyJobDefinition[] => [
  defineJob<{ n: number }>({
    name: 'test.ok',
    run: async (data, attempt) => {
      runs.push({ queue: `ok@${instance}`, data, attempt });
    },
  }),
  // Fed by a schedule that never comes during the test: its workers poll every 10 s.
  defineJob<{ n: number }>({
    name: 'test.cron',
    cron: '0 0 1 1 *',
    run: async (data) => {
      runs.push({ queue: 'cron', data, attempt: { id: '', retryCount: 0, retryLimit: 0 } });
    },
  }),
  defineJob<{ n: number; failTimes: number }>({
    name: 'test.flaky',
    retryLimit: 3,
    retryDelaySeconds: 1,
    run: async (data, attempt) => {
      runs.push({ queue: 'flaky', data, attempt });
      if (attempt.retryCount < data.failTimes) throw new Error(`try ${attempt.retryCount} failed`);
    },
  }),
];

let jobs: Jobs;
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await Jobs.start(database, definitions('a'), silent);
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

describe('background jobs', () => {
  it('runs a job once', async () => {
    await jobs.send('test.ok', { n: 1 });
    await until(() => runs.some((r) => r.data.n === 1));
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs.filter((r) => r.data.n === 1)).toHaveLength(1);
  });

  it('retries a failing job until it succeeds', async () => {
    await jobs.send('test.flaky', { n: 2, failTimes: 2 });
    await until(() => runs.filter((r) => r.data.n === 2).length === 3, 30_000);
    expect(runs.filter((r) => r.data.n === 2).map((r) => r.attempt.retryCount)).toEqual([0, 1, 2]);
  });

  it('ends as failed after its last try', async () => {
    await jobs.send('test.flaky', { n: 3, failTimes: 99 });
    await until(() => runs.filter((r) => r.data.n === 3).length === 4, 40_000);
    const attempts = runs.filter((r) => r.data.n === 3);
    expect(attempts.at(-1)!.attempt).toMatchObject({ retryCount: 3, retryLimit: 3 });
    await until(() => false, 1500).catch(() => {});
    const result = await database.raw.executeSql(
      `select state, output from pgboss.job where name = 'test.flaky' and data->>'n' = '3'`,
    );
    expect(result.rows).toEqual([
      { state: 'failed', output: expect.objectContaining({ message: 'try 3 failed' }) },
    ]);
  });

  it('a job sent inside a transaction exists only if it commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await jobs.send('test.ok', { n: 4 }, { tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await jobs.send('test.ok', { n: 5 }, { tx });
    });
    await until(() => runs.some((r) => r.data.n === 5));
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs.some((r) => r.data.n === 4)).toBe(false);
  });

  it('a queue fed by its schedule polls slowly, yet a job sent from the instance runs at once, a burst too', async () => {
    // Numbers below 100: the two-instance test counts every run from 100 up.
    // One job first: after it the worker asks once more (empty), then waits its 10 s; 1.5 s into that wait…
    await jobs.send('test.cron', { n: 49 });
    await until(() => runs.some((r) => r.data.n === 49), 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    const sent = Date.now();
    for (let n = 50; n < 55; n++) await jobs.send('test.cron', { n });
    await until(() => runs.filter((r) => r.data.n >= 50 && r.data.n < 55).length === 5, 30_000);
    // …a burst is sent: without the wake-up the first would wait out the 8.5 s left of the poll.
    expect(Date.now() - sent).toBeLessThan(8_000);
    expect(runs.filter((r) => r.queue === 'cron').map((r) => r.data.n)).toEqual([49, 50, 51, 52, 53, 54]);
  });

  it.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL run each job once', async () => {
    const second = await Jobs.start(database, definitions('b'), silent);
    try {
      for (let n = 100; n < 140; n++) await jobs.send('test.ok', { n });
      await until(
        () => new Set(runs.filter((r) => r.data.n >= 100).map((r) => r.data.n)).size === 40,
        30_000,
      );
      await new Promise((r) => setTimeout(r, 2000));
      expect(runs.filter((r) => r.data.n >= 100)).toHaveLength(40);
    } finally {
      await second.stop();
    }
  });
});
