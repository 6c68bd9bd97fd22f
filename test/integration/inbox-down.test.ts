/**
 * The mailbox failing (issue 13 §1): dovecot stopped, the scan answers 503 with a message saying
 * which server could not be read and why (never a 500), the Integration tab shows the error and when;
 * a wrong password says so. The poll job (pg-boss) is the retry: once the server is back it stores
 * what arrived, and the status shows a scan newer than the error. A poll that finds a scan already
 * running steps aside.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingEmails } from '../../src/server/db/schema';
import { POLL_MAILBOX_JOB } from '../../src/server/modules/payment-intake/inbox/inbox.jobs';
import { parseMailboxUrl } from '../../src/server/modules/payment-intake/inbox/mailbox-address';
import {
  acquireScanLease,
  releaseScanLease,
} from '../../src/server/modules/payment-intake/inbox/mailbox-state';
import { signedInAdmin, trpc } from '../factories/classes';
import { composeMessage, TestImapServer } from '../setup/imap';
import { createTestApp, type TestApp } from '../setup/test-app';

let imap: TestImapServer;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  imap = await TestImapServer.start();
  t = await createTestApp({}, { IMAP_URL: imap.url }, { jobs: true });
  admin = await signedInAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
  await imap?.destroy();
});

const db = () => t.database.db;
const storedCount = async () => {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(incomingEmails);
  return Number(row!.n);
};
const status = async () =>
  (await trpc(admin.browser, 'settings.mailStatus', undefined, 'query')).data.incoming;

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const message = (n: number) =>
  composeMessage({
    from: `sender${n}@elsewhere.test`,
    subject: `Arrived ${n}`,
    text: `Message ${n}`,
    messageId: `<down-${n}@elsewhere.test>`,
  });

describe('the mailbox down', () => {
  it('the scan answers 503 with which server failed and why; the status shows the error and when', async () => {
    await imap.append(await message(1));
    await imap.stop();
    const expected = `Could not read the mailbox at 127.0.0.1:${imap.port}: the connection was refused`;
    const res = await admin.browser.post('/api/emails/scan');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: expected, code: 'SERVICE_UNAVAILABLE' });
    const viaTrpc = await trpc(admin.browser, 'inbox.scan', {}, 'mutation');
    expect(viaTrpc).toMatchObject({ status: 503, error: expected });
    const incoming = await status();
    expect(incoming).toMatchObject({ configured: true, lastScanAt: null, lastError: expected });
    expect(Date.now() - Date.parse(incoming.lastErrorAt)).toBeLessThan(60_000);
    expect(await storedCount()).toBe(0);
  });

  it('the poll is the retry: with the server back, the job stores what arrived; the scan is newer than the error', async () => {
    await imap.resume();
    await imap.append(await message(2));
    await t.jobs!.send(POLL_MAILBOX_JOB, {});
    await until(storedCount, (n) => n === 2);
    const incoming = await until(status, (s) => s.lastScanAt !== null);
    expect(Date.parse(incoming.lastScanAt)).toBeGreaterThan(Date.parse(incoming.lastErrorAt));
    expect(incoming.lastError).toMatch(/^Could not read the mailbox/);
  });

  it('a poll while a scan holds the mailbox steps aside, and the next one reads what came meanwhile', async () => {
    const key = parseMailboxUrl(imap.url).key;
    const held = await acquireScanLease(db(), key);
    expect(held).not.toBeNull();
    await imap.append(await message(3));
    await t.jobs!.send(POLL_MAILBOX_JOB, {});
    await until(
      () => t.jobs!.pending(POLL_MAILBOX_JOB),
      (n) => n === 0,
    );
    expect(await storedCount()).toBe(2);
    await releaseScanLease(db(), held!, { ok: true });
    await t.jobs!.send(POLL_MAILBOX_JOB, {});
    await until(storedCount, (n) => n === 3);
  });

  it('a wrong password: 503 saying the mailbox refused the sign-in, without the password', async () => {
    const wrong = await createTestApp({}, { IMAP_URL: imap.urlWithWrongPassword });
    try {
      const { browser } = await signedInAdmin(wrong.app, wrong.database.db);
      const res = await browser.post('/api/emails/scan');
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(
        `The mailbox at 127.0.0.1:${imap.port} refused the sign-in: check the user and password in IMAP_URL`,
      );
      expect(JSON.stringify(res.body)).not.toContain('imap-secret');
    } finally {
      await wrong.close();
    }
  });
});
