import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TStudentNote, ZStudentNoteInput } from '../../../shared/schemas/students';
import type { Executor } from '../../db/client';
import { studentNotes } from '../../db/schema';
import { assertStudentExists } from '../../kernel/student-status';

type NoteInput = z.output<typeof ZStudentNoteInput>;

const toNote = (r: typeof studentNotes.$inferSelect): TStudentNote => ({
  id: r.id,
  studentId: r.studentId,
  content: r.content,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/student-notes/{id}: the student's notes, newest first. */
export async function listNotes(db: Executor, studentId: number): Promise<TStudentNote[]> {
  await assertStudentExists(db, studentId);
  const rows = await db
    .select()
    .from(studentNotes)
    .where(eq(studentNotes.studentId, studentId))
    .orderBy(desc(studentNotes.createdAt), desc(studentNotes.id));
  return rows.map(toNote);
}

/**
 * POST /api/student-notes. The author is the signed-in administrator ("Note by {creator}"), whatever
 * the body's createdBy says.
 */
export async function addNote(
  db: Executor,
  author: { id: number; firstName: string; lastName: string | null },
  input: NoteInput,
): Promise<TStudentNote> {
  await assertStudentExists(db, input.studentId);
  const [row] = await db
    .insert(studentNotes)
    .values({
      studentId: input.studentId,
      content: input.content,
      createdBy: [author.firstName, author.lastName].filter(Boolean).join(' '),
      createdByAdminId: author.id,
    })
    .returning();
  return toNote(row!);
}
