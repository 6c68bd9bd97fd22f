import { createHash } from 'node:crypto';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';

/** Where the app keeps things in DATA_DIR (the app secret's name is bootstrap.ts's). */
export const pgliteDir = (dataDir: string) => path.resolve(dataDir, 'pglite');
export const appSecretFile = (dataDir: string) => path.resolve(dataDir, 'app-secret');
export const lockFile = (dataDir: string) => path.resolve(dataDir, 'pglite.lock');

/**
 * Where the process holding DATA_DIR may serve backups, best first. In DATA_DIR, so that only who may
 * read the data may ask for it; in the temp directory when that path is too long for a socket name or
 * the file system there takes no sockets (some mounted volumes).
 */
export function backupSocketPaths(dataDir: string): string[] {
  const hash = createHash('sha256')
    .update(`${hostname()}:${path.resolve(dataDir)}`)
    .digest('hex')
    .slice(0, 16);
  if (process.platform === 'win32') return [`\\\\.\\pipe\\studio-backup-${hash}`];
  const inDataDir = path.resolve(dataDir, 'backup.sock');
  const inTmp = path.join(tmpdir(), `studio-backup-${hash}.sock`);
  return Buffer.byteLength(inDataDir) < 100 ? [inDataDir, inTmp] : [inTmp];
}
