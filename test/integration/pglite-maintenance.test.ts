/**
 * PGlite has no autovacuum, so the app does its work (db/pglite-maintenance.ts): the whole database is
 * analyzed at start, then each table that changed past autovacuum's thresholds is analyzed, or
 * vacuumed and analyzed, every minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { maintainPgliteTables, startPgliteMaintenance } from '../../src/server/db/pglite-maintenance';
import { seedDemoIfEmpty } from '../../src/server/db/seed/demo';
import { openTestDatabase } from '../setup/test-app';

const quiet = { warn: () => {} };

describe.skipIf(!!process.env.DATABASE_URL)('PGlite table maintenance', () => {
  let database: Database;
  const one = async <T>(text: string): Promise<T> => (await database.raw.executeSql(text, [])).rows[0] as T;
  const table = async (name: string) => {
    await database.raw.executeSql('select pg_stat_force_next_flush()');
    return one<{ reltuples: number; n_mod_since_analyze: number; n_dead_tup: number; last_analyze: unknown }>(
      `select c.reltuples::float8 as reltuples, s.n_mod_since_analyze::int as n_mod_since_analyze,
              s.n_dead_tup::int as n_dead_tup, s.last_analyze
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = '${name}'`,
    );
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('analyzes the whole database when it starts: the planner knows how big the demo studio is', async () => {
    await seedDemoIfEmpty(database.db);
    expect((await table('ledger_entries')).reltuples).toBe(-1);
    const { n } = await one<{ n: number }>('select count(*)::int as n from ledger_entries');
    expect(n).toBeGreaterThan(1000);

    await startPgliteMaintenance(database.raw, quiet).stop();

    expect((await table('ledger_entries')).reltuples).toBe(n);
    expect((await table('bookings')).n_mod_since_analyze).toBe(0);
  });

  it('analyzes a table once enough of it changed, vacuums it once enough of it is dead, and leaves it alone after', async () => {
    await database.raw.executeSql('create table maintained (id int primary key, note text)');
    await database.raw.executeSql(
      "insert into maintained select i, 'row ' || i from generate_series(1, 1000) i",
    );
    expect((await table('maintained')).n_mod_since_analyze).toBe(1000);

    expect(await maintainPgliteTables(database.raw)).toBeGreaterThanOrEqual(1);
    expect(await table('maintained')).toMatchObject({ reltuples: 1000, n_mod_since_analyze: 0 });
    expect(await maintainPgliteTables(database.raw)).toBe(0);

    // 40 changed rows of 1,000 is under autovacuum's threshold (50 + 10%): nothing to do yet.
    await database.raw.executeSql("update maintained set note = 'changed' where id <= 40");
    expect(await maintainPgliteTables(database.raw)).toBe(0);

    await database.raw.executeSql('delete from maintained where id > 400');
    expect((await table('maintained')).n_dead_tup).toBeGreaterThanOrEqual(600);
    expect(await maintainPgliteTables(database.raw)).toBe(1);
    expect(await table('maintained')).toMatchObject({
      reltuples: 400,
      n_dead_tup: 0,
      n_mod_since_analyze: 0,
    });
  });

  it('runs a pass on its own every interval until stopped', async () => {
    const maintenance = startPgliteMaintenance(database.raw, quiet, 50);
    try {
      await database.raw.executeSql('create table maintained_later (id int)');
      await database.raw.executeSql('insert into maintained_later select generate_series(1, 500)');
      await expect.poll(async () => (await table('maintained_later')).reltuples).toBe(500);
    } finally {
      await maintenance.stop();
    }
    await database.raw.executeSql('insert into maintained_later select generate_series(1, 500)');
    await new Promise((r) => setTimeout(r, 200));
    expect((await table('maintained_later')).n_mod_since_analyze).toBe(500);
  });
});
