// drizzle's statements on PostgreSQL are prepared, and a transaction's BEGIN leaves with its first
// statement (decision 020): the server keeps the statements, so one with parameters costs one round
// trip instead of two (types asked, then values sent). Transactions still commit and roll back whole.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { executeRows } from '../../src/server/kernel/sql-rows';
import { createProcessDatabase, type ProcessDatabase } from '../setup/process-database';

describe.skipIf(!process.env.DATABASE_URL)('statements and transactions on PostgreSQL', () => {
  let target: ProcessDatabase;
  let database: Database;

  beforeAll(async () => {
    target = await createProcessDatabase();
    // One connection, so the server's list of prepared statements is the one the statements used.
    database = await openDatabase(
      { kind: 'postgres', url: target.env.DATABASE_URL!, max: 1 },
      { migrate: false },
    );
  });
  afterAll(async () => {
    await database?.close();
    await target?.dispose();
  });

  const prepared = async (marker: string) =>
    (
      await executeRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
      )
    )[0]!.n;

  it('are prepared once per connection and statement, in and out of transactions', async () => {
    for (const value of [1, 2, 3]) {
      const [row] = await executeRows<{ v: number }>(
        database.db,
        sql`select ${value}::int as v /* marker-a */`,
      );
      expect(row!.v).toBe(value);
    }
    expect(await prepared('marker-a')).toBe(1);

    const inside = await database.db.transaction(async (tx) => {
      const [row] = await executeRows<{ v: number }>(tx, sql`select ${7}::int as v /* marker-b */`);
      const nested = await tx.transaction(async (inner) =>
        executeRows<{ v: number }>(inner, sql`select ${8}::int as v /* marker-c */`),
      );
      return [row!.v, nested[0]!.v];
    });
    expect(inside).toEqual([7, 8]);
    expect(await prepared('marker-b')).toBe(1);
    expect(await prepared('marker-c')).toBe(1);
  });

  it('still answer a rolled-back transaction and an error as before', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await executeRows(tx, sql`select ${1}::int /* marker-d */`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const failure = await executeRows(database.db, sql`select ${'x'}::int /* marker-e */`).catch((e) => e);
    expect(String((failure as Error).cause)).toMatch(/invalid input syntax for type integer/);
    const [row] = await executeRows<{ v: string }>(
      database.db,
      sql`select ${'still up'}::text as v /* marker-f */`,
    );
    expect(row!.v).toBe('still up');
  });

  it('commit whole, roll back whole, and a failed nested transaction undoes only itself', async () => {
    await executeRows(database.db, sql`create table kept (v int not null)`);
    const values = async () =>
      (await executeRows<{ v: number }>(database.db, sql`select v from kept order by v`)).map((r) => r.v);

    await database.db.transaction(async (tx) => {
      await executeRows(tx, sql`insert into kept values (${1}), (${2})`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await executeRows(tx, sql`insert into kept values (${3})`);
        await executeRows(tx, sql`insert into kept values (${null})`);
      }),
    ).rejects.toThrow();
    await database.db.transaction(async (tx) => {
      await executeRows(tx, sql`insert into kept values (${4})`);
      await tx
        .transaction(async (inner) => {
          await executeRows(inner, sql`insert into kept values (${5})`);
          throw new Error('undo the inner one');
        })
        .catch(() => {});
      await executeRows(tx, sql`insert into kept values (${6})`);
    });
    expect(await values()).toEqual([1, 2, 4, 6]);
  });
});
