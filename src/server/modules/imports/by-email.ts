import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { TImportReport } from '../../../shared/schemas/imports';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { IMPORT_BATCH_ROWS } from './student-import.service';

type Problems = TImportReport['problems'];

/** A row already read and checked, for the student with this (lower-case) e-mail. */
export interface EmailRow {
  line: number;
  email: string;
}

/** What one row did: recorded, already there as it is, or why it cannot be. */
export type RowOutcome = 'created' | 'unchanged' | { problem: string };

/**
 * Applies rows that belong to students found by e-mail (opening balances, class packs held), 1,000 at
 * a time: each batch finds its students in one query (a row whose e-mail no student has is a problem
 * row), `prepare` reads what is already recorded for them, and each row's outcome is counted. A dry
 * run only reads; an import writes each batch in its own transaction.
 */
export async function importByEmail<R extends EmailRow>(
  actor: AdminActor,
  rows: readonly R[],
  dryRun: boolean,
  problems: Problems,
  prepare: (
    tx: Executor,
    studentIds: number[],
  ) => Promise<(row: R, studentId: number) => Promise<RowOutcome>>,
): Promise<{ created: number; updated: number; unchanged: number }> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (let from = 0; from < rows.length; from += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(from, from + IMPORT_BATCH_ROWS);
    const work = async (tx: Executor) => {
      const found = await tx
        .select({ id: students.id, email: sql<string>`lower(${students.email})` })
        .from(students)
        .where(
          and(
            isNull(students.deletedAt),
            inArray(
              sql`lower(${students.email})`,
              batch.map((r) => r.email),
            ),
          ),
        );
      const idOf = new Map(found.map((s) => [s.email, s.id]));
      const apply = await prepare(
        tx,
        found.map((s) => s.id),
      );
      for (const row of batch) {
        const studentId = idOf.get(row.email);
        const outcome =
          studentId === undefined
            ? { problem: `No student has the e-mail ${row.email}: import the students first` }
            : await apply(row, studentId);
        if (typeof outcome === 'object') problems.push({ line: row.line, reason: outcome.problem });
        else counts[outcome]++;
      }
    };
    if (dryRun) await work(actor.db);
    else await actor.db.transaction(work);
  }
  problems.sort((a, b) => a.line - b.line);
  return counts;
}

/** The report of an import by e-mail ("2 opening balances would be recorded, …"), audited when real. */
export async function byEmailReport(
  actor: AdminActor,
  run: {
    fileId: number;
    dryRun: boolean;
    total: number;
    counts: { created: number; updated: number; unchanged: number };
    problems: Problems;
    /** "opening balance", "class pack" */
    noun: string;
    action: string;
  },
  listed: number,
): Promise<TImportReport> {
  const { counts, problems, dryRun } = run;
  const skipped = problems.length;
  const things = `${counts.created} ${run.noun}${counts.created === 1 ? '' : 's'}`;
  if (!dryRun) {
    await recordAudit(actor.db, {
      adminId: actor.adminId,
      action: run.action,
      entityType: 'import_file',
      entityId: run.fileId,
      details: { ...counts, skipped },
      ip: actor.ip,
    });
  }
  return {
    fileId: run.fileId,
    dryRun,
    total: run.total,
    ...counts,
    skipped,
    problems: problems.slice(0, listed),
    message: dryRun
      ? `Dry run: ${things} would be recorded, ${counts.unchanged} unchanged, ${skipped} skipped. Nothing was written.`
      : `Imported: ${things} recorded, ${counts.unchanged} unchanged, ${skipped} skipped. No e-mail was sent.`,
  };
}
