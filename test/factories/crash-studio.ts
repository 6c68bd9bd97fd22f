import type { Db } from '../../src/server/db/client';
import { sessions } from '../../src/server/db/schema';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/server/kernel/sessions';
import { generateToken, hashToken } from '../../src/server/kernel/tokens';
import { addDays } from '../../src/shared/dates';
import { insertClassType, insertInstance, studioToday } from './classes';
import { createAdmin } from './people';
import { insertStudentsWithSessions } from './sessions';

/**
 * A studio ready for a write load from outside: classes a few days ahead (no reminder is due), students
 * and an administrator with live sessions, so the load needs no logins (they are throttled per IP).
 */
export async function seedLoadStudio(db: Db, { classes = 8, seats = 3, students = 10 } = {}) {
  const type = await insertClassType(db, { name: 'Crash Flow', priceCents: 2000 });
  const instances = [];
  for (let i = 0; i < classes; i++) {
    instances.push(
      await insertInstance(db, type.id, { classDate: addDays(studioToday(), 3 + i), maxStudents: seats }),
    );
  }
  const adminToken = await insertAdminWithSession(db);
  const people = await insertStudentsWithSessions(db, students, 'Crash');
  return {
    classIds: instances.map((c) => c.id),
    adminToken,
    students: people.map(({ student, token }) => ({ id: student.id, email: student.email, token })),
  };
}

/** An administrator with a live session: the token for the admin_session cookie. */
export async function insertAdminWithSession(db: Db): Promise<string> {
  const admin = await createAdmin(db);
  const token = generateToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    principal: 'admin',
    adminId: admin.id,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
  });
  return token;
}
