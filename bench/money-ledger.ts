// npm run bench:ledger — the Payment Ledger over 100,000 payments of 2,000 students (and 50,000
// charges, so the dashboard's allocation has work): the first ledger page, a one-month page, the
// dashboard stats, each next to a bare Fastify route running the same service SQL, at 10 connections;
// then the CSV of all 100,000 rows, streamed, with the server's memory sampled while it downloads.
// PGlite by default; DATABASE_URL=postgres://… runs it on a throwaway PostgreSQL database.

import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { admins } from '../src/server/db/schema';
import { createSession } from '../src/server/kernel/sessions';
import { dashboardStats } from '../src/server/modules/billing/dashboard.queries';
import { paymentPage } from '../src/server/modules/billing/ledger.queries';
import { ledgerCsv } from '../src/server/modules/billing/ledger-export';
import { ZPaymentPageInput } from '../src/shared/schemas/billing';
import { measure, report, startBare, startBenchApp } from './harness';

const STUDENTS = 2_000;
const PAYMENTS = 100_000;
const CHARGES = 50_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const serverUrl = process.env.DATABASE_URL;
const throwaway = serverUrl ? `studio_bench_ledger_${Date.now()}` : null;
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
const timeZone = 'America/Vancouver';
const month = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7);
const filtered = { startDate: `${month}-01`, endDate: `${month}-28` };
const firstPage = ZPaymentPageInput.parse({});
const monthPage = ZPaymentPageInput.parse(filtered);

const bare = await startBare((app) => {
  app.get('/bare-first', async () => paymentPage(db, firstPage));
  app.get('/bare-month', async () => paymentPage(db, monthPage));
  app.get('/bare-stats', async () => dashboardStats(db));
  app.get('/bare-csv', async (_req, reply) =>
    reply.header('content-type', 'text/csv').send(Readable.from(ledgerCsv(db, {}, timeZone))),
  );
});

async function seed() {
  const started = performance.now();
  await db.execute(sql`
    insert into students (name, email, phone)
    select 'Bench Student ' || g, 'bench-' || g || '@example.com', '604-555-0100'
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    with first as (select min(id) as id from students)
    insert into payments (student_id, amount_cents, net_cents, tax_cents, taxes, method, status, payment_date,
                          transaction_id, notes)
    select first.id + g % ${STUDENTS}, a.cents, a.cents - a.tax, a.tax,
           jsonb_build_array(jsonb_build_object('kind', 'TAX', 'label', 'Tax', 'ratePpm', 50000, 'taxCents', a.tax)),
           (array['e_transfer', 'cash', 'card'])[1 + g % 3], 'paid',
           now() - (g % 540) * interval '1 day' - (g % 1440) * interval '1 minute',
           'BENCH-' || g, case when g % 7 = 0 then 'Paid "early", thanks' else 'Weekly classes' end
    from generate_series(1, ${PAYMENTS}) g cross join first
    cross join lateral (select 1000 + (g % 50) * 100 as cents,
                               (1000 + (g % 50) * 100 - round((1000 + (g % 50) * 100) / 1.05))::int as tax) a`);
  await db.execute(sql`
    insert into ledger_entries (student_id, entry_type, amount_cents, payment_id, occurred_at, description)
    select student_id, 'payment', amount_cents, id, payment_date, 'Payment' from payments`);
  await db.execute(sql`
    with first as (select min(id) as id from students)
    insert into ledger_entries (student_id, entry_type, amount_cents, occurred_at, description)
    select first.id + g % ${STUDENTS}, 'charge', 2000 + (g % 5) * 500,
           now() - (g % 560) * interval '1 day', 'Class'
    from generate_series(1, ${CHARGES}) g cross join first`);
  await db.execute(sql`analyze`);
  return Math.round(performance.now() - started);
}

/** One download of the whole CSV: wall time, bytes, rows, and the process's memory while it runs. */
async function download(url: string, headers: Record<string, string> = {}) {
  const rss: number[] = [process.memoryUsage().rss];
  const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 20);
  const started = performance.now();
  const res = await fetch(url, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  const mb = (n: number) => Math.round(n / 1_048_576);
  return { status: res.status, ms, bytes, lines, rssStartMb: mb(rss[0]!), rssPeakMb: mb(Math.max(...rss)) };
}

try {
  const seedMs = await seed();
  const [admin] = await db
    .insert(admins)
    .values({ email: 'bench-admin@example.com', firstName: 'Bench' })
    .returning();
  const { token } = await createSession(db, 'admin', admin!.id);
  const headers = { cookie: `admin_session=${token}` };
  console.log(
    `database: ${bench.services.database.kind}; ${STUDENTS} students, ${PAYMENTS} payments, ${CHARGES} charges (seeded in ${seedMs} ms); ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  const q = new URLSearchParams(filtered).toString();
  const rows = [
    await measure('bare: first ledger page', { url: `${bare.url}/bare-first` }, SECONDS, CONNECTIONS),
    await measure(
      'GET /api/payments (first page)',
      { url: `${bench.url}/api/payments`, headers },
      SECONDS,
      CONNECTIONS,
    ),
    await measure('bare: one month, page 1', { url: `${bare.url}/bare-month` }, SECONDS, CONNECTIONS),
    await measure(
      `GET /api/payments?${q}`,
      { url: `${bench.url}/api/payments?${q}`, headers },
      SECONDS,
      CONNECTIONS,
    ),
    await measure('bare: dashboard stats', { url: `${bare.url}/bare-stats` }, SECONDS, CONNECTIONS),
    await measure(
      'GET /api/dashboard/stats',
      { url: `${bench.url}/api/dashboard/stats`, headers },
      SECONDS,
      CONNECTIONS,
    ),
  ];
  report(rows.slice(0, 2), rows[0]!.label);
  report(rows.slice(2, 4), rows[2]!.label);
  report(rows.slice(4), rows[4]!.label);
  // One request at a time: each route's own latency, without 10 requests queueing for 2 cores.
  const alone = [
    await measure('bare: first ledger page', { url: `${bare.url}/bare-first` }, SECONDS, 1),
    await measure(
      'GET /api/payments (first page)',
      { url: `${bench.url}/api/payments`, headers },
      SECONDS,
      1,
    ),
    await measure(`GET /api/payments?${q}`, { url: `${bench.url}/api/payments?${q}`, headers }, SECONDS, 1),
    await measure(
      'GET /api/dashboard/stats',
      { url: `${bench.url}/api/dashboard/stats`, headers },
      SECONDS,
      1,
    ),
  ];
  console.log('\none connection:');
  report(alone, alone[0]!.label);

  const bareCsv = await download(`${bare.url}/bare-csv`);
  const csv = await download(`${bench.url}/api/payments/ledger.csv`, headers);
  console.log('');
  console.log('| CSV of every payment | status | ms | MB | lines | rss start MB | rss peak MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [label, r] of [
    ['bare: the same generator', bareCsv],
    ['GET /api/payments/ledger.csv', csv],
  ] as const) {
    console.log(
      `| ${label} | ${r.status} | ${r.ms} | ${(r.bytes / 1_048_576).toFixed(1)} | ${r.lines} | ${r.rssStartMb} | ${r.rssPeakMb} |`,
    );
  }
} finally {
  await bare.close();
  await bench.close();
  if (throwaway && !process.env.BENCH_KEEP)
    await onAdmin(`drop database if exists "${throwaway}" with (force)`);
  else if (throwaway) console.log(`kept database ${throwaway}`);
}
process.exit(0);
