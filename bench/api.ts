// npm run bench:api — the session check our app answers on every page load, next to a bare Fastify route
// doing the same one-row lookup (the same prepared query, through the same database handle).

import { students } from '../src/server/db/schema';
import { createSession, validateStudentSession } from '../src/server/kernel/sessions';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { measure, report, startBare, startBenchApp } from './harness';

const bench = await startBenchApp();
const db = bench.services.database.db;
const bare = await startBare((app) =>
  app.get('/bare', async (req) => {
    const token = /student_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const session = token ? await validateStudentSession(db, token) : null;
    return { authenticated: session !== null, student: session?.student ?? null };
  }),
);
try {
  const [student] = await db
    .insert(students)
    .values({
      name: 'Bench Student',
      email: 'bench@example.com',
      phone: '604-555-0101',
      passwordHash: await hashPassword('x-123456'),
    })
    .returning();
  const { token } = await createSession(db, 'student', student!.id);
  const cookie = `student_session=${token}`;
  const check = await fetch(`${bench.url}/api/auth/student/session`, { headers: { cookie } }).then((r) =>
    r.json(),
  );
  if (!check.authenticated) throw new Error('bench session is not valid');

  console.log(
    `database: ${bench.services.database.kind}; connections: ${process.env.BENCH_CONNECTIONS ?? 50}`,
  );
  const rows = [
    await measure('bare Fastify GET /bare (same lookup)', { url: `${bare.url}/bare`, headers: { cookie } }),
    await measure('GET /api/auth/student/session (valid cookie)', {
      url: `${bench.url}/api/auth/student/session`,
      headers: { cookie },
    }),
    await measure('GET /trpc/auth.studentSession (valid cookie)', {
      url: `${bench.url}/trpc/auth.studentSession`,
      headers: { cookie },
    }),
  ];
  report(rows, 'bare Fastify GET /bare (same lookup)');
} finally {
  await bare.close();
  await bench.close();
}
