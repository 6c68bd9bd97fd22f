import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Rows of a raw statement on either driver: PGlite answers { rows }, postgres.js an array. */
export async function executeRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
