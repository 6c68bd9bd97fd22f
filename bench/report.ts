// npm run bench:report — the money reports over 3 years of a 5,000-student studio (issue 12 §4):
// 1,000,000 payments, ~1,000,000 class bookings each charged (2% cancelled and reversed), the bills
// of every past month (one per student and month, a line per class; all paid but last month's, which
// are sent or overdue), and this month's charges left unbilled. Measures, each next to a bare Fastify
// route running the same service SQL: GET /api/reports/monthly (last month), GET /api/billing/stats,
// and GET /api/reports/financial for This Year when that route exists; at 10 connections, then one.
// Then POST /api/payments/generate-monthly for this month (5,000 students' bills; wall time), twice.
// PGlite by default; DATABASE_URL=postgres://… runs it on a throwaway PostgreSQL database (BENCH_KEEP=1
// keeps it for EXPLAIN ANALYZE and prints its name). BENCH_SECONDS (default 5) per measurement,
// BENCH_PAYMENTS (default 1,000,000) the scale, BENCH_VERBOSE=1 times each seeding step as it ends.

import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { admins } from '../src/server/db/schema';
import { createSession } from '../src/server/kernel/sessions';
import { executeRows } from '../src/server/kernel/sql-rows';
import { clockNow } from '../src/server/kernel/time/clock';
import { studioWallClock } from '../src/server/kernel/time/studio-time';
import { billingStats } from '../src/server/modules/billing/invoices/billing-stats.queries';
import { monthlyReport } from '../src/server/modules/reports/monthly-report.queries';
import { addDays, addMonths } from '../src/shared/dates';
import { type Measured, measure, report, startBare, startBenchApp } from './harness';

const serverUrl = process.env.DATABASE_URL;
const STUDENTS = 5_000;
const DAYS = 3 * 365;
// The issue's scale on both databases (PGlite seeds it in about two minutes); BENCH_PAYMENTS=250000
// for a quicker run. The output says which scale ran.
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const BOOKINGS = PAYMENTS;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const timeZone = 'America/Vancouver';

const throwaway = serverUrl ? `studio_bench_report_${Date.now()}` : null;
const keep = Boolean(process.env.BENCH_KEEP);
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

const today = studioWallClock(timeZone, clockNow()).date;
const thisMonth = today.slice(0, 7);
const lastMonth = addMonths(today, -1).slice(0, 7);
const firstDay = addDays(today, -(DAYS - 1));
// Enough classes a day for at most ~45 bookings each (capacity is 1..50).
const PER_DAY = Math.max(1, Math.ceil(BOOKINGS / DAYS / 45));
const INSTANCES = DAYS * PER_DAY;
const SLOT_MINUTES = Math.floor(840 / PER_DAY); // classes from 06:00, the last starting by 20:00
// Payments stop a month ago (last month's bills are partly unpaid): each student's every N minutes.
const PAYMENT_STEP_MINUTES = Math.floor(((DAYS - 30) * 1440) / Math.ceil(PAYMENTS / STUDENTS));

