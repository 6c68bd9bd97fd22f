// npm run bench:settings — the settings every screen reads: GET /api/settings (a student's view, the
// registry parsed and filtered) and the public studio profile, next to a bare Fastify route running the
// same SQL (select key, value from settings) on the same database.

import { sql } from 'drizzle-orm';
import { students } from '../src/server/db/schema';
import { DEMO_SETTINGS } from '../src/server/db/seed/demo-data';
import { createSession } from '../src/server/kernel/sessions';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { applySettings } from '../src/server/modules/settings/settings.service';
import { measure, report, startBare, startBenchApp } from './harness';

const bench = await startBenchApp();
const db = bench.services.database.db;
await db.transaction((tx) => applySettings(tx, DEMO_SETTINGS, { adminId: null }));
const bare = await startBare((app) =>
  app.get('/bare', async () => db.execute(sql`select key, value from settings`)),
);
try {
  const [student] = await db
    .insert(students)
    .values({
      name: 'Bench',
      email: 'bench@example.com',
      phone: '604-555-0101',
      passwordHash: await hashPassword('x-123456'),
    })
    .returning();
  const { token } = await createSession(db, 'student', student!.id);
  const cookie = `student_session=${token}`;
  console.log(
    `database: ${bench.services.database.kind}; connections: ${process.env.BENCH_CONNECTIONS ?? 50}`,
  );
  const rows = [
    await measure('bare Fastify GET /bare (select key, value from settings)', { url: `${bare.url}/bare` }),
    await measure('GET /api/settings (student)', { url: `${bench.url}/api/settings`, headers: { cookie } }),
    await measure('GET /trpc/settings.profile (public)', { url: `${bench.url}/trpc/settings.profile` }),
  ];
  report(rows, 'bare Fastify GET /bare (select key, value from settings)');
} finally {
  await bare.close();
  await bench.close();
}
