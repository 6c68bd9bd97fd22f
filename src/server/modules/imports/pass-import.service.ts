import { and, inArray, isNull, sql } from 'drizzle-orm';
import {
  IMPORT_MESSAGES,
  MAX_LISTED_PROBLEMS,
  type TImportReport,
  type TPassMapping,
} from '../../../shared/schemas/imports';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { getSettings } from '../../kernel/settings/read';
import { studioNowIn } from '../../kernel/time/studio-time';
import { importedPasses, packsByName, recordImportedPass } from '../products/imported-passes.service';
import { readCsv } from './csv-file';
import { fileOf, IMPORT_BATCH_ROWS } from './student-import.service';
import { readDate } from './student-rows';

interface Reading {
  line: number;
  email: string;
  product: string;
  classesLeft: number;
  validUntil: string;
}

/**
 * Class packs a student holds in the previous software (issue 32): by e-mail, the pack's name as this
 * studio sells it, the classes left and the last day. Each becomes a pack of that many classes, valid
 * from today to that day, charged nothing (paid there); the same file again changes nothing.
 */
export async function importPasses(
  actor: AdminActor,
  input: { fileId: number; mapping: TPassMapping },
  dryRun: boolean,
): Promise<TImportReport> {
  const file = await fileOf(actor.db, input.fileId);
  const { headers, rows } = readCsv(file.content);
  const { email, product, classesLeft, validUntil } = input.mapping;
  if (email == null) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.noEmail);
  if (product == null || classesLeft == null) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.noPass);
  if ([email, product, classesLeft, validUntil].some((c) => c != null && c >= headers.length)) {
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.unknownColumn);
  }
  const { timezone } = await getSettings(actor.db);
  const today = studioNowIn(timezone).today;
  const packs = await packsByName(actor.db);
  const problems: TImportReport['problems'] = [];
  const readings: Reading[] = [];
  for (const row of rows) {
    const cell = (c: number | null | undefined) => (c == null ? '' : (row.cells[c] ?? '').trim());
    const left = Number(cell(classesLeft));
    const until = validUntil == null ? null : readDate(cell(validUntil));
    const pack = packs.get(cell(product).toLowerCase());
    if (!cell(email)) problems.push({ line: row.line, reason: 'No e-mail' });
    else if (!pack)
      problems.push({
        line: row.line,
        reason: `Unknown class pack "${cell(product)}": create it under Class Packs & Memberships first`,
      });
    else if (!Number.isInteger(left) || left < 1 || left > 200)
      problems.push({
        line: row.line,
        reason: `Classes left "${cell(classesLeft)}" is not a number from 1 to 200`,
      });
    else if (until === 'invalid' || until === null)
      problems.push({
        line: row.line,
        reason: `Valid until "${cell(validUntil)}" is not a date (use YYYY-MM-DD)`,
      });
    else if (until < today) problems.push({ line: row.line, reason: `Valid until ${until} is in the past` });
    else
      readings.push({
        line: row.line,
        email: cell(email).toLowerCase(),
        product: pack.name.toLowerCase(),
        classesLeft: left,
        validUntil: until,
      });
  }
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (let from = 0; from < readings.length; from += IMPORT_BATCH_ROWS) {
    const batch = readings.slice(from, from + IMPORT_BATCH_ROWS);
    const work = async (tx: Executor) => {
      const found = await tx
        .select({ id: students.id, email: sql<string>`lower(${students.email})` })
        .from(students)
        .where(
          and(
            isNull(students.deletedAt),
            inArray(
              sql`lower(${students.email})`,
              batch.map((b) => b.email),
            ),
          ),
        );
      const idOf = new Map(found.map((s) => [s.email, s.id]));
      const earlier = await importedPasses(
        tx,
        found.map((s) => s.id),
      );
      for (const b of batch) {
        const studentId = idOf.get(b.email);
        const pack = packs.get(b.product)!;
        if (studentId === undefined) {
          problems.push({
            line: b.line,
            reason: `No student has the e-mail ${b.email}: import the students first`,
          });
          continue;
        }
        const before = earlier.get(`${studentId} ${pack.id}`);
        if (before) {
          if (before.classesLeft === b.classesLeft && before.expiresOn === b.validUntil) counts.unchanged++;
          else problems.push({ line: b.line, reason: `${pack.name} was already imported for ${b.email}` });
          continue;
        }
        counts.created++;
        if (!dryRun) {
          await recordImportedPass(tx, {
            studentId,
            product: pack,
            classesLeft: b.classesLeft,
            validUntil: b.validUntil,
            today,
            adminId: actor.adminId,
          });
        }
      }
    };
    if (dryRun) await work(actor.db);
    else await actor.db.transaction(work);
  }
  problems.sort((a, b) => a.line - b.line);
  const skipped = problems.length;
  const noun = (n: number) => `${n} class pack${n === 1 ? '' : 's'}`;
  if (!dryRun) {
    await recordAudit(actor.db, {
      adminId: actor.adminId,
      action: 'passes.import',
      entityType: 'import_file',
      entityId: file.id,
      details: { ...counts, skipped },
      ip: actor.ip,
    });
  }
  return {
    fileId: file.id,
    dryRun,
    total: rows.length,
    ...counts,
    skipped,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    message: dryRun
      ? `Dry run: ${noun(counts.created)} would be recorded, ${counts.unchanged} unchanged, ${skipped} skipped. Nothing was written.`
      : `Imported: ${noun(counts.created)} recorded, ${counts.unchanged} unchanged, ${skipped} skipped. No e-mail was sent.`,
  };
}
