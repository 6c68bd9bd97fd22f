import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createServices, type Services } from '../src/server/trpc/services';
import { cpuMeter } from './cpu';

export interface BenchApp {
  app: FastifyInstance;
  services: Services;
  url: string;
  close(): Promise<void>;
}

/**
 * A bench's own PostgreSQL database, made on the DATABASE_URL server and dropped at the end, so a run
 * never writes into (or trips over a previous run's rows in) the database the URL names. Benches that
 * make their own (studio_bench_…) are used as they are.
 */
async function throwawayDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const given = new URL(serverUrl);
  if (given.pathname.startsWith('/studio_bench_')) return { url: serverUrl, drop: async () => {} };
  const name = `studio_bench_${process.pid}_${Date.now()}`;
  const onServer = async (statement: string) => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}

/**
 * Ends the process a few seconds after a bench has closed everything, if something it cannot reach is
 * still holding the event loop. postgres.js lets a pooled connection that was reconnecting when
 * sql.end() ran finish connecting afterwards (its retry timer outlives end()), and such a socket keeps
 * Node running for ever after the table. The timer is unref'd: a bench that ends cleanly exits at once.
 */
function exitIfStuck(graceMs = 10_000): void {
  setTimeout(() => {
    console.error(
      `bench: still open ${graceMs / 1000} s after closing: ${process.getActiveResourcesInfo().join(', ')}; exiting`,
    );
    process.exit(process.exitCode ?? 0);
  }, graceMs).unref();
}

/**
 * Once a bench is closing, a query left on a connection postgres.js re-opened behind sql.end() (see
 * exitIfStuck) is rejected when the throwaway database is dropped; no caller is left to hear it.
 * Anything else still fails the run.
 */
function ignoreClosedConnection(reason: unknown): void {
  const code = (reason as { code?: unknown } | null)?.code;
  if (code === 'CONNECTION_CLOSED' || code === 'CONNECTION_DESTROYED' || code === '57P01') return;
  throw reason;
}

/** The real app on a throwaway database: PGlite in a temp dir, or a new database on DATABASE_URL's server. */
export async function startBenchApp(
  /** Routes of the bench's own, added to the app before it listens (a plain route beside the API's). */
  extraRoutes?: (app: FastifyInstance, services: Services) => void,
): Promise<BenchApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
  const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    ...process.env,
    ...(server ? { DATABASE_URL: server.url } : {}),
    NODE_ENV: 'production',
    DATA_DIR: dir,
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: dir });
  const services = createServices(config, database, 'bench-secret-bench-secret-bench-secret-0000');
  const app = await buildApp({ services, serveClient: false });
  extraRoutes?.(app, services);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    services,
    url,
    close: async () => {
      process.on('unhandledRejection', ignoreClosedConnection);
      await app.close();
      await database.close();
      await server?.drop();
      rmSync(dir, { recursive: true, force: true });
      exitIfStuck();
    },
  };
}

/** A bare Fastify with one route: the floor our app is compared against. */
export async function startBare(
  register: (app: FastifyInstance) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  register(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

export interface Measured {
  label: string;
  requestsPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU per answered request: this process (app and load generator), and PostgreSQL's servers. */
  cpuMsPerRequest?: { node: number; postgres: number | null };
}

export async function measure(
  label: string,
  opts: {
    url: string;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    /** Per-request variation (e.g. a different student on every request). */
    requests?: autocannon.Request[];
  },
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  connections = Number(process.env.BENCH_CONNECTIONS ?? 50),
): Promise<Measured> {
  const cpu = cpuMeter();
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    requests: opts.requests,
    duration: seconds,
    connections,
  });
  const cpuMsPerRequest = cpu.perRequest(result.requests.total);
  return {
    label,
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuMsPerRequest,
  };
}

/** "1.42 + 0.94": this process's and PostgreSQL's CPU ms per request, when measured. */
const cpuColumn = (r: Measured) =>
  r.cpuMsPerRequest
    ? `${r.cpuMsPerRequest.node.toFixed(2)} + ${r.cpuMsPerRequest.postgres === null ? '?' : r.cpuMsPerRequest.postgres.toFixed(2)}`
    : '—';

export function report(rows: Measured[], baselineLabel: string, baselineName = 'bare'): void {
  const base = rows.find((r) => r.label === baselineLabel)!;
  console.log('');
  console.log(
    `| route | req/s | p99 ms | errors | non-2xx | vs ${baselineName} | CPU ms/request: Node + PostgreSQL |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = (r.requestsPerSec / base.requestsPerSec).toFixed(2);
    console.log(
      `| ${r.label} | ${r.requestsPerSec} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} | ${ratio} | ${cpuColumn(r)} |`,
    );
  }
  console.log(
    '(CPU: this process — the app and the load generator — and every PostgreSQL server process on the machine;',
  );
  console.log(' on PGlite the database runs inside this process.)');
}
