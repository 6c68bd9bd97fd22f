import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { HitBatcher } from '../modules/rate-limits/hit-batcher';

/** Above this many remembered refusals, the ended ones are forgotten. */
const MAX_REMEMBERED = 10_000;

/**
 * A store for @fastify/rate-limit that keeps its counts in the database's rate_limit_counters table,
 * so the per-IP API ceiling holds across every app instance on one database (docs/decisions/015).
 * At most one statement per counted request (requests that arrive together share one, see HitBatcher);
 * the window opens with the first request, as the plugin's own in-memory store does.
 *
 * Once the database says a key is over its limit until T, it stays over until T whatever any instance
 * does (a count only grows within its window), so this instance refuses that key without asking again
 * until then: a client flooding one address costs the database one statement per instance and window,
 * instead of a queue of writers on one row that would hold the pool's connections.
 */
export function databaseRateLimitStore(db: Db, namespace = 'api'): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly refusedUntil = new Map<string, number>();
    private readonly batchers = new Map<number, HitBatcher>();

    constructor(
      _pluginOptions?: FastifyRateLimitOptions,
      private readonly prefix = `${namespace}:`,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const now = Date.now();
      const until = this.refusedUntil.get(key);
      if (until !== undefined && until > now) {
        callback(null, { current: max + 1, ttl: until - now });
        return;
      }
      this.batcherFor(timeWindow)
        .hit(this.prefix + key)
        .then(
          (counted) => {
            const ends = counted.expiresAt.getTime();
            if (counted.count > max) this.remember(key, ends, now);
            callback(null, { current: counted.count, ttl: Math.max(0, ends - now) });
          },
          (error: Error) => callback(error),
        );
    }

    /** A route with its own limit counts apart from the rest (the in-memory store keeps one map each). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions as unknown as {
        groupId?: string;
        routeInfo?: { method?: string; url?: string };
      };
      return new DatabaseStore(
        undefined,
        `${this.prefix}${groupId ?? `${routeInfo?.method} ${routeInfo?.url}`}:`,
      );
    }

    /** One batcher per window length (a route with its own limit may have another). */
    private batcherFor(timeWindow: number): HitBatcher {
      let batcher = this.batchers.get(timeWindow);
      if (!batcher) {
        batcher = new HitBatcher(db, timeWindow);
        this.batchers.set(timeWindow, batcher);
      }
      return batcher;
    }

    private remember(key: string, until: number, now: number): void {
      if (this.refusedUntil.size >= MAX_REMEMBERED) {
        for (const [k, t] of this.refusedUntil) if (t <= now) this.refusedUntil.delete(k);
      }
      if (this.refusedUntil.size < MAX_REMEMBERED) this.refusedUntil.set(key, until);
    }
  }
  return DatabaseStore;
}