/** Set-based inserts (generate_series and insert … select), a statement per table; then analyze. */
async function seed() {
  const steps: [string, number][] = [];
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    steps.push([label, Math.round(performance.now() - started)]);
    if (process.env.BENCH_VERBOSE) console.log(`seeded ${label} in ${steps.at(-1)![1]} ms`);
  };
  await step(
    'students',
    sql`insert into students (name, email, phone)
    select 'Bench Student ' || lpad(g::text, 5, '0'), 'bench-' || g || '@example.com', '604-555-0100'
    from generate_series(1, ${STUDENTS}) g`,
  );
  await step(
    'class types',
    sql`insert into class_types (name, description, price_cents)
    select 'Bench Class ' || g, 'Bench', 2000 + g * 500 from generate_series(0, 4) g`,
  );
  await step(
    'class instances',
    sql`with t as (select min(id) as id from class_types)
    insert into class_instances (class_type_id, class_date, start_time, end_time, max_students, price_cents)
    select t.id + i % 5, ${firstDay}::date + (i / ${PER_DAY})::int,
           time '06:00' + (i % ${PER_DAY}) * (${SLOT_MINUTES}::int * interval '1 minute'),
           time '07:00' + (i % ${PER_DAY}) * (${SLOT_MINUTES}::int * interval '1 minute'),
           50, 2000 + (i % 5) * 500
    from generate_series(0, ${INSTANCES - 1}) i cross join t`,
  );
  // Booking g: class g % INSTANCES, student (class * 37 + g / INSTANCES) % STUDENTS — distinct
  // students within a class; booked two days before at noon; every 50th cancelled the next day.
  await step(
    'bookings',
    sql`with i0 as (select min(id) as id from class_instances), s0 as (select min(id) as id from students),
    g as (
      select g, g % ${INSTANCES} as i,
             ((${firstDay}::date + ((g % ${INSTANCES}) / ${PER_DAY})::int - 2) + time '12:00') at time zone ${timeZone} as booked
      from generate_series(0, ${BOOKINGS - 1}) g
    )
    insert into bookings (student_id, class_instance_id, status, price_cents, booked_at, cancelled_at, cancelled_by)
    select s0.id + (g.i * 37 + g.g / ${INSTANCES}) % ${STUDENTS}, i0.id + g.i,
           case when g.g % 50 = 7 then 'cancelled' else 'confirmed' end, 2000 + (g.i % 5) * 500, g.booked,
           case when g.g % 50 = 7 then g.booked + interval '1 day' end,
           case when g.g % 50 = 7 then 'student' end
    from g cross join i0 cross join s0`,
  );
  // Every past month's bills: one per student and month, its lines the month's classes, tax (5 %,
  // included in the price) per line; last month's sent (a third overdue), older ones paid.
  await step(
    'invoices',
    sql`with m as (
      select b.student_id, date_trunc('month', ci.class_date)::date as period,
             sum(b.price_cents) as total, sum(b.price_cents - round(b.price_cents / 1.05)) as tax
      from bookings b join class_instances ci on ci.id = b.class_instance_id
      where b.status <> 'cancelled' and ci.class_date < ${`${thisMonth}-01`}::date
      group by 1, 2
    ),
    n as (
      select m.*, (m.period + interval '1 month')::date as issued,
             row_number() over (partition by extract(year from m.period + interval '1 month') order by m.period, m.student_id) as rn
      from m
    )
    insert into invoices (invoice_number, student_id, period_start, status, subtotal_cents, tax_cents, total_cents,
                          due_date, sent_at, paid_at, created_at)
    select 'INV-' || extract(year from issued) || '-' || lpad(rn::text, 5, '0'), student_id, period,
           case when period < ${`${lastMonth}-01`}::date then 'paid' when student_id % 3 = 0 then 'overdue' else 'sent' end,
           total - tax, tax, total, issued + 10, issued + time '09:00',
           case when period < ${`${lastMonth}-01`}::date then issued + 5 + time '09:00' end, issued
    from n`,
  );
  await step(
    'charges',
    sql`insert into ledger_entries (student_id, entry_type, amount_cents, tax_cents, taxes, booking_id, invoice_id, occurred_at, description)
    select b.student_id, 'charge', b.price_cents, t.cents, jsonb_build_array(jsonb_build_object('kind', 'TAX', 'label', 'Tax', 'ratePpm', 50000, 'taxCents', t.cents)), b.id, inv.id, b.booked_at, 'Class booking'
    from bookings b join class_instances ci on ci.id = b.class_instance_id
    left join invoices inv on b.status <> 'cancelled' and inv.student_id = b.student_id
      and inv.period_start = date_trunc('month', ci.class_date)::date
    cross join lateral (select b.price_cents - round(b.price_cents / 1.05)::int as cents) t`,
  );
  await step(
    'charge reversals',
    sql`insert into ledger_entries (student_id, entry_type, amount_cents, booking_id, reverses_entry_id, occurred_at, description)
    select le.student_id, 'charge_reversal', le.amount_cents, le.booking_id, le.id::int, b.cancelled_at, 'Booking cancelled'
    from ledger_entries le join bookings b on b.id = le.booking_id
    where le.entry_type = 'charge' and b.status = 'cancelled'`,
  );
  await step(
    'invoice lines',
    sql`insert into invoice_lines (invoice_id, booking_id, description, amount_cents, tax_cents, taxes)
    select le.invoice_id, le.booking_id, 'Bench Class', le.amount_cents, le.tax_cents, le.taxes
    from ledger_entries le where le.invoice_id is not null`,
  );
  // Payment p: student p % STUDENTS, spread evenly over the 3 years but the last 30 days.
  await step(
    'payments',
    sql`with s0 as (select min(id) as id from students)
    insert into payments (student_id, amount_cents, net_cents, tax_cents, taxes, method, status, payment_date, transaction_id, notes)
    select s0.id + p % ${STUDENTS}, 2000 + (p % 5) * 500, round((2000 + (p % 5) * 500) / 1.05),
           2000 + (p % 5) * 500 - round((2000 + (p % 5) * 500) / 1.05),
           jsonb_build_array(jsonb_build_object('kind', 'TAX', 'label', 'Tax', 'ratePpm', 50000, 'taxCents', (2000 + (p % 5) * 500 - round((2000 + (p % 5) * 500) / 1.05))::int)),
           (array['e_transfer', 'cash', 'card'])[1 + p % 3], 'paid',
           (${firstDay}::date + time '09:00') at time zone ${timeZone}
             + (p / ${STUDENTS}) * (${PAYMENT_STEP_MINUTES}::int * interval '1 minute')
             + (p % 600) * interval '1 minute',
           'BENCH-' || p, 'Weekly classes'
    from generate_series(0, ${PAYMENTS - 1}) p cross join s0`,
  );
  await step(
    'payment entries',
    sql`insert into ledger_entries (student_id, entry_type, amount_cents, payment_id, occurred_at, description)
    select student_id, 'payment', amount_cents, id, payment_date, 'Payment' from payments`,
  );
  await step('analyze', sql`analyze`);
  return steps;
}

