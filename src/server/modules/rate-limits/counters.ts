import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export interface Counted {
  key: string;
  count: number;
  /** When the key's current window ends and its count starts again from zero. */
  expiresAt: Date;
}

/**
 * Counts one hit for each key in one atomic statement and returns each key's count in its current
 * window. A key with no row, or whose window has ended, starts a new window of `windowMs` at `now`
 * with a count of 1. Concurrent hits on one key queue on its row, so no hit is lost, whichever app
 * instance makes it. Keys are written in sorted order, so two statements never wait on each other's
 * rows in opposite orders.
 */
export function countHits(db: Executor, keys: string[], windowMs: number, now: Date): Promise<Counted[]> {
  return countHitsBy(
    db,
    [...new Set(keys)].map((key) => ({ key, hits: 1 })),
    windowMs,
    now,
  );
}

/** countHits for several hits per key at once: each key's count grows by its `hits`. */
export async function countHitsBy(
  db: Executor,
  batch: { key: string; hits: number }[],
  windowMs: number,
  now: Date,
): Promise<Counted[]> {
  if (batch.length === 0) return [];
  const sorted = [...batch].sort((p, q) => (p.key < q.key ? -1 : p.key > q.key ? 1 : 0));
  const expired = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
  return db
    .insert(rateLimitCounters)
    .values(
      sorted.map(({ key, hits }) => ({ key, count: hits, expiresAt: new Date(now.getTime() + windowMs) })),
    )
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${rateLimitCounters.count} + excluded.count end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      count: rateLimitCounters.count,
      expiresAt: rateLimitCounters.expiresAt,
    });
}

/** Whether any of the keys has already reached `limit` hits in its current window (nothing is counted). */
export async function anyAtLimit(db: Executor, keys: string[], limit: number, now: Date): Promise<boolean> {
  if (keys.length === 0) return false;
  const rows = await db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(
      and(
        inArray(rateLimitCounters.key, keys),
        gt(rateLimitCounters.expiresAt, now),
        gte(rateLimitCounters.count, limit),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Forgets keys' hits (a successful sign-in clears its account's failures). */
export async function clearCounter(db: Executor, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
}

/**
 * Takes one hit back from each key whose window is still open (an attempt counted ahead that turned
 * out not to be a failure). A window that has ended, or a key already at zero, is left alone.
 */
export async function giveBackHit(db: Executor, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(
        inArray(rateLimitCounters.key, keys),
        gt(rateLimitCounters.expiresAt, now),
        gt(rateLimitCounters.count, 0),
      ),
    );
}

/**
 * Keeps a key's current window open at least until `until` (a lock-out that outlasts the window it
 * began in). Never shortens a window, so concurrent extensions keep the longest.
 */
export async function extendWindow(db: Executor, key: string, until: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ expiresAt: sql`greatest(${rateLimitCounters.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(rateLimitCounters.key, key));
}

/**
 * Deletes the rows whose window ended before `now`. Counting ignores them anyway (it starts a new
 * window in place); this only keeps the table as small as the set of recently seen keys.
 */
export async function sweepExpiredCounters(db: Executor, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
