// npm run bench:api — the session check our app answers on every page load, three ways: the spec's REST
// path (the adapter running the tRPC procedure), a plain route registered in the same app (the same
// hooks: security headers, rate limit, CSRF, cookies, compression) doing the same one-row lookup, and a
// bare Fastify with nothing but that route. REST ÷ plain is what the adapter costs (issue 29: ≥ 0.7).

import { students } from '../src/server/db/schema';
import { createSession, validateStudentSession } from '../src/server/kernel/sessions';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { type Measured, measure, report, startBare, startBenchApp } from './harness';

const PLAIN = 'plain route in the same app GET /bench/plain (same lookup)';
const bench = await startBenchApp((app, services) =>
  app.get('/api/bench/plain', async (req) => {
    const token = /student_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const session = token ? await validateStudentSession(services.database.db, token) : null;
    return { authenticated: session !== null, student: session?.student ?? null };
  }),
);
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
    await measure(PLAIN, { url: `${bench.url}/api/bench/plain`, headers: { cookie } }),
    await measure('GET /api/auth/student/session (valid cookie)', {
      url: `${bench.url}/api/auth/student/session`,
      headers: { cookie },
    }),
    await measure('GET /trpc/auth.studentSession (valid cookie)', {
      url: `${bench.url}/trpc/auth.studentSession`,
      headers: { cookie },
    }),
  ];
  // Plain and REST once more, the other way round: on two shared cores one 10 s run swings by ±10 %.
  const rest = rows[2]!;
  const restAgain = await measure(`${rest.label} (again)`, {
    url: `${bench.url}/api/auth/student/session`,
    headers: { cookie },
  });
  const plainAgain = await measure(`${PLAIN} (again)`, {
    url: `${bench.url}/api/bench/plain`,
    headers: { cookie },
  });
  report([...rows, restAgain, plainAgain], PLAIN, 'plain');
  const ratio = (a: Measured, b: Measured) => (a.requestsPerSec / b.requestsPerSec).toFixed(2);
  console.log(
    `\nREST ÷ plain route in the same app: ${ratio(rest, rows[1]!)} (first pass), ${ratio(restAgain, plainAgain)} (second pass)`,
  );
} finally {
  await bare.close();
  await bench.close();
}
