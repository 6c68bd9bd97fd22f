// npm run bench:calendar — the admin calendar's three-month read on a studio's year of data, next to a
// bare Fastify route that runs the same list SQL (instancesQuery) on the same database (no session,
// materialisation marker, ETag or output validation); also the tRPC read, the calendar screens' own
// read (GET /api/class-window) and a 304.

import { between, sql } from 'drizzle-orm';
import { classInstances } from '../src/server/db/schema';
import { clockNow } from '../src/server/kernel/time/clock';
import { studioWallClock } from '../src/server/kernel/time/studio-time';
import { instancesQuery } from '../src/server/modules/classes/instances.queries';
import { calendarWindow } from '../src/shared/dates';
import { DEFAULT_SETTINGS } from '../src/shared/schemas/settings';
import { createAdmin } from '../test/factories/people';
import { loadYearOfData } from './calendar-data';
import { measure, report, startBare, startBenchApp } from './harness';

const DEFAULT_TIMEZONE = DEFAULT_SETTINGS.timezone;

const bench = await startBenchApp();
const db = bench.services.database.db;
const today = studioWallClock(DEFAULT_TIMEZONE, clockNow()).date;
const { startDate, endDate } = calendarWindow(today, 3);
const bare = await startBare((app) =>
  app.get('/bare', async () => instancesQuery(db, between(classInstances.classDate, startDate, endDate))),
);
try {
  const started = Date.now();
  const data = await loadYearOfData(db, today);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `loaded ${data.schedules} schedules, ${data.students} students, ${data.instances} classes, ` +
      `${data.bookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const admin = await createAdmin(db, { password: 'bench-admin-pass' });
  const login = await fetch(`${bench.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: bench.url },
    body: JSON.stringify({ email: admin.email, password: 'bench-admin-pass' }),
  });
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const path = `/api/class-instances?startDate=${startDate}&endDate=${endDate}`;
  const auth = { authorization: `Bearer ${sessionToken}` };
  const check = await fetch(`${bench.url}${path}`, { headers: auth });
  const classes = (await check.json()) as unknown[];
  if (!check.ok || !Array.isArray(classes)) throw new Error(`calendar read failed: ${check.status}`);
  const etag = check.headers.get('etag');
  // The same window over tRPC (one query, not batched with others); the calendar screens read it
  // through GET /api/class-window (decision 022).
  const trpcPath = `/trpc/classes.listInstances?input=${encodeURIComponent(JSON.stringify({ startDate, endDate }))}`;
  const bytesOf = async (url: string, headers: Record<string, string> = {}) =>
    (await (await fetch(url, { headers: { ...auth, ...headers } })).arrayBuffer()).byteLength;
  const notModified = await fetch(`${bench.url}${path}`, {
    headers: { ...auth, 'if-none-match': etag ?? '' },
  });
  console.log(
    `database: ${bench.services.database.kind}; window ${startDate}..${endDate}: ${classes.length} classes; ` +
      `connections: ${process.env.BENCH_CONNECTIONS ?? 50}`,
  );
  console.log(
    `payload: REST ${await bytesOf(`${bench.url}${path}`)} bytes, tRPC ` +
      `${await bytesOf(`${bench.url}${trpcPath}`)} bytes, /api/class-window ` +
      `${await bytesOf(`${bench.url}/api/class-window?startDate=${startDate}&endDate=${endDate}`)} bytes, bare ${await bytesOf(`${bare.url}/bare`)} bytes; ` +
      `ETag ${etag}; If-None-Match answers ${notModified.status}`,
  );

  const sentBytes = async (encoding: string) => {
    const res = await fetch(`${bench.url}${path}`, { headers: { ...auth, 'accept-encoding': encoding } });
    await res.arrayBuffer();
    return `${res.headers.get('content-encoding') ?? 'identity'} ${res.headers.get('content-length')} bytes`;
  };
  console.log(
    `sent as: ${await sentBytes('identity')}, ${await sentBytes('gzip')}, ${await sentBytes('br')}`,
  );

  const rows = [
    await measure('bare Fastify GET /bare (same SQL)', { url: `${bare.url}/bare` }),
    await measure(`GET ${path} (admin)`, { url: `${bench.url}${path}`, headers: auth }),
    await measure(`GET ${path} (admin, Accept-Encoding: br)`, {
      url: `${bench.url}${path}`,
      headers: { ...auth, 'accept-encoding': 'br' },
    }),
    await measure('GET /trpc/classes.listInstances (admin)', {
      url: `${bench.url}${trpcPath}`,
      headers: auth,
    }),
    await measure("GET /api/class-window (admin, the calendar's read, Accept-Encoding: br)", {
      url: `${bench.url}/api/class-window?startDate=${startDate}&endDate=${endDate}`,
      headers: { ...auth, 'accept-encoding': 'br' },
    }),
    // A calendar reopened with nothing changed: 304, no body (autocannon counts it as non-2xx).
    await measure(`GET ${path} (admin, If-None-Match: current ETag → 304)`, {
      url: `${bench.url}${path}`,
      headers: { ...auth, 'if-none-match': etag ?? '' },
    }),
  ];
  report(rows, 'bare Fastify GET /bare (same SQL)');
} finally {
  await bare.close();
  await bench.close();
}
