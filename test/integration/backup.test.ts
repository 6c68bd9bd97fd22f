/**
 * Backups of the embedded database (issue 15 §4): `npm run backup` asks the running server for a copy
 * of its PGlite data, `npm run restore` loads it into a fresh DATA_DIR, and the studio there is the
 * same; a backup taken in the middle of a write load holds whole transactions only. With DATABASE_URL
 * the backup command points to pg_dump.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/server/db/client';
import { settings } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/demo';
import { rows } from '../factories/classes';
import { insertAdminWithSession } from '../factories/crash-studio';
import { startAppProcess } from '../setup/app-process';
import { runCli } from '../setup/cli';
import { freePort } from '../setup/free-port';
import { createProcessDatabase, type ProcessDatabase } from '../setup/process-database';
import { send } from '../setup/write-load';

const BACKUP = 'src/server/db/backup/backup-cli.ts';
const RESTORE = 'src/server/db/backup/restore-cli.ts';

const TABLES = [
  'students',
  'admins',
  'class_types',
  'class_schedules',
  'class_instances',
  'bookings',
  'payments',
  'ledger_entries',
  'student_credits',
  'invoices',
  'outbound_emails',
];

/** The highest id of each table: the studio as seeded, whatever the server's jobs add after it. */
async function lastIds(db: Db): Promise<Record<string, number>> {
  const ids = await Promise.all(
    TABLES.map(async (t) => {
      const [row] = await rows<{ id: number }>(
        db,
        sql.raw(`select coalesce(max(id), 0)::int as id from ${t}`),
      );
      return [t, row!.id] as const;
    }),
  );
  return Object.fromEntries(ids);
}

/** What makes the studio the same up to those ids: counts, money per student, settings, exact rows. */
async function studioSnapshot(db: Db, upTo: Record<string, number>) {
  const count = async (table: string) =>
    (
      await rows<{ n: number }>(
        db,
        sql.raw(`select count(*)::int as n from ${table} where id <= ${upTo[table]}`),
      )
    )[0]!.n;
  return {
    counts: Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)]))),
    ledger: await rows(
      db,
      sql`select student_id, entry_type, sum(amount_cents)::int as cents from ledger_entries
          where id <= ${upTo.ledger_entries} group by student_id, entry_type order by student_id, entry_type`,
    ),
    settings: await rows(db, sql`select key, value from settings order by key`),
    firstStudents: await rows(db, sql`select id, name, email, phone from students order by id limit 5`),
    lastBookings: await rows(
      db,
      sql`select id, student_id, class_instance_id, status, price_cents from bookings
          where id <= ${upTo.bookings} order by id desc limit 5`,
    ),
  };
}

async function snapshotOf(dataDir: string, upTo: Record<string, number>) {
  const database = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
  try {
    return await studioSnapshot(database.db, upTo);
  } finally {
    await database.close();
  }
}

