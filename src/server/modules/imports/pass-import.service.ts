import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import { IMPORT_MESSAGES, type TImportReport, type TPassMapping } from '../../../shared/schemas/imports';
import type { products } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { studioClock } from '../../kernel/settings/read';
import { heldMemberships, recordImportedMembership } from '../memberships/imported-memberships.service';
import { importedPasses, passProductsByName, recordImportedPass } from '../products/imported-passes.service';
import { importByEmail, type RowOutcome } from './by-email';
import { dayFirstIn, readDate } from './cell-dates';
import { importFileRows, neededColumns } from './import-file';

type Product = typeof products.$inferSelect;

interface Reading {
  line: number;
  email: string;
  product: Product;
  /** A pack's classes left; null for a membership (its classes are the product's allowance). */
  classesLeft: number | null;
  /** A pack's last day; a membership's last day, or null when it runs on. */
  validUntil: string | null;
}

/** One row's cells as a pack or membership to record, or why they cannot be one. */
export function readPassRow(
  cells: { email: string; product: string; classesLeft: string; validUntil: string },
  products: Map<string, Product>,
  today: string,
  /** How the valid-until column orders day and month (dayFirstIn). */
  dayFirst: boolean | null = null,
  /** The language of the reason when the row cannot be read (the request's). */
  locale: Locale = SOURCE_LOCALE,
): { reading: Omit<Reading, 'line'> } | { problem: string } {
  const problem = (text: Described) => ({ problem: translate(locale, text) });
  const email = cells.email.toLowerCase();
  const product = products.get(cells.product.toLowerCase());
  const until = readDate(cells.validUntil, dayFirst);
  if (!email) return problem(msg('No e-mail'));
  if (!product) {
    return problem(
      msg('Unknown class pack or membership "{product}": create it under Class Packs & Memberships first', {
        product: cells.product,
      }),
    );
  }
  if (until === 'invalid') {
    return problem(msg('Valid until "{date}" is not a date (use YYYY-MM-DD)', { date: cells.validUntil }));
  }
  if (until !== null && until < today)
    return problem(msg('Valid until {date} is in the past', { date: until }));
  if (product.kind === 'membership') {
    return { reading: { email, product, classesLeft: null, validUntil: until } };
  }
  const left = Number(cells.classesLeft);
  if (cells.classesLeft === '' || !Number.isInteger(left) || left < 1 || left > 200) {
    return problem(
      msg('Classes left "{classesLeft}" is not a number from 1 to 200', {
        classesLeft: cells.classesLeft,
      }),
    );
  }
  if (until === null) return problem(msg('A class pack needs the day it is valid until'));
  return { reading: { email, product, classesLeft: left, validUntil: until } };
}

/**
 * Class packs and memberships a student holds in the previous software (issue 32), by e-mail and the
 * product's name as this studio sells it. A pack becomes a pack of its classes left, valid from today
 * to its last day, charged nothing (paid there). A membership runs from today, to its last day or on,
 * with what it paid there not billed again (recordImportedMembership). The same file again changes
 * nothing.
 */
export async function importPasses(
  actor: AdminActor,
  input: { fileId: number; mapping: TPassMapping; from?: number },
  dryRun: boolean,
  /** The request's language: the problem rows' reasons are the administrator's to read. */
  locale: Locale = SOURCE_LOCALE,
): Promise<TImportReport> {
  const { file, headers, rows } = await importFileRows(actor.db, input.fileId);
  const { email, product } = neededColumns(input.mapping, headers.length, [
    [['email'], IMPORT_MESSAGES.noEmail],
    [['product'], IMPORT_MESSAGES.noPass],
  ]);
  const { classesLeft, validUntil } = input.mapping;
  const { today } = await studioClock(actor.db);
  const byName = await passProductsByName(actor.db);
  const problems: TImportReport['problems'] = [];
  const readings: Reading[] = [];
  // One per student and product in a file: a second row for the same pair is a problem row.
  const seen = new Map<string, number>();
  const dayFirst = validUntil == null ? null : dayFirstIn(rows.map((r) => r.cells[validUntil] ?? ''));
  for (const row of rows) {
    const cell = (c: number | null | undefined) => (c == null ? '' : (row.cells[c] ?? '').trim());
    const read = readPassRow(
      {
        email: cell(email),
        product: cell(product),
        classesLeft: cell(classesLeft),
        validUntil: cell(validUntil),
      },
      byName,
      today,
      dayFirst,
      locale,
    );
    if ('problem' in read) {
      problems.push({ line: row.line, reason: read.problem });
      continue;
    }
    const pair = `${read.reading.email} ${read.reading.product.id}`;
    if (seen.has(pair)) {
      problems.push({
        line: row.line,
        reason: translate(
          locale,
          msg('Same student and product as line {line}', { line: String(seen.get(pair)) }),
        ),
      });
    } else {
      seen.set(pair, row.line);
      readings.push({ line: row.line, ...read.reading });
    }
  }
  const run = { kind: 'passes' as const, file: { id: file.id, rows }, from: input.from, dryRun, locale };
  return importByEmail(actor, run, readings, problems, async (tx, studentIds) => {
    const packs = await importedPasses(tx, studentIds);
    const memberships = await heldMemberships(tx, studentIds, today);
    return async (row, studentId): Promise<RowOutcome> => {
      const key = `${studentId} ${row.product.id}`;
      const name = row.product.name;
      if (row.classesLeft === null) {
        const held = memberships.get(key);
        if (held?.imported && held.endsOn === row.validUntil) return 'unchanged';
        if (held) {
          return {
            problem: translate(
              locale,
              msg('{email} already holds the membership {name}', { email: row.email, name }),
            ),
          };
        }
        if (!dryRun) {
          await recordImportedMembership(tx, {
            studentId,
            product: row.product,
            validUntil: row.validUntil,
            today,
            adminId: actor.adminId,
          });
        }
        return 'created';
      }
      const before = packs.get(key);
      if (before) {
        return before.classesLeft === row.classesLeft && before.expiresOn === row.validUntil
          ? 'unchanged'
          : {
              problem: translate(
                locale,
                msg('{name} was already imported for {email}', { name, email: row.email }),
              ),
            };
      }
      if (!dryRun) {
        await recordImportedPass(tx, {
          studentId,
          product: row.product,
          classesLeft: row.classesLeft,
          validUntil: row.validUntil!,
          today,
          adminId: actor.adminId,
        });
      }
      return 'created';
    };
  });
}
