// npm run bench:booking — booking throughput and p99: (a) 200 signed-in students rushing a 15-seat class
// at once, (b) many students booking open classes (a distinct student and class on every request),
// next to (c) a bare Fastify route that does one INSERT into a throwaway table on the same database.

import { performance } from 'node:perf_hooks';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { classInstances, classTypes, products, studentPasses } from '../src/server/db/schema';
import { executeRows } from '../src/server/kernel/sql-rows';
import { clockNow } from '../src/server/kernel/time/clock';
import { studioWallClock } from '../src/server/kernel/time/studio-time';
import { STUDENT_COOKIE } from '../src/server/trpc/context';
import { addDays } from '../src/shared/dates';
import { DEFAULT_SETTINGS } from '../src/shared/schemas/settings';
import { insertStudentsWithSessions } from '../test/factories/sessions';
import { cpuMeter } from './cpu';
import { type Measured, measure, report, startBare, startBenchApp } from './harness';
import { startRushClients } from './rush-clients';

const DEFAULT_TIMEZONE = DEFAULT_SETTINGS.timezone;

const RUSH_STUDENTS = 200;
const RUSH_SEATS = 15;
/** Each open class takes one booking from each of these students, so this is also its capacity. */
const OPEN_STUDENTS = 50;
const OPEN_CLASSES = Number(process.env.BENCH_OPEN_CLASSES ?? 1000);
/** Before measuring: this many bookings on a class of this many seats (the rest refused as full). */
const WARM_STUDENTS = 60;
const WARM_SEATS = 30;

const bench = await startBenchApp();
const clients = startRushClients();
const db = bench.services.database.db;
await db.execute(sql`create table if not exists bench_bare_insert (
  id serial primary key, student_id integer not null, class_instance_id integer not null,
  created_at timestamptz not null default now())`);
let bareCount = 0;
const bare = await startBare((app) =>
  app.post('/bare', async (_req, reply) => {
    const n = bareCount++;
    await db.execute(sql`insert into bench_bare_insert (student_id, class_instance_id) values (${n}, ${n})`);
    return reply.status(201).send({ ok: true });
  }),
);

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)]!);
};
const post = (token: string, body: unknown) =>
  fetch(`${bench.url}/api/student-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${STUDENT_COOKIE}=${token}` },
    body: JSON.stringify(body),
  });

/** Rushes after the first, each on a class and students of its own. */
const RUSHES = 6;

