/**
 * A migrated throwaway database that a server child process can open (a PGlite data directory, or a
 * PostgreSQL database with DATABASE_URL) and that the test opens itself while no server runs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgliteDir } from '../../src/server/db/backup/data-dir';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createFromTemplate, databaseUrl, dropDatabase } from './postgres';

export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR (always: it keeps the app secret) and, on PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-proc-'));
  const serverUrl = process.env.DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (serverUrl && pgTemplate) {
    const name = await createFromTemplate(serverUrl, pgTemplate);
    const url = databaseUrl(serverUrl, name);
    return {
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url, max: 2 }, { migrate: false }),
      dispose: async () => {
        await dropDatabase(serverUrl, name);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const tarball = inject('pgliteTemplate');
  if (!tarball) throw new Error('No database template: run through the integration project (global setup).');
  // The app keeps PGlite in DATA_DIR/pglite (db/client.ts); the template saves running migrations.
  const loaded = await PGlite.create(pgliteDir(dataDir), {
    loadDataDir: new Blob([readFileSync(tarball)]),
  });
  await loaded.close();
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }, { migrate: false }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
