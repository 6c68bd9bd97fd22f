import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createServices, type Services } from '../src/server/services';

export interface BenchApp {
  app: FastifyInstance;
  services: Services;
  url: string;
  close(): Promise<void>;
}

/** The real app on a throwaway database: PGlite in a temp dir, or DATABASE_URL when set. */
export async function startBenchApp(): Promise<BenchApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: dir });
  const services = createServices(config, database, 'bench-secret-bench-secret-bench-secret-0000');
  const app = await buildApp({ services, serveClient: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    services,
    url,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
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
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    requests: opts.requests,
    duration: seconds,
    connections,
  });
  return {
    label,
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function report(rows: Measured[], baselineLabel: string): void {
  const base = rows.find((r) => r.label === baselineLabel)!;
  console.log('');
  console.log('| route | req/s | p99 ms | errors | non-2xx | vs bare |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = (r.requestsPerSec / base.requestsPerSec).toFixed(2);
    console.log(`| ${r.label} | ${r.requestsPerSec} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} | ${ratio} |`);
  }
}
