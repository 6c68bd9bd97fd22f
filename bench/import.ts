// npm run bench:import — importing a studio's students (issue 32): a 20,000-row CSV uploaded, dry run,
// imported, then the same file imported again (nothing to change), each timed end to end over HTTP;
// next to the bare floor: the same rows inserted by one multi-row INSERT per 1,000 on the same database.
// Then 2,000 upcoming bookings of those students (each through the booking service), dry run and import.

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { classSchedules, classTypes } from '../src/server/db/schema';
import { createSession } from '../src/server/kernel/sessions';
import { studioNowIn } from '../src/server/kernel/time/studio-time';
import { ADMIN_COOKIE } from '../src/server/trpc/context';
import { addDays } from '../src/shared/dates';
import { createAdmin } from '../test/factories/people';
import { startBenchApp } from './harness';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const BOOKINGS = 2000;

const bench = await startBenchApp();
const db = bench.services.database.db;

function csv(): string {
  const lines = ['First Name,Last Name,Email Address,Mobile Phone,Birth Date,Notes,Status'];
  for (let i = 1; i <= ROWS; i++) {
    lines.push(
      `Student,Number ${i},student.${i}@example.com,604-555-${String(i % 10_000).padStart(4, '0')},1990-01-${String((i % 28) + 1).padStart(2, '0')},"Joined in 2019, ${i % 3 === 0 ? 'prefers mornings' : 'any time'}",Active`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

try {
  const admin = await createAdmin(db);
  const { token } = await createSession(db, 'admin', admin.id);
  const headers = { 'content-type': 'application/json', cookie: `${ADMIN_COOKIE}=${token}` };
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${bench.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return { ms: Math.round(performance.now() - started), json };
  };
  const text = csv();
  console.log(
    `database: ${bench.services.database.kind}; ${ROWS.toLocaleString('en-US')} rows, ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB`,
  );
  const upload = await post('/api/imports', {
    fileName: 'students.csv',
    content: Buffer.from(text).toString('base64'),
  });
  const file = upload.json as { id: number; mapping: unknown };
  const body = { mapping: file.mapping };
  const dry = await post(`/api/imports/${file.id}/students/dry-run`, body);
  /** An import as the screen runs it: part after part, each its own request, until `next` is null. */
  const importAll = async (path = `/api/imports/${file.id}/students`, mapping = body.mapping) => {
    const started = performance.now();
    const totals = { created: 0, updated: 0, unchanged: 0, parts: 0 };
    let from: number | undefined;
    do {
      const part = (await post(path, { mapping, from })).json as {
        created: number;
        updated: number;
        unchanged: number;
        next: number | null;
      };
      totals.created += part.created;
      totals.updated += part.updated;
      totals.unchanged += part.unchanged;
      totals.parts++;
      from = part.next ?? undefined;
    } while (from !== undefined);
    return {
      ms: Math.round(performance.now() - started),
      json: {
        message: `${totals.parts} parts: ${totals.created} created, ${totals.updated} updated, ${totals.unchanged} unchanged`,
      },
    };
  };
  const first = await importAll();
  const again = await importAll();

  await db.execute(sql`create table bench_bare_students (like students including defaults)`);
  const bareStarted = performance.now();
  for (let from = 1; from <= ROWS; from += 1000) {
    await db.execute(sql`
      insert into bench_bare_students (id, name, email, phone, birthday, status)
      select g, 'Student Number ' || g, 'bare.' || g || '@example.com', '604-555-0101', '1990-01-01', 'active'
      from generate_series(${from}::int, ${Math.min(from + 999, ROWS)}::int) g`);
  }
  const bareMs = Math.round(performance.now() - bareStarted);

  // A weekly class every hour from 06:00 to 20:00 every day (50 seats each), and the next two weeks of them.
  const [type] = await db
    .insert(classTypes)
    .values({ name: 'Bench Flow', description: 'Bench', priceCents: 2000 })
    .returning();
  const hours = Array.from({ length: 15 }, (_, i) => 6 + i);
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  await db.insert(classSchedules).values(
    [0, 1, 2, 3, 4, 5, 6].flatMap((day) =>
      hours.map((h) => ({
        classTypeId: type!.id,
        dayOfWeek: day,
        startTime: hh(h),
        endTime: hh(h + 1),
        location: 'Studio A',
        maxStudents: 50,
        createdAt: new Date('2020-01-01T00:00:00Z'),
      })),
    ),
  );
  const { today } = studioNowIn('America/Vancouver');
  const bookingLines = ['Email,Class Date,Start Time,Class'];
  for (let i = 1; i <= BOOKINGS; i++) {
    bookingLines.push(
      `student.${i}@example.com,${addDays(today, 1 + (i % 14))},${hh(hours[i % 15]!)},Bench Flow`,
    );
  }
  const bookingFile = (
    await post('/api/imports', {
      fileName: 'bookings.csv',
      content: Buffer.from(bookingLines.join('\r\n')).toString('base64'),
    })
  ).json as { id: number; bookingMapping: unknown };
  const bookingBody = { mapping: bookingFile.bookingMapping };
  const bookingsDry = await post(`/api/imports/${bookingFile.id}/bookings/dry-run`, bookingBody);
  const bookingsDone = await importAll(`/api/imports/${bookingFile.id}/bookings`, bookingFile.bookingMapping);

  console.log('');
  console.log('| step | ms | answer |');
  console.log('|---|---:|---|');
  console.log(`| upload (decode, parse, propose the mapping) | ${upload.ms} | ${ROWS} rows |`);
  console.log(`| dry run | ${dry.ms} | ${String(dry.json.message)} |`);
  console.log(`| import | ${first.ms} | ${String(first.json.message)} |`);
  console.log(`| the same file again | ${again.ms} | ${String(again.json.message)} |`);
  console.log(`| bare: INSERT … SELECT per 1,000 rows | ${bareMs} | ${ROWS} rows |`);
  console.log(
    `| ${BOOKINGS} bookings: dry run (rehearsed, rolled back) | ${bookingsDry.ms} | ${String(bookingsDry.json.message)} |`,
  );
  console.log(`| ${BOOKINGS} bookings: import | ${bookingsDone.ms} | ${String(bookingsDone.json.message)} |`);
} finally {
  await bench.close();
}
