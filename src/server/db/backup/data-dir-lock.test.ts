import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockFile } from './data-dir';
import { currentHolder, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const leaveLock = (dir: string, pid: number, host = hostname()) =>
  writeFileSync(
    lockFile(dir),
    JSON.stringify({ pid, host, since: '2026-01-01T00:00:00.000Z', socket: null }),
  );

describe('the PGlite data directory lock', () => {
  it('is held by one opener at a time, also within one process, and released on close', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(currentHolder(dir)).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a directory whose holder is alive, and takes it over once that process is gone', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await new Promise((r) => holder.once('spawn', r));
    leaveLock(dir, holder.pid!);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}`);
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock left with its own pid (a restarted container) or by another host', () => {
    const dir = freshDir();
    leaveLock(dir, process.pid);
    lockDataDir(dir).release();
    leaveLock(dir, 1, 'another-host');
    lockDataDir(dir).release();
  });
});
