import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openPgliteDataDir } from './backup/open-data-dir';
import { drizzlePostgresClient } from './drizzle-postgres-client';
import * as schema from './schema';
import { type ExecuteSql, pgliteAdapter, postgresAdapter } from './sql-adapter';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw commands on the same connection(s), for pg-boss. */
  raw: ExecuteSql;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir?: string; instance?: PGlite };

export async function openDatabase(source: DatabaseSource, { migrate = true } = {}): Promise<Database> {
  if (source.kind === 'postgres') {
    const client = postgres(source.url, { max: source.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(drizzlePostgresClient(client), { schema }) as unknown as Db;
    if (migrate) await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'postgres', raw: postgresAdapter(client), close: () => client.end({ timeout: 5 }) };
  }
  let pg = source.instance;
  let close = () => pg!.close();
  if (!pg && source.dataDir) {
    // Locked to this process, and serving `npm run backup` while it is open (db/backup/).
    ({ pg, close } = await openPgliteDataDir(source.dataDir));
  }
  pg ??= await PGlite.create();
  const db = drizzlePglite(pg, { schema }) as unknown as Db;
  if (migrate) await migratePglite(drizzlePglite(pg), { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', raw: pgliteAdapter(pg), close };
}
