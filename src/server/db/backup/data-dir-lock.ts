import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { lockFile } from './data-dir';

/**
 * One process at a time opens a PGlite data directory: two would corrupt it. The holder writes its pid
 * to DATA_DIR/pglite.lock; a lock whose process is gone (killed, crashed, a container restarted) is
 * taken over.
 */
export interface LockInfo {
  pid: number;
  host: string;
  since: string;
  /** Where the holder serves backups (backup-server.ts). */
  socket: string | null;
}

export interface DataDirLock {
  readonly file: string;
  setSocket(socket: string | null): void;
  release(): void;
}

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of DATA_DIR, if any (a lock left by a dead process is no holder). */
export function currentHolder(dataDir: string): LockInfo | null {
  const file = lockFile(dataDir);
  let info: LockInfo;
  try {
    info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
  if (heldHere.has(file)) return info;
  // Another host's pid cannot be checked; in a container the new process often has the old one's pid.
  if (info.host !== hostname() || info.pid === process.pid) return null;
  return isAlive(info.pid) ? info : null;
}

function inUse(dataDir: string, holder: LockInfo): Error {
  return new Error(
    `${path.resolve(dataDir)} is in use by process ${holder.pid} (since ${holder.since}). ` +
      `Stop it first; if no studio process runs, delete ${lockFile(dataDir)}.`,
  );
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const info: LockInfo = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    socket: null,
  };
  const create = () => writeFileSync(file, JSON.stringify(info), { mode: 0o600, flag: 'wx' });
  try {
    create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = currentHolder(dataDir);
    if (holder) throw inUse(dataDir, holder);
    rmSync(file, { force: true });
    // Exclusive again: of two processes taking over the same stale lock, one wins.
    try {
      create();
    } catch {
      throw inUse(dataDir, currentHolder(dataDir) ?? { ...info, pid: Number.NaN });
    }
  }
  heldHere.add(file);
  return {
    file,
    setSocket(socket) {
      info.socket = socket;
      writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
    },
    release() {
      if (!heldHere.delete(file)) return;
      try {
        unlinkSync(file);
      } catch {}
    },
  };
}
