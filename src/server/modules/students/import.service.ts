import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { TImportedStudent } from '../../../shared/schemas/students';
import type { Executor } from '../../db/client';
import { studentNotes, students } from '../../db/schema';

/** The fields an import compares and writes; blank cells in a file never erase what is recorded. */
const FIELDS = [
  'name',
  'phone',
  'birthday',
  'secondaryContactName',
  'secondaryContactEmail',
  'secondaryContactPhone',
  'status',
] as const;

export interface ImportPlan {
  create: TImportedStudent[];
  update: { id: number; student: TImportedStudent; notes: string | null }[];
  unchanged: number;
}

type Existing = Pick<typeof students.$inferSelect, 'id' | 'email' | (typeof FIELDS)[number]>;

/** What the file changes for one recorded student: its filled cells that differ; null when nothing. */
function changesOf(
  found: Existing,
  row: TImportedStudent,
  statusMapped: boolean,
): Partial<TImportedStudent> | null {
  const changes: Partial<Record<(typeof FIELDS)[number], string | null>> = {};
  for (const field of FIELDS) {
    if (field === 'status' && !statusMapped) continue;
    const value = row[field];
    if (value !== null && value !== found[field]) changes[field] = value;
  }
  return Object.keys(changes).length > 0 ? (changes as Partial<TImportedStudent>) : null;
}

/**
 * Sorts a batch of rows (e-mails unique within it) into students to create, students whose recorded
 * details or notes the file changes (matched by e-mail, never duplicated), and those it leaves as
 * they are: the same file imported twice changes nothing the second time.
 */
export async function planStudentImport(
  db: Executor,
  rows: readonly TImportedStudent[],
  statusMapped: boolean,
): Promise<ImportPlan> {
  const emails = rows.map((r) => r.email.toLowerCase());
  const found =
    emails.length === 0
      ? []
      : await db
          .select({
            id: students.id,
            email: students.email,
            name: students.name,
            phone: students.phone,
            birthday: students.birthday,
            secondaryContactName: students.secondaryContactName,
            secondaryContactEmail: students.secondaryContactEmail,
            secondaryContactPhone: students.secondaryContactPhone,
            status: students.status,
          })
          .from(students)
          .where(and(isNull(students.deletedAt), inArray(sql`lower(${students.email})`, emails)));
  const byEmail = new Map(found.map((s) => [s.email.toLowerCase(), s]));
  const noted = await notesAlreadyKept(
    db,
    rows.flatMap((r) => {
      const s = byEmail.get(r.email.toLowerCase());
      return s && r.notes ? [{ id: s.id, notes: r.notes }] : [];
    }),
  );
  const plan: ImportPlan = { create: [], update: [], unchanged: 0 };
  for (const row of rows) {
    const existing = byEmail.get(row.email.toLowerCase());
    if (!existing) {
      plan.create.push(row);
      continue;
    }
    const changes = changesOf(existing, row, statusMapped);
    const newNote = row.notes && !noted.has(`${existing.id}\u0000${row.notes}`) ? row.notes : null;
    if (changes || newNote) plan.update.push({ id: existing.id, student: row, notes: newNote });
    else plan.unchanged++;
  }
  return plan;
}

/** The (student, note) pairs among `pairs` already kept as admin notes. */
async function notesAlreadyKept(db: Executor, pairs: { id: number; notes: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({ studentId: studentNotes.studentId, content: studentNotes.content })
    .from(studentNotes)
    .where(
      inArray(
        studentNotes.studentId,
        pairs.map((p) => p.id),
      ),
    );
  return new Set(rows.map((r) => `${r.studentId}\u0000${r.content}`));
}

/**
 * Writes one planned batch in the caller's transaction: new students (no password: they sign in once
 * invited; no e-mail is queued), changed details, and new notes. Answers how many were created.
 */
export async function applyStudentImport(
  tx: Executor,
  plan: ImportPlan,
  statusMapped: boolean,
  adminId: number,
): Promise<void> {
  if (plan.create.length > 0) {
    const made = await tx
      .insert(students)
      .values(
        plan.create.map((s) => ({
          name: s.name,
          email: s.email,
          phone: s.phone,
          birthday: s.birthday,
          secondaryContactName: s.secondaryContactName,
          secondaryContactEmail: s.secondaryContactEmail,
          secondaryContactPhone: s.secondaryContactPhone,
          status: s.status,
        })),
      )
      .returning({ id: students.id });
    const notes = plan.create.flatMap((s, i) =>
      s.notes ? [{ studentId: made[i]!.id, content: s.notes, createdByAdminId: adminId }] : [],
    );
    if (notes.length > 0) await tx.insert(studentNotes).values(notes);
  }
  for (const u of plan.update) {
    const set: Partial<typeof students.$inferInsert> = {};
    for (const field of FIELDS) {
      if (field === 'status' && !statusMapped) continue;
      const value = u.student[field];
      if (value !== null) (set as Record<string, unknown>)[field] = value;
    }
    await tx
      .update(students)
      .set({ ...set, updatedAt: sql`now()` })
      .where(sql`${students.id} = ${u.id}`);
    if (u.notes)
      await tx.insert(studentNotes).values({ studentId: u.id, content: u.notes, createdByAdminId: adminId });
  }
}
