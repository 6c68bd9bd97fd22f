import { timestamp } from 'drizzle-orm/pg-core';

/** Columns many tables share. Not a table: not exported from the schema index. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => tz('created_at').notNull().defaultNow();
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
