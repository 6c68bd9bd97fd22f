import { gunzipSync, gzipSync } from 'node:zlib';
import { readTar, writeTar } from './tar';

/**
 * A studio backup: one gzipped tar holding a manifest, PGlite's own dump of its data directory
 * (`dumpDataDir`), and the app secret from DATA_DIR when there is one (it opens sealed calendar-feed
 * tokens and queued secrets: a database restored without it cannot read them).
 */
export const BACKUP_FORMAT = 'studio-pglite-backup';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** `select version()` of the database that was dumped. */
  postgres: string;
}

export interface Backup {
  manifest: BackupManifest;
  /** The PGlite data directory as a tar (what `PGlite.create({ loadDataDir })` takes). */
  pgliteTar: Buffer;
  appSecret: string | null;
}

const MANIFEST = 'manifest.json';
const PGLITE = 'pglite.tar';
const SECRET = 'app-secret';

export function packBackup(backup: Backup): Buffer {
  const entries = [
    { name: MANIFEST, data: Buffer.from(JSON.stringify(backup.manifest, null, 2)) },
    { name: PGLITE, data: backup.pgliteTar },
  ];
  if (backup.appSecret !== null) entries.push({ name: SECRET, data: Buffer.from(backup.appSecret) });
  return gzipSync(writeTar(entries));
}

export function unpackBackup(file: Buffer): Backup {
  let entries: ReturnType<typeof readTar>;
  try {
    entries = readTar(gunzipSync(file));
  } catch {
    throw new Error('Not a studio backup: the file is not a gzipped tar made by npm run backup');
  }
  const find = (name: string) => entries.find((e) => e.name === name)?.data;
  const manifestData = find(MANIFEST);
  const manifest = manifestData ? (JSON.parse(manifestData.toString('utf8')) as BackupManifest) : null;
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new Error('Not a studio backup: its manifest is missing or of an unknown format');
  }
  const pgliteTar = find(PGLITE);
  if (!pgliteTar) throw new Error('The backup holds no database (pglite.tar is missing)');
  return { manifest, pgliteTar, appSecret: find(SECRET)?.toString('utf8') ?? null };
}
