// node --import tsx bench/attendance-report.ts — the attendance report (issue 14 §3) over 3 years of a
// 5,000-student studio: 20 classes a day (21,900), 25 bookings each (547,500; every 50th cancelled;
// a class's bookings stored together, as they are made in the days before it),
// 85 % marked attended, 8 % no-show, the rest unmarked. Prints EXPLAIN (ANALYZE, BUFFERS) of the
// report's three queries for one month and for one year, and times the whole report (the service).
// PGlite by default; DATABASE_URL=postgres://… runs it on a throwaway PostgreSQL database.

import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { executeRows } from '../src/server/kernel/sql-rows';
import { clockNow } from '../src/server/kernel/time/clock';
import { studioWallClock } from '../src/server/kernel/time/studio-time';
import {
  attendanceReport,
  attendanceReportQueries,
} from '../src/server/modules/reports/attendance-report.queries';
import { addDays } from '../src/shared/dates';
import { startBenchApp } from './harness';

const serverUrl = process.env.DATABASE_URL;
const STUDENTS = 5_000;
const DAYS = 3 * 365;
const PER_DAY = 20;
const PER_CLASS = 25;
const INSTANCES = DAYS * PER_DAY;

const throwaway = serverUrl ? `studio_bench_attendance_${Date.now()}` : null;
async function onAdmin(statement: string) {
  const url = new URL(serverUrl!);
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}
if (throwaway) {
  await onAdmin(`create database "${throwaway}"`);
  const url = new URL(serverUrl!);
  url.pathname = `/${throwaway}`;
  process.env.DATABASE_URL = url.toString();
}

const bench = await startBenchApp();
const db = bench.services.database.db;
const today = studioWallClock('America/Vancouver', clockNow()).date;
const firstDay = addDays(today, -(DAYS - 1));

try {
  const started = Date.now();
  await db.execute(sql`insert into students (name, email, phone)
    select 'Bench Student ' || g, 'bench-' || g || '@example.com', '604-555-0100'
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`insert into class_types (name, description, price_cents)
    select 'Bench Class ' || g, 'Bench', 2000 from generate_series(0, 4) g`);
  await db.execute(sql`with t as (select min(id) as id from class_types)
    insert into class_instances (class_type_id, class_date, start_time, end_time, max_students, price_cents)
    select t.id + i % 5, ${firstDay}::date + (i / ${PER_DAY})::int,
           time '06:00' + (i % ${PER_DAY}) * interval '40 minutes',
           time '06:30' + (i % ${PER_DAY}) * interval '40 minutes', 50, 2000
    from generate_series(0, ${INSTANCES - 1}) i cross join t`);
  await db.execute(sql`with i0 as (select min(id) as id from class_instances),
         s0 as (select min(id) as id from students),
         g as (select g, g / ${PER_CLASS} as i from generate_series(0, ${INSTANCES * PER_CLASS - 1}) g)
    insert into bookings (student_id, class_instance_id, status, price_cents, cancelled_at, cancelled_by, attendance)
    select s0.id + (g.i * 37 + g.g % ${PER_CLASS}) % ${STUDENTS}, i0.id + g.i,
           case when g.g % 50 = 7 then 'cancelled' else 'confirmed' end, 2000,
           case when g.g % 50 = 7 then now() end, case when g.g % 50 = 7 then 'student' end,
           case when g.g % 100 < 85 then 'attended' when g.g % 100 < 93 then 'no_show' end
    from g cross join i0 cross join s0`);
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${INSTANCES} classes and ${INSTANCES * PER_CLASS} bookings in ${Date.now() - started} ms`,
  );

  const wallClock = studioWallClock('America/Vancouver', clockNow());
  const month = { from: `${addDays(today, -40).slice(0, 7)}-01`, to: addDays(`${today.slice(0, 7)}-01`, -1) };
  const year = { from: addDays(today, -365), to: today };
  for (const [label, period] of [
    ['one month', month],
    ['one year', year],
  ] as const) {
    const queries = attendanceReportQueries(db, period, wallClock);
    for (const [name, query] of Object.entries(queries)) {
      const { sql: text, params } = query.toSQL();
      const plan = await executeRows<Record<string, string>>(
        db,
        sql.raw(
          `explain (analyze, buffers) ${text.replace(/\$(\d+)/g, (_m, n) => {
            const value = params[Number(n) - 1];
            return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
          })}`,
        ),
      );
      console.log(`\n--- ${label} (${period.from} … ${period.to}): ${name}`);
      for (const row of plan) console.log(Object.values(row)[0]);
    }
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) await attendanceReport(db, period);
    console.log(`\n${label}: attendanceReport ${((Date.now() - t0) / 5).toFixed(0)} ms on average (5 runs)`);
  }
} finally {
  await bench.close();
  if (throwaway && !process.env.BENCH_KEEP) await onAdmin(`drop database "${throwaway}"`);
  else if (throwaway) console.log(`kept database ${throwaway}`);
}
