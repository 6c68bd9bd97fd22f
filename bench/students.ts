// npm run bench:students — Student Management over 5,000 students: a searched page and an unsearched
// page of GET /api/students/page (admin session, both statements: the page and the per-status counts),
// each next to a bare Fastify route running the same two statements on the same database.

import { and, asc, isNull, sql } from 'drizzle-orm';
import { admins, students } from '../src/server/db/schema';
import { createSession } from '../src/server/kernel/sessions';
import { STUDENT_STATUS_VALUES } from '../src/shared/schemas/students';
import { measure, report, startBare, startBenchApp } from './harness';

const COUNT = 5000;
const FIRST = ['Alice', 'Bob', 'Carla', 'Dmitri', 'Emma', 'Fatima', 'Grace', 'Hiro', 'Ivan', 'Jia'];

const bench = await startBenchApp();
const db = bench.services.database.db;

/** The same two statements the service runs for one page (search optional). */
function pageSql(search: string | null) {
  const where = search
    ? and(
        isNull(students.deletedAt),
        sql`(${students.name} ilike ${`%${search}%`} or ${students.email} ilike ${`%${search}%`})`,
      )
    : isNull(students.deletedAt);
  return Promise.all([
    db
      .select({
        id: students.id,
        name: students.name,
        email: students.email,
        phone: students.phone,
        status: students.status,
        createdAt: students.createdAt,
      })
      .from(students)
      .where(where)
      .orderBy(asc(sql`lower(${students.name})`), asc(students.id))
      .limit(24)
      .offset(48),
    db
      .select({
        all: sql<number>`count(*)`,
        active: sql<number>`count(*) filter (where ${students.status} = 'active')`,
        inactive: sql<number>`count(*) filter (where ${students.status} = 'inactive')`,
        pending: sql<number>`count(*) filter (where ${students.status} = 'pending')`,
      })
      .from(students)
      .where(where),
  ]);
}

const bare = await startBare((app) => {
  app.get('/bare-search', async () => pageSql('ali'));
  app.get('/bare-all', async () => pageSql(null));
});
try {
  for (let i = 0; i < COUNT; i += 1000) {
    await db.insert(students).values(
      Array.from({ length: Math.min(1000, COUNT - i) }, (_, k) => {
        const n = i + k;
        return {
          name: `${FIRST[n % FIRST.length]} Student${String(n).padStart(4, '0')}`,
          email: `student-${n}@example.com`,
          phone: '604-555-0100',
          status: STUDENT_STATUS_VALUES[n % 3]!,
        };
      }),
    );
  }
  const [admin] = await db
    .insert(admins)
    .values({ email: 'bench-admin@example.com', firstName: 'Bench' })
    .returning();
  const { token } = await createSession(db, 'admin', admin!.id);
  const headers = { cookie: `admin_session=${token}` };
  console.log(
    `database: ${bench.services.database.kind}; students: ${COUNT}; connections: ${process.env.BENCH_CONNECTIONS ?? 50}`,
  );
  const searchedBare = 'bare GET /bare-search (page + counts, search "ali")';
  const allBare = 'bare GET /bare-all (page + counts, no search)';
  const rows = [
    await measure(searchedBare, { url: `${bare.url}/bare-search` }),
    await measure('GET /api/students/page?search=ali&page=2', {
      url: `${bench.url}/api/students/page?search=ali&page=2`,
      headers,
    }),
    await measure(allBare, { url: `${bare.url}/bare-all` }),
    await measure('GET /api/students/page?page=2', { url: `${bench.url}/api/students/page?page=2`, headers }),
  ];
  report(rows.slice(0, 2), searchedBare);
  report(rows.slice(2), allBare);
} finally {
  await bare.close();
  await bench.close();
}
