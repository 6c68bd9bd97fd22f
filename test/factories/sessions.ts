import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { sessions, students } from '../../src/server/db/schema';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/server/kernel/sessions';
import { generateToken, hashToken } from '../../src/server/kernel/tokens';

/**
 * `n` students, each with a live session, in two statements (no password hashing, no login round
 * trip): what concurrency tests and benchmarks need by the hundred. Free of vitest, so benchmarks can
 * use it too.
 */
export async function insertStudentsWithSessions(db: Db, n: number, prefix = 'Racer') {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(students)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `${prefix} ${String(i).padStart(3, '0')}`,
        email: `${prefix.toLowerCase()}-${tag}-${i}@example.com`,
        phone: '604-555-0101',
      })),
    )
    .returning();
  const tokens = rows.map(() => generateToken());
  const now = Date.now();
  await db.insert(sessions).values(
    rows.map((s, i) => ({
      id: hashToken(tokens[i]!),
      principal: 'student' as const,
      studentId: s.id,
      expiresAt: new Date(now + SESSION_IDLE_MS),
      absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    })),
  );
  return rows.map((student, i) => ({ student, token: tokens[i]! }));
}
