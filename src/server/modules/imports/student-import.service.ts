import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, englishOf, msg } from '../../../shared/i18n/msg';
import {
  IMPORT_MESSAGES,
  importMessage,
  MAX_IMPORT_BYTES,
  MAX_LISTED_PROBLEMS,
  type TImportFile,
  type TImportReport,
  type TStudentMapping,
} from '../../../shared/schemas/imports';
import type { TImportedStudent } from '../../../shared/schemas/students';
import { importFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { clockNow } from '../../kernel/time/clock';
import { applyStudentImport, planStudentImport } from '../students/import.service';
import { dayFirstIn } from './cell-dates';
import { type CsvRow, decodeCsv, readCsv } from './csv-file';
import { importFileRows, mappingEntries, neededColumns, rememberParsed, writtenWith } from './import-file';
import { partOf } from './parts';
import {
  proposeBalanceMapping,
  proposeBookingMapping,
  proposePassMapping,
  proposeStudentMapping,
} from './student-mapping';
import { readStudentRow } from './student-rows';

/** Rows written per transaction: a stopped import resumes after the last whole batch. */
export const IMPORT_BATCH_ROWS = 1000;

/**
 * Keeps an uploaded file (decoded, with its encoding) and answers its headers, the mapping they
 * suggest and the first rows. The same bytes uploaded again are the same file.
 */
export async function uploadImportFile(
  actor: AdminActor,
  input: { fileName: string; content: string },
): Promise<TImportFile> {
  const bytes = Buffer.from(input.content, 'base64');
  if (bytes.length > MAX_IMPORT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
  const { text, encoding } = decodeCsv(bytes);
  const { headers, rows } = readCsv(text);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  rememberParsed(sha256, { headers, rows });
  const [known] = await actor.db
    .select({ id: importFiles.id, appliedRows: importFiles.appliedRows })
    .from(importFiles)
    .where(and(eq(importFiles.sha256, sha256), eq(importFiles.kind, 'students')))
    .orderBy(desc(importFiles.id))
    .limit(1);
  const id =
    known?.id ??
    (
      await actor.db
        .insert(importFiles)
        .values({
          fileName: input.fileName,
          sha256,
          encoding,
          content: text,
          rowCount: rows.length,
          uploadedByAdminId: actor.adminId,
        })
        .returning({ id: importFiles.id })
    )[0]!.id;
  return {
    id,
    fileName: input.fileName,
    encoding,
    rowCount: rows.length,
    headers,
    mapping: proposeStudentMapping(headers),
    balanceMapping: proposeBalanceMapping(headers),
    passMapping: proposePassMapping(headers),
    bookingMapping: proposeBookingMapping(headers),
    stoppedAfter: known && known.appliedRows < rows.length ? known.appliedRows : 0,
    sample: rows.slice(0, 5).map((r) => r.cells),
  };
}

/** The report's sentence in the request's language (the English exactly as before). */
export const reportMessage = (locale: Locale, described: Described): string =>
  locale === SOURCE_LOCALE ? englishOf(described) : translate(locale, described);

interface Readings {
  batches: { rows: TImportedStudent[]; lastIndex: number }[];
  problems: { line: number; reason: string }[];
}

/** Every row read with the mapping: problem rows with their line and reason, the rest in batches. */
function readRows(
  rows: CsvRow[],
  mapping: TStudentMapping,
  dayFirst: boolean | null,
  locale: Locale,
): Readings {
  const seen = new Map<string, number>();
  const problems: Readings['problems'] = [];
  const batches: Readings['batches'] = [];
  let batch: TImportedStudent[] = [];
  rows.forEach((row, index) => {
    const read = readStudentRow(row.cells, mapping, dayFirst, locale);
    if ('problem' in read) {
      problems.push({ line: row.line, reason: read.problem });
    } else {
      const key = read.student.email.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({
          line: row.line,
          reason: translate(
            locale,
            msg('Same e-mail as line {line}: {email}', { line: String(first), email: read.student.email }),
          ),
        });
      } else {
        seen.set(key, row.line);
        batch.push(read.student);
      }
    }
    // By the file's rows, so that batches end where an import's parts do.
    if ((index + 1) % IMPORT_BATCH_ROWS === 0 || index === rows.length - 1) {
      batches.push({ rows: batch, lastIndex: index });
      batch = [];
    }
  });
  return { batches, problems };
}

/**
 * The dry run (nothing written) or the import of a students file with the administrator's mapping.
 * The import writes one transaction per batch of 1,000 rows and keeps its position after each: run
 * again after a stop, it resumes; run again after it finished, it finds nothing to change. No e-mail
 * is sent to anyone.
 */
export async function importStudents(
  actor: AdminActor,
  input: { fileId: number; mapping: TStudentMapping; from?: number },
  dryRun: boolean,
  /** The request's language: the problem rows' reasons and the report are the administrator's to read. */
  locale: Locale = SOURCE_LOCALE,
): Promise<TImportReport> {
  const { file, headers, rows } = await importFileRows(actor.db, input.fileId);
  const m = input.mapping;
  if (m.fullName == null && m.firstName == null && m.lastName == null) {
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.noName);
  }
  neededColumns(m, headers.length, [[['email'], IMPORT_MESSAGES.noEmail]]);
  const statusMapped = input.mapping.status != null;
  const counts = { created: 0, updated: 0, unchanged: 0 };
  // An import's first part resumes after the last whole batch of a run that stopped part-way with the
  // same mapping; a finished one, or one with other columns, runs whole again.
  const resumedFrom =
    !dryRun &&
    input.from === undefined &&
    file.appliedRows < rows.length &&
    writtenWith(file.appliedMapping, m)
      ? file.appliedRows
      : 0;
  const part = partOf(rows, input.from ?? resumedFrom, dryRun);
  // The rows before the part are read too: a row's e-mail may repeat one of theirs.
  // The whole file's birth dates say which way it orders day and month, whatever the part.
  const birthdays = m.birthday;
  const dayFirst = birthdays == null ? null : dayFirstIn(rows.map((r) => r.cells[birthdays] ?? ''));
  const readings = readRows(rows.slice(0, part.end), m, dayFirst, locale);
  for (const batch of readings.batches) {
    if (batch.lastIndex < part.start || batch.lastIndex >= part.end) continue;
    if (dryRun) {
      const plan = await planStudentImport(actor.db, batch.rows, statusMapped);
      counts.created += plan.create.length;
      counts.updated += plan.update.length;
      counts.unchanged += plan.unchanged;
      continue;
    }
    await actor.db.transaction(async (tx) => {
      const plan = await planStudentImport(tx, batch.rows, statusMapped);
      await applyStudentImport(tx, plan, statusMapped, actor.adminId);
      await tx
        .update(importFiles)
        .set({ appliedRows: batch.lastIndex + 1, appliedMapping: mappingEntries(m) })
        .where(eq(importFiles.id, file.id));
      counts.created += plan.create.length;
      counts.updated += plan.update.length;
      counts.unchanged += plan.unchanged;
    });
  }
  const problems = readings.problems.filter((p) => part.has(p.line));
  const skipped = problems.length;
  const report: TImportReport = {
    fileId: file.id,
    dryRun,
    total: rows.length,
    ...counts,
    skipped,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    message: reportMessage(locale, importMessage('students', dryRun, { ...counts, skipped })),
    processed: part.end,
    next: part.next,
    resumedFrom,
  };
  if (!dryRun) {
    await actor.db.transaction(async (tx) => {
      if (part.next === null) {
        await tx.update(importFiles).set({ appliedAt: clockNow() }).where(eq(importFiles.id, file.id));
      }
      await recordAudit(tx, {
        adminId: actor.adminId,
        action: 'students.import',
        entityType: 'import_file',
        entityId: file.id,
        details: { ...counts, skipped, fileName: file.fileName, rows: [part.start, part.end] },
        ip: actor.ip,
      });
    });
  }
  return report;
}
