import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { admins, students } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/auth/passwords';

const unique = () => randomBytes(4).toString('hex');

export async function createStudent(
  db: Db,
  overrides: Partial<typeof students.$inferInsert> & { password?: string } = {},
) {
  const { password = 'student-pass-1', ...rest } = overrides;
  const [row] = await db
    .insert(students)
    .values({
      name: 'Test Student',
      email: `student-${unique()}@example.com`,
      phone: '604-555-0100',
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  return { ...row!, password };
}

export async function createAdmin(
  db: Db,
  overrides: Partial<typeof admins.$inferInsert> & { password?: string } = {},
) {
  const { password = 'admin-pass-1', ...rest } = overrides;
  const [row] = await db
    .insert(admins)
    .values({
      email: `admin-${unique()}@example.com`,
      firstName: 'Ada',
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  return { ...row!, password };
}
