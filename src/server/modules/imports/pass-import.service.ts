import {
  IMPORT_MESSAGES,
  MAX_LISTED_PROBLEMS,
  type TImportReport,
  type TPassMapping,
} from '../../../shared/schemas/imports';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { getSettings } from '../../kernel/settings/read';
import { studioNowIn } from '../../kernel/time/studio-time';
import { importedPasses, packsByName, recordImportedPass } from '../products/imported-passes.service';
import { byEmailReport, importByEmail, type RowOutcome } from './by-email';
import { readDate } from './cell-dates';
import { readCsv } from './csv-file';
import { fileOf } from './student-import.service';

interface Reading {
  line: number;
  email: string;
  product: string;
  classesLeft: number;
  validUntil: string;
}

/** One row's cells as a pack to record, or why they cannot be one. */
function readPassRow(
  cells: { email: string; product: string; classesLeft: string; validUntil: string },
  packs: Map<string, { name: string }>,
  today: string,
): { reading: Omit<Reading, 'line'> } | { problem: string } {
  const email = cells.email.toLowerCase();
  const pack = packs.get(cells.product.toLowerCase());
  const left = Number(cells.classesLeft);
  const until = readDate(cells.validUntil);
  if (!email) return { problem: 'No e-mail' };
  if (!pack) {
    return {
      problem: `Unknown class pack "${cells.product}": create it under Class Packs & Memberships first`,
    };
  }
  if (!Number.isInteger(left) || left < 1 || left > 200) {
    return { problem: `Classes left "${cells.classesLeft}" is not a number from 1 to 200` };
  }
  if (until === 'invalid' || until === null) {
    return { problem: `Valid until "${cells.validUntil}" is not a date (use YYYY-MM-DD)` };
  }
  if (until < today) return { problem: `Valid until ${until} is in the past` };
  return { reading: { email, product: pack.name.toLowerCase(), classesLeft: left, validUntil: until } };
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
  // One pack per student and product in a file: a second row for the same pair is a problem row.
  const seen = new Map<string, number>();
  for (const row of rows) {
    const cell = (c: number | null | undefined) => (c == null ? '' : (row.cells[c] ?? '').trim());
    const read = readPassRow(
      {
        email: cell(email),
        product: cell(product),
        classesLeft: cell(classesLeft),
        validUntil: cell(validUntil),
      },
      packs,
      today,
    );
    const pair = 'reading' in read ? `${read.reading.email} ${read.reading.product}` : '';
    if ('problem' in read) problems.push({ line: row.line, reason: read.problem });
    else if (seen.has(pair))
      problems.push({ line: row.line, reason: `Same student and pack as line ${seen.get(pair)}` });
    else {
      seen.set(pair, row.line);
      readings.push({ line: row.line, ...read.reading });
    }
  }
  const counts = await importByEmail(actor, readings, dryRun, problems, async (tx, studentIds) => {
    const earlier = await importedPasses(tx, studentIds);
    return async (row, studentId): Promise<RowOutcome> => {
      const pack = packs.get(row.product)!;
      const before = earlier.get(`${studentId} ${pack.id}`);
      if (before) {
        return before.classesLeft === row.classesLeft && before.expiresOn === row.validUntil
          ? 'unchanged'
          : { problem: `${pack.name} was already imported for ${row.email}` };
      }
      if (!dryRun) {
        await recordImportedPass(tx, {
          studentId,
          product: pack,
          classesLeft: row.classesLeft,
          validUntil: row.validUntil,
          today,
          adminId: actor.adminId,
        });
      }
      return 'created';
    };
  });
  return byEmailReport(
    actor,
    {
      fileId: file.id,
      dryRun,
      total: rows.length,
      counts,
      problems,
      noun: 'class pack',
      action: 'passes.import',
    },
    MAX_LISTED_PROBLEMS,
  );
}
