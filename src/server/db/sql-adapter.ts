import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { Executor } from './client';

/** What pg-boss needs of a database: run one command (or several, without parameters). */
export interface ExecuteSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's parameters as our drivers take them: objects as JSON text, undefined as null. */
const param = (value: unknown): unknown =>
  value === undefined
    ? null
    : value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)
      ? JSON.stringify(value)
      : value;

/** pg-boss on embedded PGlite: parameterised commands through query, scripts through exec. */
export const pgliteAdapter = (pg: PGlite): ExecuteSql => ({
  async executeSql(text, values) {
    if (values && values.length > 0) {
      const result = await pg.query(text, values.map(param));
      return { rows: result.rows };
    }
    const results = await pg.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  },
});

/** pg-boss on PostgreSQL through the app's postgres.js pool: scripts use the simple protocol. */
export const postgresAdapter = (client: Sql): ExecuteSql => ({
  async executeSql(text, values) {
    if (values && values.length > 0) {
      return { rows: [...(await client.unsafe(text, values.map(param) as never[]))] };
    }
    // Scripts (migrations, locked maintenance) hold BEGIN … COMMIT: one reserved connection for them.
    const connection = await client.reserve();
    try {
      const result = await connection.unsafe(text).simple();
      const last = Array.isArray(result) && Array.isArray(result.at(-1)) ? result.at(-1) : result;
      return { rows: [...(last as unknown[])] };
    } catch (error) {
      // A script that fails leaves its BEGIN open (pg-boss expects that when two instances install its
      // schema at once): end it here, or the pool lends out a connection that refuses every command.
      await connection
        .unsafe('rollback')
        .simple()
        .catch(() => {});
      throw error;
    } finally {
      connection.release();
    }
  },
});

/**
 * pg-boss commands inside one of our drizzle transactions: a job sent this way is created if and only
 * if the transaction commits (the outbox row and its delivery job are written together).
 */
export const transactionAdapter = (tx: Executor): ExecuteSql => ({
  async executeSql(text, values = []) {
    const chunks: SQL[] = text
      .split(/(\$\d+)/)
      .map((part) =>
        /^\$\d+$/.test(part) ? sql`${param(values[Number(part.slice(1)) - 1])}` : sql.raw(part),
      );
    const result = (await tx.execute(sql.join(chunks))) as unknown as unknown[] | { rows: unknown[] };
    return { rows: Array.isArray(result) ? [...result] : result.rows };
  },
});
