/**
 * The shared counters behind the sign-in throttles and the API rate limit (decision 015), on the
 * real database: the window opens with the first attempt and closes after its length, every key of
 * an attempt is counted, a reset clears one key, concurrent hits are never lost, and the sweep
 * deletes only ended windows.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rateLimitCounters } from '../../src/server/db/schema';
import { AppError } from '../../src/server/errors';
import { countHits, sweepExpiredCounters } from '../../src/server/modules/rate-limits/counters';
import { HitBatcher } from '../../src/server/modules/rate-limits/hit-batcher';
import { Throttle, TOO_MANY_ATTEMPTS } from '../../src/server/modules/rate-limits/throttle';
import { databaseRateLimitStore } from '../../src/server/plugins/rate-limit-store';
import { openTestDatabase } from '../setup/test-app';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

let n = 0;
/** A key no other test uses. */
const fresh = (name: string) => `${name}:${++n}`;

async function refusal(attempt: Promise<void>): Promise<AppError | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe('Throttle on the database', () => {
  it('allows the limit, refuses the next attempt with 429, and opens again after the window', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const throttle = new Throttle(database.db, 3, 1000, () => now);
    const key = fresh('k');
    for (let i = 0; i < 3; i++) await throttle.hit(key);
    const error = await refusal(throttle.hit(key));
    expect(error).toBeInstanceOf(AppError);
    expect(error!.status).toBe(429);
    expect(error!.message).toBe(TOO_MANY_ATTEMPTS);
    await expect(throttle.check(key)).rejects.toThrow(TOO_MANY_ATTEMPTS);
    now += 999;
    await expect(throttle.check(key)).rejects.toThrow(AppError);
    now += 1;
    await expect(throttle.check(key)).resolves.toBeUndefined();
    await expect(throttle.hit(key)).resolves.toBeUndefined();
    // The new window started at that hit: two more are allowed, the fourth is not.
    await throttle.hit(key);
    await throttle.hit(key);
    expect(await refusal(throttle.hit(key))).toBeInstanceOf(AppError);
  });

  it('counts every key and blocks when any one is over', async () => {
    const throttle = new Throttle(database.db, 2, 60_000);
    const [ip, a, b, c, d] = ['ip', 'a', 'b', 'c', 'd'].map(fresh) as [
      string,
      string,
      string,
      string,
      string,
    ];
    await throttle.hit(ip, a);
    await throttle.hit(ip, b);
    expect(await refusal(throttle.hit(ip, c))).toBeInstanceOf(AppError);
    await expect(throttle.hit(d)).resolves.toBeUndefined();
    // check() counts nothing: the untouched key is still free after many checks.
    for (let i = 0; i < 5; i++) await throttle.check(d);
    await expect(throttle.hit(d)).resolves.toBeUndefined();
  });

  it('reset clears one key only', async () => {
    const throttle = new Throttle(database.db, 1, 60_000);
    const [ip, account] = [fresh('ip'), fresh('acct')];
    await throttle.hit(ip, account);
    await throttle.reset(account);
    await expect(throttle.hit(account)).resolves.toBeUndefined();
    expect(await refusal(throttle.hit(ip))).toBeInstanceOf(AppError);
  });

  it('two throttles on one database (two app instances) share their counts', async () => {
    const first = new Throttle(database.db, 4, 60_000);
    const second = new Throttle(database.db, 4, 60_000);
    const key = fresh('shared');
    await first.hit(key);
    await second.hit(key);
    await first.hit(key);
    await second.hit(key);
    await expect(first.check(key)).rejects.toThrow(AppError);
    expect(await refusal(second.hit(key))).toBeInstanceOf(AppError);
  });
});

describe('countHits', () => {
  it('loses no hit when 60 arrive at once on one key, nor when keys overlap in different orders', async () => {
    const key = fresh('storm');
    const [x, y] = [fresh('x'), fresh('y')];
    const now = new Date();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? countHits(database.db, [key], 60_000, now)
          : countHits(database.db, i % 2 ? [x, key, y] : [y, key, x], 60_000, now),
      ),
    );
    const counts = answers.map((a) => a.find((c) => c.key === key)!.count).sort((p, q) => p - q);
    expect(counts).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const [row] = await countHits(database.db, [key], 60_000, now);
    expect(row!.count).toBe(61);
    expect(row!.expiresAt.getTime()).toBe(now.getTime() + 60_000);
  });

  it('the sweep deletes ended windows only', async () => {
    const now = new Date();
    const [ended, live] = [fresh('ended'), fresh('live')];
    await countHits(database.db, [ended], 1000, new Date(now.getTime() - 5000));
    await countHits(database.db, [live], 60_000, now);
    expect(await sweepExpiredCounters(database.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (r) => r.key,
    );
    expect(keys).toContain(live);
    expect(keys).not.toContain(ended);
  });
});

