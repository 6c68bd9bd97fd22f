import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupPglite } from './backup';
import { requestBackup } from './backup-server';
import { pgliteDir } from './data-dir';
import { currentHolder, lockDataDir } from './data-dir-lock';

/**
 * A backup of the PGlite database in DATA_DIR: asked of the server when one holds the directory (only
 * it may open the data), else made here with the directory locked so no server starts meanwhile.
 */
export async function backupDataDir(
  dataDir: string,
): Promise<{ backup: Buffer; from: 'server' | 'data-dir' }> {
  const holder = currentHolder(dataDir);
  if (holder) {
    if (!holder.socket) {
      throw new Error(
        `Process ${holder.pid} holds ${path.resolve(dataDir)} but serves no backups: stop it, then run npm run backup.`,
      );
    }
    return { backup: await requestBackup(holder.socket), from: 'server' };
  }
  if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new Error(`There is no database in ${path.resolve(dataDir)} to back up (DATA_DIR).`);
  }
  const lock = lockDataDir(dataDir);
  try {
    const pg = await PGlite.create(pgliteDir(dataDir));
    try {
      return { backup: await backupPglite(pg, dataDir), from: 'data-dir' };
    } finally {
      await pg.close();
    }
  } finally {
    lock.release();
  }
}
