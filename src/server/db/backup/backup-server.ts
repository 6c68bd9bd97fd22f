import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { backupPglite } from './backup';
import { backupSocketPaths } from './data-dir';
import type { DataDirLock } from './data-dir-lock';

/**
 * The process that holds a PGlite data directory is the only one that may read it, so it answers
 * `npm run backup` on a local socket (named in the lock file): the request is the line "backup", the
 * answer a JSON line ({"ok":true,"bytes":n} or {"ok":false,"error":"…"}) and then the backup itself.
 * No network port and no credentials: who can reach the socket in DATA_DIR can read the data anyway.
 */
export async function serveBackups(pg: PGlite, dataDir: string, lock: DataDirLock): Promise<Server | null> {
  for (const socket of backupSocketPaths(dataDir)) {
    const server = backupServer(pg, dataDir);
    try {
      // We hold the lock, so a socket file here is the leftover of a process that died.
      if (process.platform !== 'win32') rmSync(socket, { force: true });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(socket, () => resolve());
      });
      if (process.platform !== 'win32') chmodSync(socket, 0o600);
    } catch {
      continue;
    }
    lock.setSocket(socket);
    server.unref();
    return server;
  }
  return null;
}

function backupServer(pg: PGlite, dataDir: string): Server {
  return createServer((conn) => {
    let request = '';
    conn.on('error', () => {});
    conn.on('data', async (chunk) => {
      request += chunk.toString('utf8');
      if (!request.includes('\n')) return;
      conn.pause();
      if (request.trim() !== 'backup') {
        conn.end(
          `${JSON.stringify({ ok: false, error: `Unknown request: ${request.trim().slice(0, 40)}` })}\n`,
        );
        return;
      }
      try {
        const backup = await backupPglite(pg, dataDir);
        conn.write(`${JSON.stringify({ ok: true, bytes: backup.length })}\n`);
        conn.end(backup);
      } catch (error) {
        conn.end(`${JSON.stringify({ ok: false, error: String(error) })}\n`);
      }
    });
  });
}

/** Asks the process holding DATA_DIR for a backup. */
export async function requestBackup(socket: string): Promise<Buffer> {
  const { connect } = await import('node:net');
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const conn = connect(socket, () => conn.write('backup\n'));
    conn.on('data', (c: Buffer) => chunks.push(c));
    conn.on('error', (error) =>
      reject(new Error(`The running server did not answer on ${socket}: ${error.message}`)),
    );
    conn.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      if (newline < 0)
        return reject(new Error('The running server closed the backup connection without an answer'));
      const head = JSON.parse(all.subarray(0, newline).toString('utf8')) as
        | { ok: true; bytes: number }
        | { ok: false; error: string };
      if (!head.ok) return reject(new Error(`The running server could not make a backup: ${head.error}`));
      const body = all.subarray(newline + 1);
      if (body.length !== head.bytes) {
        return reject(new Error(`The backup was cut short: ${body.length} of ${head.bytes} bytes`));
      }
      resolve(body);
    });
  });
}
