import { and, inArray, isNull, sql } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import {
  type ImportKind,
  importMessage,
  MAX_LISTED_PROBLEMS,
  type TImportReport,
} from '../../../shared/schemas/imports';
import type { Db, Executor } from '../../db/client';
import { students } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import type { CsvRow } from './csv-file';
import { type ImportPart, partOf } from './parts';
import { IMPORT_BATCH_ROWS, reportMessage } from './student-import.service';

type Problems = TImportReport['problems'];

/** A row already read and checked, for the student with this (lower-case) e-mail. */
export interface EmailRow {
  line: number;
  email: string;
}

/** What one row did: recorded, already there as it is, or why it cannot be. */
export type RowOutcome = 'created' | 'unchanged' | { problem: string };

/** Reads what is recorded for a batch's students (and rows), and answers how to apply each row. */
type Prepare<R> = (
  tx: Executor,
  studentIds: number[],
  batch: readonly R[],
) => Promise<(row: R, studentId: number) => Promise<RowOutcome>>;

/** Thrown to undo a rehearsal's transaction once its outcomes are counted. */
class Rehearsed<T> extends Error {
  constructor(readonly result: T) {
    super('rehearsed');
  }
}

/**
 * Runs `work` as an import would, in a transaction it then undoes, and answers what it answered: a dry
 * run for rules only a write can judge (a class's capacity as the file's own bookings fill it).
 */
export async function rehearse<T>(
  actor: AdminActor,
  work: (inTransaction: AdminActor) => Promise<T>,
): Promise<T> {
  try {
    await actor.db.transaction(async (tx) => {
      throw new Rehearsed(await work({ ...actor, db: tx as unknown as Db }));
    });
  } catch (error) {
    if (error instanceof Rehearsed) return error.result as T;
    throw error;
  }
  throw new Error('unreachable: a rehearsal always undoes its transaction');
}

/**
 * Imports the rows of one part of a file that belong to students found by e-mail (opening balances,
 * packs and memberships held, bookings) and answers the part's report. The part is `partRows` rows from
 * `from` (the whole file for a dry run); its rows go in batches (1,000 unless `batchRows`): each batch
 * finds its students in one query (a row whose e-mail no student has is a problem row), `prepare`
 * reads what is already recorded for them, and each row's outcome is counted. An import writes each
 * batch in its own transaction and is audited; a dry run only reads (or, inside `rehearse`, writes in
 * the transaction that is undone).
 */
export async function importByEmail<R extends EmailRow>(
  actor: AdminActor,
  run: {
    kind: ImportKind;
    file: { id: number; rows: readonly CsvRow[] };
    from: number | undefined;
    dryRun: boolean;
    partRows?: number;
    batchRows?: number;
    /** The request's language, the problem rows' reasons' (English when not given). */
    locale?: Locale;
  },
  readings: readonly R[],
  problems: Problems,
  prepare: Prepare<R>,
): Promise<TImportReport> {
  const { dryRun } = run;
  const part = partOf(run.file.rows, run.from, dryRun, run.partRows);
  const rows = readings.filter((r) => part.has(r.line));
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const size = run.batchRows ?? IMPORT_BATCH_ROWS;
  for (let from = 0; from < rows.length; from += size) {
    const batch = rows.slice(from, from + size);
    const locale = run.locale ?? SOURCE_LOCALE;
    if (dryRun) await eachBatch(actor.db, batch, problems, counts, prepare, locale);
    else await actor.db.transaction((tx) => eachBatch(tx, batch, problems, counts, prepare, locale));
  }
  problems.sort((a, b) => a.line - b.line);
  return partReport(actor, { ...run, part, counts, problems });
}

async function eachBatch<R extends EmailRow>(
  tx: Executor,
  batch: readonly R[],
  problems: Problems,
  counts: { created: number; updated: number; unchanged: number },
  prepare: Prepare<R>,
  locale: Locale,
): Promise<void> {
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
    batch,
  );
  for (const row of batch) {
    const studentId = idOf.get(row.email);
    const outcome =
      studentId === undefined
        ? {
            problem: translate(
              locale,
              msg('No student has the e-mail {email}: import the students first', { email: row.email }),
            ),
          }
        : await apply(row, studentId);
    if (typeof outcome === 'object') problems.push({ line: row.line, reason: outcome.problem });
    else counts[outcome]++;
  }
}

/** A part's report ("2 opening balances would be recorded, …"), audited when real. */
async function partReport(
  actor: AdminActor,
  run: {
    kind: ImportKind;
    file: { id: number; rows: readonly CsvRow[] };
    dryRun: boolean;
    locale?: Locale;
    part: ImportPart;
    counts: { created: number; updated: number; unchanged: number };
    problems: Problems;
  },
): Promise<TImportReport> {
  const { counts, dryRun, part } = run;
  // Rows read as problems before any write are this part's when they lie in it.
  const problems = run.problems.filter((p) => part.has(p.line));
  const skipped = problems.length;
  if (!dryRun) {
    await recordAudit(actor.db, {
      adminId: actor.adminId,
      action: `${run.kind}.import`,
      entityType: 'import_file',
      entityId: run.file.id,
      details: { ...counts, skipped, rows: [part.start, part.end] },
      ip: actor.ip,
    });
  }
  return {
    fileId: run.file.id,
    dryRun,
    total: run.file.rows.length,
    ...counts,
    skipped,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    message: reportMessage(
      run.locale ?? SOURCE_LOCALE,
      importMessage(run.kind, dryRun, { ...counts, skipped }),
    ),
    processed: part.end,
    next: part.next,
    resumedFrom: 0,
  };
}
