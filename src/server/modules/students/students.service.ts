import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import type { TStudentOption } from '../../../shared/schemas/students';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { AppError } from '../../errors';

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

/** 404 "Student not found" for an id that is not a student (or a deleted one). */
export async function assertStudentExists(db: Executor, id: number): Promise<void> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, id), isNull(students.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
}