async function rush(
  classInstanceId: number,
  rushers: { student: { id: number }; token: string }[],
  round: number,
): Promise<Measured> {
  const cpu = cpuMeter();
  const started = performance.now();
  const answers = (
    await clients.send(
      rushers.map(({ student, token }) => ({
        url: `${bench.url}/api/student-bookings`,
        cookie: `${STUDENT_COOKIE}=${token}`,
        body: { studentId: student.id, classInstanceId },
      })),
    )
  ).map((a) => ({ status: a.status, error: (JSON.parse(a.text) as { error?: string }).error, ms: a.ms }));
  const wallMs = performance.now() - started;
  const cpuMsPerRequest = cpu.perRequest(RUSH_STUDENTS);
  const created = answers.filter((a) => a.status === 201).length;
  const full = answers.filter((a) => a.status === 409 && a.error === 'Class Full').length;
  const other = answers.length - created - full;
  const [confirmed] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings where class_instance_id = ${classInstanceId} and status = 'confirmed'`,
  );
  const confirmedCount = Number(confirmed!.n);
  console.log(
    `(a) rush ${round + 1}: ${RUSH_STUDENTS} students on a ${RUSH_SEATS}-seat class: ${Math.round(wallMs)} ms wall time, ` +
      `${created} × 201, ${full} × 409 "Class Full", ${other} other; p99 ${p99(answers.map((a) => a.ms))} ms; ` +
      `confirmed in the database: ${confirmedCount}`,
  );
  if (confirmedCount !== RUSH_SEATS || created !== RUSH_SEATS || other !== 0) {
    throw new Error(
      `the rush broke the capacity rule: ${confirmedCount} confirmed, ${other} unexpected answers`,
    );
  }
  return {
    label: `POST /api/student-bookings, ${RUSH_STUDENTS} at once on ${RUSH_SEATS} seats`,
    requestsPerSec: Math.round((RUSH_STUDENTS / wallMs) * 1000),
    p99Ms: p99(answers.map((a) => a.ms)),
    errors: 0,
    non2xx: RUSH_STUDENTS - created,
    cpuMsPerRequest,
  };
}

try {
  const classDate = addDays(studioWallClock(DEFAULT_TIMEZONE, clockNow()).date, 7);
  const [type] = await db.insert(classTypes).values({ name: 'Bench Yoga', description: 'Bench' }).returning();
  const instance = (maxStudents: number) => ({
    classTypeId: type!.id,
    classDate,
    startTime: '10:00',
    endTime: '11:00',
    location: 'Studio A',
    maxStudents,
    priceCents: 2000,
  });
  const [firstRushClass] = await db.insert(classInstances).values(instance(RUSH_SEATS)).returning();
  const openIds = (
    await db
      .insert(classInstances)
      .values(Array.from({ length: OPEN_CLASSES }, () => instance(OPEN_STUDENTS)))
      .returning({ id: classInstances.id })
  ).map((r) => r.id);
  const firstRushers = await insertStudentsWithSessions(db, RUSH_STUDENTS, 'Rusher');
  const openers = await insertStudentsWithSessions(db, OPEN_STUDENTS, 'Opener');
  // BENCH_PACKS=1: every opener holds a 200-class pack, so (b) measures bookings that take a pass class.
  if (process.env.BENCH_PACKS === '1') {
    const [pack] = await db
      .insert(products)
      .values({
        kind: 'pack',
        name: 'Bench Card',
        classCount: 200,
        validityCount: 1,
        validityUnit: 'month',
        validityFrom: 'purchase',
      })
      .returning();
    await db.insert(studentPasses).values(
      openers.map(({ student }) => ({
        studentId: student.id,
        productId: pack!.id,
        name: 'Bench Card',
        classesTotal: 200,
        validityCount: 1,
        validityUnit: 'month' as const,
        startsOn: classDate,
        expiresOn: addDays(classDate, 30),
        priceCents: 0,
      })),
    );
  }
  // Warm the server (JIT, prepared statements, pool, the confirmation's render) as a running studio's
  // is, on classes other than the ones measured: session checks, then bookings and refusals.
  for (const { token } of openers.slice(0, 5)) {
    await fetch(`${bench.url}/api/auth/student/session`, {
      headers: { cookie: `${STUDENT_COOKIE}=${token}` },
    });
  }
  const [warmClass] = await db.insert(classInstances).values(instance(WARM_SEATS)).returning();
  const warmers = await insertStudentsWithSessions(db, WARM_STUDENTS, 'Warmer');
  for (const { student, token } of warmers) {
    await (await post(token, { studentId: student.id, classInstanceId: warmClass!.id })).text();
  }

  // (a) The rush: one request per student, all at once; then again on fresh classes and students, as
  // a studio's server meets its rushes warm. Every rush must confirm exactly the seats.
  console.log(
    `database: ${bench.services.database.kind}; connections: ${process.env.BENCH_CONNECTIONS ?? 50}; ` +
      `open classes: ${OPEN_CLASSES} × ${OPEN_STUDENTS} seats${process.env.BENCH_PACKS === '1' ? ', every opener on a pack' : ''}`,
  );
  const rushes: Measured[] = [];
  for (let round = 0; round < RUSHES; round++) {
    const [rushClass] =
      round === 0
        ? [firstRushClass]
        : await db.insert(classInstances).values(instance(RUSH_SEATS)).returning();
    const rushers =
      round === 0 ? firstRushers : await insertStudentsWithSessions(db, RUSH_STUDENTS, `Rusher${round}`);
    rushes.push(await rush(rushClass!.id, rushers, round));
  }
  const byWall = rushes.slice(1).sort((x, y) => y.requestsPerSec - x.requestsPerSec);
  const warmRush = {
    ...byWall[Math.floor(byWall.length / 2)]!,
    label: `${rushes[0]!.label}, warm (median of ${byWall.length})`,
  };

  // (b) Open classes: request i books class i mod C for student ⌊i / C⌋, so no pair repeats and
  // neighbouring requests lock different classes.
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/api/student-bookings',
      setupRequest: (req) => {
        const i = next++;
        const who = openers[Math.floor(i / OPEN_CLASSES) % OPEN_STUDENTS]!;
        return {
          ...req,
          headers: { 'content-type': 'application/json', cookie: `${STUDENT_COOKIE}=${who.token}` },
          body: JSON.stringify({ studentId: who.student.id, classInstanceId: openIds[i % OPEN_CLASSES] }),
        };
      },
    },
  ];

  const rows = [
    await measure('bare Fastify POST /bare (one INSERT)', {
      url: `${bare.url}/bare`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
    { ...rushes[0]!, label: `${rushes[0]!.label}, first` },
    warmRush,
    await measure('POST /api/student-bookings (open classes)', { url: bench.url, requests }),
  ];
  console.log(`(b) open classes: ${next} booking requests sent`);
  report(rows, 'bare Fastify POST /bare (one INSERT)');
  // autocannon drops the requests still in flight at its deadline, but their handlers run on; closing
  // the pool under them leaves postgres.js connections open and the process alive.
  await new Promise((resolve) => setTimeout(resolve, 1000));
} finally {
  await bare.close();
  await clients.close();
  await bench.close();
}
