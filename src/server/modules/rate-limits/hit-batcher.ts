import type { Executor } from '../../db/client';
import { type Counted, countHitsBy } from './counters';

type Waiter = { hits: number; resolve: (counted: Counted) => void; reject: (error: unknown) => void };

/**
 * Counts hits for one limit (one window length) the way a database group-commits: the first hit goes
 * to the database at once; hits that arrive while that statement runs wait and go together in the
 * next one, one row per key with its number of hits. Every hit is still counted in the shared table
 * and each gets its own count (the key's count after the batch, less the hits behind it), so the limit
 * is as exact as one statement per hit; under load the database sees one statement per round trip
 * instead of one per request.
 */
export class HitBatcher {
  private waiting = new Map<string, Waiter[]>();
  private running = false;

  constructor(
    private readonly db: Executor,
    private readonly windowMs: number,
  ) {}

  /** Counts `hits` hits on `key` (several when a caller reserves ahead) and answers the key's count after them. */
  hit(key: string, hits = 1): Promise<Counted> {
    return new Promise<Counted>((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push({ hits, resolve, reject });
      else this.waiting.set(key, [{ hits, resolve, reject }]);
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.size > 0) {
        const batch = this.waiting;
        this.waiting = new Map();
        await this.send(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async send(batch: Map<string, Waiter[]>): Promise<void> {
    try {
      const counted = await countHitsBy(
        this.db,
        [...batch].map(([key, waiters]) => ({ key, hits: waiters.reduce((sum, w) => sum + w.hits, 0) })),
        this.windowMs,
        new Date(),
      );
      for (const row of counted) {
        // Each waiter's count is the key's count after its own hits: less the hits queued behind it.
        let behind = 0;
        for (const w of batch.get(row.key)!.toReversed()) {
          w.resolve({ ...row, count: row.count - behind });
          behind += w.hits;
        }
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  }
}