describe('HitBatcher', () => {
  it('hits sent together on two batchers (two instances) each get their own count, none lost', async () => {
    const [hot, cold, other] = [fresh('hot'), fresh('cold'), fresh('other')];
    const first = new HitBatcher(database.db, 60_000);
    const second = new HitBatcher(database.db, 60_000);
    const plan = Array.from({ length: 120 }, (_, i) => (i % 4 === 3 ? cold : i % 5 === 4 ? other : hot));
    const answers = await Promise.all(plan.map((key, i) => (i % 2 ? first : second).hit(key)));
    for (const key of [hot, cold, other]) {
      const counts = answers.filter((a) => a.key === key).map((a) => a.count);
      const n = plan.filter((k) => k === key).length;
      expect(counts.sort((p, q) => p - q)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
    const [after] = await countHits(database.db, [hot], 60_000, new Date());
    expect(after!.count).toBe(plan.filter((k) => k === hot).length + 1);
  });

  it("a hit may reserve several: its count is the key's count after all of them", async () => {
    const key = fresh('weighted');
    const batcher = new HitBatcher(database.db, 60_000);
    const answers = await Promise.all([batcher.hit(key, 5), batcher.hit(key), batcher.hit(key, 3)]);
    expect(answers.map((a) => a.count).sort((p, q) => p - q)).toEqual([5, 6, 9]);
  });

  it('a failed statement fails every hit that was waiting for it, and the next ones go through', async () => {
    const batcher = new HitBatcher(database.db, 60_000);
    // A key longer than a btree entry may be (about 2,700 bytes, incompressible) makes the insert fail.
    const tooLong = randomBytes(8000).toString('hex');
    const results = await Promise.allSettled([batcher.hit(fresh('ok')), batcher.hit(tooLong)]);
    expect(results.some((r) => r.status === 'rejected')).toBe(true);
    await expect(batcher.hit(fresh('after'))).resolves.toMatchObject({ count: 1 });
  });
});

describe('the API rate-limit store (reserving hits ahead)', () => {
  type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;
  const incr = (store: Store, key: string, max: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, max),
    );
  const storedCount = async (key: string) =>
    (
      await database.db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key))
    )[0]?.count ?? 0;

  it('one instance answers exact counts, and far below the limit most hits make no statement', async () => {
    const Store = databaseRateLimitStore(database.db, fresh('solo'));
    const store = new Store({});
    const key = fresh('ip');
    const counts: number[] = [];
    for (let i = 0; i < 40; i++) counts.push((await incr(store, key, 100_000)).current);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // 40 hits were covered by reservations of up to 32 at a time: a few statements, not forty.
    const stored = await storedCount(`${(store as unknown as { prefix: string }).prefix}${key}`);
    expect(stored).toBeGreaterThanOrEqual(40);
    expect(stored).toBeLessThanOrEqual(40 + 2 * 32);
  });

  it('two instances hit at once never answer more hits under the limit than it allows, together', async () => {
    const namespace = fresh('pair');
    const Store = databaseRateLimitStore(database.db, namespace);
    const [first, second] = [new Store({}), new Store({})];
    const key = fresh('ip');
    const max = 300;
    const answers = await Promise.all(
      Array.from({ length: 3 * max }, (_, i) => incr(i % 2 ? first : second, key, max)),
    );
    const allowed = answers.filter((a) => a.current <= max).length;
    expect(allowed).toBeLessThanOrEqual(max);
    // Reservations another instance has not used can only bring the limit a little early.
    expect(allowed).toBeGreaterThanOrEqual(max - 2 * 32);
    // Every hit answered is in the shared count (with reserved ones not used yet, never fewer).
    const before = await storedCount(`${namespace}:${key}`);
    expect(before).toBeGreaterThan(max);
    // Once over, both refuse without asking the database again.
    for (const store of [first, second]) expect((await incr(store, key, max)).current).toBeGreaterThan(max);
    expect(await storedCount(`${namespace}:${key}`)).toBe(before);
  });

  it('near the limit each hit is counted on its own: sequential hits through two instances stop at it', async () => {
    const namespace = fresh('exact');
    const Store = databaseRateLimitStore(database.db, namespace);
    const [first, second] = [new Store({}), new Store({})];
    const key = fresh('ip');
    const max = 40;
    const currents: number[] = [];
    for (let i = 0; i < max + 4; i++) currents.push((await incr(i % 2 ? first : second, key, max)).current);
    expect(currents.filter((c) => c <= max)).toHaveLength(max);
    // Nothing is reserved in the last sixteen; a reservation made just before them (one hit, a sixteenth
    // of what was left) may still be used in their first few, so the last eight are exact.
    expect(currents.slice(max - 8, max)).toEqual(Array.from({ length: 8 }, (_, i) => max - 7 + i));
  });
});
