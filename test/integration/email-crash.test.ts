/**
 * Crash safety of outgoing mail (issue 9 §6): the real server process queues welcome e-mails while its
 * mail server is down, is killed with SIGKILL, and a new process on the same data directory sends each
 * of them exactly once when the mail server is back. Runs the app as `npm start` does, on PGlite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../setup/free-port';
import { TestSmtpServer } from '../setup/smtp';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(port: number, smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: smtpUrl,
      SMTP_FROM: 'studio@crash.test',
      ADMIN_EMAIL: 'owner@crash.test',
      ADMIN_PASSWORD: 'owner-pass-123',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a server killed with e-mails queued', () => {
  it('the next server sends each of them once', { timeout: 180_000 }, async () => {
    const smtp = await TestSmtpServer.start();
    await smtp.stop();
    const port = await freePort();
    const first = await startServer(port, smtp.url);
    const addresses = [1, 2, 3].map((i) => `crash${i}@crash.test`);
    for (const email of addresses) {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/student/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ name: 'Crash Test', email, phone: '604-555-0199' }),
      });
      expect(res.status).toBe(201);
    }
    // Let at least one delivery try fail against the dead mail server, then kill without warning.
    await new Promise((r) => setTimeout(r, 1500));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    await smtp.listen();
    const second = await startServer(port, smtp.url);
    try {
      await smtp.waitFor(3, 120_000);
      await new Promise((r) => setTimeout(r, 3000));
      expect(addresses.map((a) => smtp.to(a).length)).toEqual([1, 1, 1]);
      expect(smtp.to('crash1@crash.test')[0]!.subject).toMatch(/account/i);
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
      await smtp.stop();
    }
  });
});
