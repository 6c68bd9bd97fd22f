import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type { Db } from './client';
import { transactionInOneRoundTrip } from './drizzle-postgres-client';

const dialect = new PgDialect();

/**
 * Runs statements whose text does not depend on each other's answers as one transaction, and answers
 * each one's rows. On PostgreSQL the whole transaction is one round trip (a lock taken by one statement
 * is released at its COMMIT without waiting for the client); on PGlite, which has no round trips, an
 * ordinary transaction runs them in turn.
 */
export async function transactionOfStatements<Row = Record<string, unknown>>(
  db: Db,
  statements: SQL[],
): Promise<Row[][]> {
  // drizzle's public handle on its driver: postgres.js (reserve) or PGlite.
  const client = (db as unknown as { $client: unknown }).$client as Partial<Sql>;
  if (typeof client.reserve === 'function') {
    const queries = statements.map((s) => dialect.sqlToQuery(s));
    return (await transactionInOneRoundTrip(client as Sql, queries)) as Row[][];
  }
  return db.transaction(async (tx) => {
    const answers: Row[][] = [];
    for (const statement of statements) {
      const result = (await tx.execute(statement)) as unknown as Row[] | { rows: Row[] };
      answers.push(Array.isArray(result) ? result : result.rows);
    }
    return answers;
  });
}
