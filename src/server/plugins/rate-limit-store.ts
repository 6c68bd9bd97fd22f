import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { countHits } from '../modules/rate-limits/counters';

/**
 * A store for @fastify/rate-limit that keeps its counts in the database's rate_limit_counters table,
 * so the per-IP API ceiling holds across every app instance on one database (docs/decisions/015).
 * One statement per counted request; the window opens with the first request, as the plugin's own
 * in-memory store does.
 */
export function databaseRateLimitStore(db: Db, namespace = 'api'): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _pluginOptions?: FastifyRateLimitOptions,
      private readonly prefix = `${namespace}:`,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = new Date();
      countHits(db, [this.prefix + key], timeWindow, now).then(
        ([counted]) =>
          callback(null, { current: counted!.count, ttl: counted!.expiresAt.getTime() - now.getTime() }),
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
  }
  return DatabaseStore;
}
