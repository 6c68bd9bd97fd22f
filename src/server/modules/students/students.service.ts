import { asc, isNull, sql } from 'drizzle-orm';
import type { TStudentOption } from '../../../shared/schemas/classes';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';

/** Every student who has not been deleted, by name: the admin's pickers. */
export async function listStudentOptions(db: Executor): Promise<TStudentOption[]> {
  return db
    .select({
      id: students.id,
      name: students.name,
      email: students.email,
      phone: students.phone,
      status: students.status,
    })
    .from(students)
    .where(isNull(students.deletedAt))
    .orderBy(asc(sql`lower(${students.name})`), asc(students.id));
}
