import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unpackBackup } from './archive';
import { appSecretFile, lockFile, pgliteDir } from './data-dir';
import { lockDataDir } from './data-dir-lock';

export interface RestoreResult {
  /** When the backup was made (its manifest). */
  createdAt: string;
  students: number;
  /** Where what DATA_DIR held before went (with force), or null when it was empty. */
  replacedTo: string | null;
}

const REPLACED_PREFIX = 'replaced-';
const STAGING = 'pglite.restoring';

/** What DATA_DIR holds besides the lock and the folders earlier forced restores moved aside. */
function dataDirContents(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  const lock = path.basename(lockFile(dataDir));
  return readdirSync(dataDir).filter(
    (name) => name !== lock && name !== STAGING && !name.startsWith(REPLACED_PREFIX),
  );
}

/**
 * Loads a backup made by `npm run backup` into DATA_DIR: refused while a process holds DATA_DIR, and
 * refused when DATA_DIR already holds something unless `force` (then that is moved into
 * DATA_DIR/replaced-<time>/, not deleted). The database is unpacked beside its final place and opened
 * once (Postgres recovers it from its WAL) before it takes that place, so a failure leaves no half
 * restore.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const backup = unpackBackup(readFileSync(file));
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const existing = dataDirContents(dataDir);
    if (existing.length > 0 && !force) {
      throw new Error(
        `${path.resolve(dataDir)} is not empty (${existing.join(', ')}). ` +
          'Restore into an empty DATA_DIR, or add --force to move what it holds aside first.',
      );
    }
    const staging = path.resolve(dataDir, STAGING);
    rmSync(staging, { recursive: true, force: true });
    let students: number;
    try {
      students = await openAndCount(staging, backup.pgliteTar);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    let replacedTo: string | null = null;
    if (existing.length > 0) {
      replacedTo = path.resolve(
        dataDir,
        `${REPLACED_PREFIX}${new Date().toISOString().replace(/[:.]/g, '-')}`,
      );
      mkdirSync(replacedTo);
      for (const name of existing) renameSync(path.resolve(dataDir, name), path.join(replacedTo, name));
    }
    renameSync(staging, pgliteDir(dataDir));
    if (backup.appSecret !== null) writeFileSync(appSecretFile(dataDir), backup.appSecret, { mode: 0o600 });
    return { createdAt: backup.manifest.createdAt, students, replacedTo };
  } finally {
    lock.release();
  }
}

async function openAndCount(dir: string, pgliteTar: Buffer): Promise<number> {
  const loaded = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(pgliteTar)]) });
  try {
    const counted = await loaded.query<{ n: number }>('select count(*)::int as n from students');
    return counted.rows[0]!.n;
  } finally {
    await loaded.close();
  }
}
