import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** SHA-256 hex computed independently of the server's own helper, so a test can check what is stored. */
export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** The argon2id parameters design §3 asks for (OWASP baseline). */
export const ARGON2ID_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/** Rows of a raw query on either driver: PGlite answers { rows }, postgres.js an array. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every user table in the database (all schemas but the system ones) as JSON text, one entry per
 * table: what an attacker with a copy of the database would see.
 */
export async function dumpDatabase(db: Db): Promise<Map<string, string>> {
  const tables = await rowsOf<{ table_schema: string; table_name: string }>(
    db,
    sql.raw(
      `select table_schema, table_name from information_schema.tables
       where table_type = 'BASE TABLE'
         and table_schema not in ('pg_catalog', 'information_schema')
         and table_schema not like 'pg_toast%' and table_schema not like 'pg_temp%'
       order by 1, 2`,
    ),
  );
  const dump = new Map<string, string>();
  for (const { table_schema, table_name } of tables) {
    const name = `${quoteIdent(table_schema)}.${quoteIdent(table_name)}`;
    const [row] = await rowsOf<{ dump: string }>(
      db,
      sql.raw(`select coalesce(json_agg(t)::text, '[]') as dump from ${name} t`),
    );
    dump.set(`${table_schema}.${table_name}`, row!.dump);
  }
  return dump;
}
