import { timestamp } from 'drizzle-orm/pg-core';
import { clockNow } from '../../kernel/time/clock';

/** Columns many tables share. Not a table: not exported from the schema index. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
/**
 * A moment recorded when the row is written: by the studio clock when the app inserts it (so a test
 * running at a chosen instant records that instant), by the database's now() for any other writer.
 */
export const stampedNow = (name: string) => tz(name).notNull().defaultNow().$defaultFn(clockNow);
export const createdAt = () => stampedNow('created_at');
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: stampedNow('updated_at'),
});
