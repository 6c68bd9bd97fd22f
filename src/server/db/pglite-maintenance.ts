import type { ExecuteSql } from './sql-adapter';

/** How often the tables are looked at: autovacuum's default naptime. */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 60_000;

/** autovacuum's default thresholds: a table is analyzed or vacuumed once this much of it changed. */
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;

interface Log {
  warn(object: object, message: string): void;
}

/** Tables past autovacuum's thresholds, with what each needs. */
const STALE_TABLES = `
  select format('%I.%I', s.schemaname, s.relname) as name,
         s.n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SCALE} * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SCALE} * greatest(c.reltuples, 0)
     or s.n_mod_since_analyze > ${ANALYZE_BASE} + ${ANALYZE_SCALE} * greatest(c.reltuples, 0)`;

/** One pass: vacuum and analyze (or only analyze) each table that changed enough since the last. */
export async function maintainPgliteTables(raw: ExecuteSql): Promise<number> {
  // The change counters reach pg_stat_user_tables at most once a second; read them current.
  await raw.executeSql('select pg_stat_force_next_flush()');
  const { rows } = await raw.executeSql(STALE_TABLES, []);
  for (const row of rows as { name: string; vacuum: boolean }[]) {
    await raw.executeSql(row.vacuum ? `vacuum (analyze) ${row.name}` : `analyze ${row.name}`);
  }
  return rows.length;
}

/**
 * PGlite is PostgreSQL in one process with no background workers, so autovacuum never runs: tables
 * are never analyzed and the planner guesses one row everywhere. On the demo studio that turned the
 * Outstanding summary from 35 ms into 1.5 s (nested loops over every ledger row). This does
 * autovacuum's work in-process: the whole database is analyzed at start (PGlite does not keep its
 * change counters across a restart), then tables past autovacuum's thresholds every minute.
 * PostgreSQL needs none of it.
 */
export function startPgliteMaintenance(
  raw: ExecuteSql,
  log: Log,
  intervalMs = PGLITE_MAINTENANCE_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = raw
    .executeSql('analyze')
    .catch((err) => log.warn({ err }, 'PGlite analyze at start failed'));
  let stopped = false;
  const timer = setInterval(() => {
    running = running
      .then(() => (stopped ? 0 : maintainPgliteTables(raw)))
      .catch((err) => log.warn({ err }, 'PGlite table maintenance failed'));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
