import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TStudentOption,
  TStudentPage,
  TStudentSummary,
  ZStudentListInput,
  ZStudentPageInput,
} from '../../../shared/schemas/students';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { students } from '../../db/schema';

type PageInput = z.output<typeof ZStudentPageInput>;
type ListInput = z.output<typeof ZStudentListInput>;

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

/** Live students whose name or e-mail contains the search, in any case. */
function matching(search: string | undefined): SQL {
  const live = isNull(students.deletedAt);
  if (!search) return live;
  const pattern = containsPattern(search);
  return and(live, sql`(${students.name} ilike ${pattern} or ${students.email} ilike ${pattern})`)!;
}

const summaryColumns = {
  id: students.id,
  name: students.name,
  email: students.email,
  phone: students.phone,
  status: students.status,
  createdAt: students.createdAt,
};

const toSummary = (r: {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: TStudentSummary['status'];
  createdAt: Date;
}): TStudentSummary => ({ ...r, isActive: r.status === 'active', createdAt: r.createdAt.toISOString() });

const byName = [asc(sql`lower(${students.name})`), asc(students.id)];

/**
 * Student Management: one page of cards by name, how many match, and the matches per status (the
 * filter's counts), in two statements whatever the number of students.
 */
export async function studentPage(db: Executor, input: PageInput): Promise<TStudentPage> {
  const where = matching(input.search);
  const filtered = input.status === 'all' ? where : and(where, eq(students.status, input.status));
  const [rows, [counts]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(students)
      .where(filtered)
      .orderBy(...byName)
      .limit(input.pageSize)
      .offset(input.page * input.pageSize),
    db
      .select({
        all: sql<number>`count(*)`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${students.status} = 'active')`.mapWith(Number),
        inactive: sql<number>`count(*) filter (where ${students.status} = 'inactive')`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${students.status} = 'pending')`.mapWith(Number),
      })
      .from(students)
      .where(where),
  ]);
  const c = counts ?? { all: 0, active: 0, inactive: 0, pending: 0 };
  return {
    rows: rows.map(toSummary),
    total: input.status === 'all' ? c.all : c[input.status],
    page: input.page,
    pageSize: input.pageSize,
    counts: c,
  };
}

/** GET /api/students: every live student by name, optionally searched and filtered by status. */
export async function listStudents(db: Executor, input: ListInput): Promise<TStudentSummary[]> {
  const where = matching(input?.search);
  const status = input?.status ?? 'all';
  const rows = await db
    .select(summaryColumns)
    .from(students)
    .where(status === 'all' ? where : and(where, eq(students.status, status)))
    .orderBy(...byName);
  return rows.map(toSummary);
}
