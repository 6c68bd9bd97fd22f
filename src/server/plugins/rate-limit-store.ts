import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { HitBatcher } from '../modules/rate-limits/hit-batcher';

/** Above this many remembered refusals (or leases), the ended ones are forgotten. */
const MAX_REMEMBERED = 10_000;

/** The most hits an instance reserves ahead for one key in one statement. */
const LEASE_MAX = 32;

/**
 * How many hits to reserve ahead when the key's count is `count`: a sixteenth of what is left, at most
 * LEASE_MAX, and none in the last sixteen hits of the limit, where (once the last small reservations
 * are used) every hit is counted on its own.
 */
const leaseFor = (max: number, count: number) =>
  Math.max(0, Math.min(LEASE_MAX, Math.floor((max - count) / 16)));

/** Hits this instance has reserved in the database and may answer without asking. */
interface Lease {
  /** The key's count in the database's answer to this instance's latest reservation. */
  count: number;
  /** When that window ends (ms). */
  endsAt: number;
  /** Reserved hits not yet used. */
  left: number;
}

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counts in the database's rate_limit_counters table,
 * so the per-IP API ceiling holds across every app instance on one database (docs/decisions/015).
 * The window opens with the first request, as the plugin's own in-memory store does.
 *
 * Far below its limit a key's hits are reserved ahead: the statement that counts a hit also counts up
 * to LEASE_MAX more that this instance then answers on its own, and tops up before they run out. The
 * database's count is therefore never below the hits answered, on any instance — reserving can only
 * make the limit arrive early (by the reserved hits another instance has not used yet), never late —
 * and a request far from the limit does not wait for a database round trip. In the last stretch of the
 * limit nothing is reserved, so each hit is counted and checked on its own, as exact as before.
 *
 * Once the database says a key is over its limit until T, it stays over until T whatever any instance
 * does (a count only grows within its window), so this instance refuses that key without asking again
 * until then: a client flooding one address costs the database one statement per instance and window.
 */
export function databaseRateLimitStore(db: Db, namespace = 'api'): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly refusedUntil = new Map<string, number>();
    private readonly leases = new Map<string, Lease>();
    /** A key's reservation on its way (first or top-up): a hit without a lease waits for it, then retries. */
    private readonly reserving = new Map<string, Promise<unknown>>();
    private readonly batchers = new Map<number, HitBatcher>();

    constructor(
      _pluginOptions?: FastifyRateLimitOptions,
      private readonly prefix = `${namespace}:`,
    ) {}

    incr(key: string, callback: Answer, timeWindow: number, max: number): void {
      const now = Date.now();
      const until = this.refusedUntil.get(key);
      if (until !== undefined && until > now) {
        callback(null, { current: max + 1, ttl: until - now });
        return;
      }
      const lease = this.leases.get(key);
      if (lease && lease.endsAt > now && lease.left > 0) {
        lease.left -= 1;
        const current = lease.count - lease.left;
        if (current > max) this.remember(key, lease.endsAt, now);
        callback(null, { current, ttl: lease.endsAt - now });
        if (lease.left < LEASE_MAX / 2 && !this.reserving.has(key)) this.topUp(key, lease, timeWindow, max);
        return;
      }
      const inFlight = this.reserving.get(key);
      if (inFlight) {
        // Try again once it has landed: its lease may cover this hit too.
        const retry = () => this.incr(key, callback, timeWindow, max);
        inFlight.then(retry, retry);
        return;
      }
      const extra = leaseFor(max, lease && lease.endsAt > now ? lease.count : 0);
      const counting = this.batcherFor(timeWindow).hit(this.prefix + key, 1 + extra);
      this.reserving.set(key, counting);
      counting.then(
        (counted) => {
          this.reserving.delete(key);
          const endsAt = counted.expiresAt.getTime();
          const current = counted.count - extra;
          if (current > max) this.remember(key, endsAt, now);
          this.keep(key, { count: counted.count, endsAt, left: extra }, now);
          callback(null, { current, ttl: Math.max(0, endsAt - now) });
        },
        (error: Error) => {
          this.reserving.delete(key);
          callback(error);
        },
      );
    }

    /** Reserves more hits for a lease running low, without anyone waiting for it. */
    private topUp(key: string, lease: Lease, timeWindow: number, max: number): void {
      const more = leaseFor(max, lease.count);
      if (more === 0) return;
      const counting = this.batcherFor(timeWindow).hit(this.prefix + key, more);
      this.reserving.set(key, counting);
      counting.then(
        (counted) => {
          this.reserving.delete(key);
          // In a new window the reserved hits count there, unused: the limit only arrives earlier.
          if (counted.expiresAt.getTime() !== lease.endsAt) return;
          lease.count = counted.count;
          lease.left += more;
        },
        // The next hit without a lease asks the database itself and meets the error there.
        () => this.reserving.delete(key),
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

    private keep(key: string, lease: Lease, now: number): void {
      if (this.leases.size >= MAX_REMEMBERED) {
        for (const [k, l] of this.leases) if (l.endsAt <= now) this.leases.delete(k);
      }
      if (this.leases.size < MAX_REMEMBERED || this.leases.has(key)) this.leases.set(key, lease);
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
