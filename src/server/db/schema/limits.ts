import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/**
 * Counters for the API rate limit and the sign-in throttles, in the database so that every app
 * instance on it counts against the same limit (docs/decisions/015). One row per key: its window opens
 * with the first hit after the last window expired and lasts the limit's length; the counting
 * statement starts a new window in place, and a job deletes the rows whose window has ended. No index
 * besides the key: a count-only update then stays a HOT update, and the sweep reads a small table.
 * The migration creates it UNLOGGED (no WAL, no flush at commit; emptied by a crash, which only
 * forgives some attempts), which drizzle-kit does not model.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: tz('expires_at').notNull(),
});
