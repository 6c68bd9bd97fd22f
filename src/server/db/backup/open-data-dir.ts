import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serveBackups } from './backup-server';
import { pgliteDir } from './data-dir';
import { lockDataDir } from './data-dir-lock';

/**
 * Opens the PGlite database in DATA_DIR as its only user: locks the directory, opens it, and serves
 * `npm run backup` for as long as it is open. `close` undoes the three.
 */
export async function openPgliteDataDir(dataDir: string): Promise<{ pg: PGlite; close(): Promise<void> }> {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const lock = lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(pgliteDir(dataDir));
  } catch (error) {
    lock.release();
    throw error;
  }
  const server = await serveBackups(pg, dataDir, lock);
  return {
    pg,
    close: async () => {
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      await pg.close();
      lock.release();
    },
  };
}