// The tests run in order on the same directories: the first one's backup and restored copy are the
// next ones' starting point.
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run backup and npm run restore (PGlite)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'studio-backup-test-'));
  const file = path.join(root, 'studio.tar.gz');
  const restored = path.join(root, 'restored');
  let original: ProcessDatabase;
  let adminToken: string;
  let studentIds: number[];
  let seededIds: Record<string, number>;
  let seeded: Awaited<ReturnType<typeof studioSnapshot>>;

  beforeAll(async () => {
    original = await createProcessDatabase();
    const database = await original.open();
    await seedDemo(database.db);
    await database.db
      .insert(settings)
      .values({ key: 'businessName', value: 'Backed Up Studio' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'Backed Up Studio' } });
    adminToken = await insertAdminWithSession(database.db);
    studentIds = (
      await rows<{ id: number }>(database.db, sql`select id from students order by id limit 5`)
    ).map((r) => r.id);
    seededIds = await lastIds(database.db);
    seeded = await studioSnapshot(database.db, seededIds);
    await database.close();
  });
  afterAll(async () => {
    await original?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies the running server and restores the same studio into a fresh DATA_DIR', {
    timeout: 120_000,
  }, async () => {
    const dataDir = original.env.DATA_DIR!;
    const server = await startAppProcess(await freePort(), { DATA_DIR: dataDir });
    try {
      // The server holds its DATA_DIR: a second server is refused, and so is a restore over it.
      await expect(startAppProcess(await freePort(), { DATA_DIR: dataDir })).rejects.toThrow(
        /exited early[\s\S]*is in use by process \d+/,
      );
      const backup = await runCli(BACKUP, [file], { DATA_DIR: dataDir });
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
      expect(backup.stdout).toContain('from the running server');
      const over = await runCli(RESTORE, [file, '--force'], { DATA_DIR: dataDir });
      expect(over.code).toBe(1);
      expect(over.stderr).toMatch(/is in use by process \d+/);
    } finally {
      await server.stop();
    }
    const restore = await runCli(RESTORE, [file], { DATA_DIR: restored });
    expect(restore, restore.stderr).toMatchObject({ code: 0 });
    expect(restore.stdout).toMatch(/: 50 students\./);

    // The server's background jobs may add rows of their own: the seeded studio is compared row by row.
    expect(seeded.counts.bookings).toBeGreaterThan(1000);
    expect(seeded.settings).toContainEqual({ key: 'businessName', value: 'Backed Up Studio' });
    expect(await snapshotOf(restored, seededIds)).toEqual(seeded);
    // The app secret travels with the data: sealed calendar-feed tokens still open.
    expect(readFileSync(path.join(restored, 'app-secret'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'app-secret'), 'utf8'),
    );
  });

  // Also shows that the server starts on a restored copy.
  it('a backup taken during a write load holds whole payments only', { timeout: 120_000 }, async () => {
    const server = await startAppProcess(await freePort(), {
      DATA_DIR: restored,
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    const acked: { transactionId: string; at: number }[] = [];
    const refused: string[] = [];
    let stop = false;
    const lane = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const transactionId = `backup-load-${lane}-${i}`;
        const sent = await send(server.url, {
          key: transactionId,
          method: 'POST',
          path: '/api/payments',
          cookie: `admin_session=${adminToken}`,
          body: { studentId: studentIds[i % studentIds.length], amount: '12.34', transactionId },
        });
        if (sent.outcome.kind !== 'acked') {
          refused.push(JSON.stringify(sent.outcome));
          stop = true;
        } else acked.push({ transactionId, at: Date.now() });
      }
    };
    const lanes = [0, 1, 2].map(lane);
    let started = 0;
    let ended = 0;
    const underLoad = path.join(root, 'under-load.tar.gz');
    try {
      while (acked.length < 10 && !stop) await new Promise((r) => setTimeout(r, 20));
      expect(refused, 'every payment is acknowledged').toEqual([]);
      started = Date.now();
      const backup = await runCli(BACKUP, [underLoad], { DATA_DIR: restored });
      ended = Date.now();
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
    } finally {
      stop = true;
      await Promise.all(lanes);
      await server.stop();
    }
    expect(refused, 'every payment is acknowledged').toEqual([]);
    expect(
      acked.filter((a) => a.at > started && a.at < ended).length,
      'payments during the backup',
    ).toBeGreaterThan(0);

    const copy = path.join(root, 'under-load');
    const restore = await runCli(RESTORE, [underLoad], { DATA_DIR: copy });
    expect(restore, restore.stderr).toMatchObject({ code: 0 });
    const database = await openDatabase({ kind: 'pglite', dataDir: copy }, { migrate: false });
    try {
      const stored = new Set(
        (
          await rows<{ transaction_id: string }>(
            database.db,
            sql`select transaction_id from payments where transaction_id like 'backup-load-%'`,
          )
        ).map((r) => r.transaction_id),
      );
      const missing = acked.filter((a) => a.at < started && !stored.has(a.transactionId));
      expect(missing, 'acknowledged before the backup began').toEqual([]);
      expect(stored.size).toBeLessThan(acked.length);
      // Each payment in the copy came with its ledger entry and its confirmation e-mail, or not at all.
      const [whole] = await rows(
        database.db,
        sql`select
              (select count(*)::int from payments) as payments,
              (select count(*)::int from ledger_entries where entry_type = 'payment') as entries,
              (select count(*)::int from outbound_emails where kind = 'payment_confirmation') as mails`,
      );
      expect(whole).toMatchObject({ entries: (whole as { payments: number }).payments });
      const [mails] = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from payments p where p.transaction_id like 'backup-load-%'
            and not exists (select 1 from outbound_emails o where o.kind = 'payment_confirmation'
              and o.body_text like '%' || p.transaction_id || '%')`,
      );
      expect(mails!.n, 'payments without their confirmation').toBe(0);
    } finally {
      await database.close();
    }
  });

  it('restores over a DATA_DIR that holds data only with --force, keeping the old data aside', {
    timeout: 60_000,
  }, async () => {
    const refused = await runCli(RESTORE, [file], { DATA_DIR: restored });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty (app-secret, pglite)');
    expect(refused.stderr).toContain('--force');
    const forced = await runCli(RESTORE, [file, '--force'], { DATA_DIR: restored });
    expect(forced, forced.stderr).toMatchObject({ code: 0 });
    const aside = readdirSync(restored).filter((n) => n.startsWith('replaced-'));
    expect(aside).toHaveLength(1);
    expect(readdirSync(path.join(restored, aside[0]!)).sort()).toEqual(['app-secret', 'pglite']);
    // The forced restore is the backup again: the payments of the load above are gone.
    const [{ n }] = (await rowsOf(
      restored,
      "select count(*)::int as n from payments where transaction_id like 'backup-load-%'",
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});

async function rowsOf(dataDir: string, query: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
  try {
    return await rows(database.db, sql.raw(query));
  } finally {
    await database.close();
  }
}

describe('npm run backup with DATABASE_URL', () => {
  it('refers to pg_dump and writes nothing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'studio-backup-pg-'));
    try {
      const result = await runCli(BACKUP, [path.join(root, 'x.tar.gz')], {
        DATABASE_URL: 'postgres://studio@db.example/studio',
        DATA_DIR: root,
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('pg_dump --format=custom');
      expect(result.stderr).toContain('"$DATABASE_URL"');
      expect(result.stderr).not.toContain('db.example');
      expect(readdirSync(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
