import type { Db, Tx } from './client';
import { isRetryableConflict } from './errors';

/**
 * One transaction, run again (up to `attempts` times) when PostgreSQL aborts it as a deadlock victim.
 * For changes that lock rows of two students in an order the caller cannot fix (a cancel that frees
 * a seat and books the next waiting student): the loser runs again instead of failing the request.
 */
export async function transactionWithRetry<T>(db: Db, run: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(run);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