// The This Year report, when its module exists (another part of issue 12): found by its file.
const financialModule = new URL('../src/server/modules/reports/financial-report.queries.ts', import.meta.url);
type FinancialFn = (db: typeof bench.services.database.db, input: { from: string; to: string }) => unknown;
let financial: FinancialFn | null = null;
if (existsSync(financialModule)) {
  const mod = (await import(financialModule.href)) as Record<string, unknown>;
  const fn = mod.financialReport ?? Object.values(mod).find((v) => typeof v === 'function');
  financial = (fn as FinancialFn | undefined) ?? null;
}
const yearRange = { from: `${today.slice(0, 4)}-01-01`, to: today };

const bare = await startBare((app) => {
  app.get('/bare-monthly', async () => monthlyReport(db, lastMonth));
  app.get('/bare-stats', async () => billingStats(db));
  if (financial) app.get('/bare-financial', async () => financial!(db, yearRange));
});

const fmt = (n: number) => n.toLocaleString('en-US');
try {
  const started = performance.now();
  const steps = await seed();
  const seedMs = Math.round(performance.now() - started);
  const [admin] = await db
    .insert(admins)
    .values({ email: 'bench-admin@example.com', firstName: 'Bench' })
    .returning();
  const { token } = await createSession(db, 'admin', admin!.id);
  const headers = { cookie: `admin_session=${token}` };
  const [c] = await executeRows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from payments)::int as payments, (select count(*) from bookings)::int as bookings,
      (select count(*) from ledger_entries)::int as ledger, (select count(*) from invoices)::int as invoices,
      (select count(*) from invoice_lines)::int as lines`,
  );
  if (!c) throw new Error('no counts');
  console.log(
    `database: ${bench.services.database.kind}${throwaway ? ` (${throwaway})` : ''}; ${fmt(STUDENTS)} students, ` +
      `${fmt(c.payments!)} payments, ${fmt(c.bookings!)} bookings over ${fmt(INSTANCES)} classes from ${firstDay} to ${today}, ` +
      `${fmt(c.ledger!)} ledger entries, ${fmt(c.invoices!)} invoices with ${fmt(c.lines!)} lines; seeded in ${fmt(seedMs)} ms`,
  );
  if (PAYMENTS !== 1_000_000) {
    console.log(`note: ${fmt(PAYMENTS)} payments (BENCH_PAYMENTS), not the issue's 1,000,000`);
  }
  console.log(`seed steps (ms): ${steps.map(([l, ms]) => `${l} ${fmt(ms)}`).join(', ')}`);

  const routes: { label: string; bare: string; app: string }[] = [
    {
      label: `GET /api/reports/monthly?month=${lastMonth}`,
      bare: `${bare.url}/bare-monthly`,
      app: `${bench.url}/api/reports/monthly?month=${lastMonth}`,
    },
    {
      label: 'GET /api/billing/stats',
      bare: `${bare.url}/bare-stats`,
      app: `${bench.url}/api/billing/stats`,
    },
  ];
  const financialUrl = `${bench.url}/api/reports/financial?from=${yearRange.from}&to=${yearRange.to}`;
  const probe = await fetch(financialUrl, { headers });
  if (financial && probe.ok) {
    routes.push({
      label: `GET /api/reports/financial?from=${yearRange.from}&to=${yearRange.to} (This Year)`,
      bare: `${bare.url}/bare-financial`,
      app: financialUrl,
    });
  } else {
    console.log(
      `This Year report skipped: ${financial ? `GET /api/reports/financial answered ${probe.status}` : 'financial-report.queries.ts does not exist yet'}`,
    );
  }
  // Each answer once, so a broken route shows before it is timed.
  for (const r of routes) {
    const res = await fetch(r.app, { headers });
    if (!res.ok) throw new Error(`${r.label}: ${res.status} ${await res.text()}`);
    const text = await res.text();
    console.log(`${r.label}: ${res.status}, ${fmt(text.length)} bytes`);
  }

  // A slow route leaves requests running after autocannon stops (the server finishes them); the next
  // measurement starts once the database has been idle for three checks in a row: on PostgreSQL no
  // other statement active, on PGlite (one connection, statements queue) a trivial one answering at once.
  const settle = async () => {
    let quiet = 0;
    for (let i = 0; i < 1200 && quiet < 3; i++) {
      const started = performance.now();
      const [busy] = await executeRows<{ n: number }>(
        db,
        bench.services.database.kind === 'postgres'
          ? sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`
          : sql`select 0 as n`,
      );
      quiet = !busy?.n && performance.now() - started < 20 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  // PGlite is one connection in WebAssembly: more connections only queue, so it runs one at a time.
  for (const connections of bench.services.database.kind === 'postgres' ? [CONNECTIONS, 1] : [1]) {
    console.log(`\n${connections} connection${connections === 1 ? '' : 's'}, ${SECONDS} s each:`);
    for (const r of routes) {
      await settle();
      const bareRow = await measure(`bare: ${r.label}`, { url: r.bare }, SECONDS, connections);
      await settle();
      const rows: Measured[] = [
        bareRow,
        await measure(r.label, { url: r.app, headers }, SECONDS, connections),
      ];
      report(rows, rows[0]!.label);
    }
  }
  await settle();

  // generate-monthly for this month: every student with charges gets a bill (5,000 here).
  const generate = async () => {
    const t0 = performance.now();
    const res = await fetch(`${bench.url}/api/payments/generate-monthly`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ month: Number(thisMonth.slice(5)), year: Number(thisMonth.slice(0, 4)) }),
    });
    const body = (await res.json()) as { created?: number; message?: string; payments?: unknown[] };
    return { ms: Math.round(performance.now() - t0), status: res.status, body };
  };
  const first = await generate();
  const second = await generate();
  const [b] = await executeRows<{ n: number; lines: number }>(
    db,
    sql`select count(distinct i.id)::int as n, count(l.id)::int as lines
      from invoices i join invoice_lines l on l.invoice_id = i.id
      where i.period_start = ${`${thisMonth}-01`}::date`,
  );
  console.log('\n| POST /api/payments/generate-monthly | status | wall time | bills created | answer |');
  console.log('|---|---:|---:|---:|---|');
  console.log(
    `| ${thisMonth}, first run | ${first.status} | ${fmt(first.ms)} ms | ${first.body.created} | ${first.body.message} |`,
  );
  console.log(
    `| ${thisMonth}, second run | ${second.status} | ${fmt(second.ms)} ms | ${second.body.created} | ${second.body.message} |`,
  );
  if (b) console.log(`this month's bills in the database: ${fmt(b.n)} with ${fmt(b.lines)} lines`);
} finally {
  await bare.close();
  await bench.close();
  if (throwaway && !keep) await onAdmin(`drop database if exists "${throwaway}" with (force)`);
  if (throwaway && keep) console.log(`kept database ${throwaway}`);
}
process.exit(0);
