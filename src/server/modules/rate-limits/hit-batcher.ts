import type { Executor } from '../../db/client';
import { type Counted, countHitsBy } from './counters';

type Waiter = { resolve: (counted: Counted) => void; reject: (error: unknown) => void };

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

  hit(key: string): Promise<Counted> {
    return new Promise<Counted>((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
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
        [...batch].map(([key, waiters]) => ({ key, hits: waiters.length })),
        this.windowMs,
        new Date(),
      );
      for (const row of counted) {
        const waiters = batch.get(row.key)!;
        for (const [i, w] of waiters.entries()) {
          w.resolve({ ...row, count: row.count - (waiters.length - 1 - i) });
        }
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  }
}
