import { and, inArray, isNull, sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/money';
import {
  IMPORT_MESSAGES,
  MAX_LISTED_PROBLEMS,
  type TBalanceMapping,
  type TImportReport,
} from '../../../shared/schemas/imports';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { getSettings } from '../../kernel/settings/read';
import { studioDayStart, studioNowIn } from '../../kernel/time/studio-time';
import { importedOpeningBalances, recordOpeningBalance } from '../billing/opening-balances.service';
import { readCsv } from './csv-file';
import { fileOf, IMPORT_BATCH_ROWS } from './student-import.service';
import { readDate } from './student-rows';

/**
 * "54.00", "-12.50", "(12.50)", "$1,234.50", "1 234,50 $": cents, owed positive and credit negative;
 * null when it is not an amount.
 */
export function readBalance(text: string): number | null {
  let t = text.trim().replace(/[$\s\u00a0]|CAD|CA\$/g, '');
  const negative = /^\(.*\)$/.test(t) || t.startsWith('-');
  t = t.replace(/^[(-]+|\)$/g, '');
  if (/^\d{1,3}(,\d{3})*(\.\d{1,2})?$/.test(t)) t = t.replace(/,/g, '');
  else if (/^\d+(,\d{1,2})$/.test(t)) t = t.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, part = ''] = t.split('.');
  const cents = Number(whole) * 100 + Number(part.padEnd(2, '0'));
  return negative ? -cents : cents;
}

interface Reading {
  line: number;
  email: string;
  cents: number;
  asOf: string;
}

/**
 * Opening balances by e-mail (issue 32): what each student owed or held in the previous software, as
 * of a day (today when blank; never a day to come). Each student's is recorded once: the same file
 * again changes nothing, and a different figure for a student who has one is a problem row, not a
 * second balance. The students must be imported first.
 */
export async function importBalances(
  actor: AdminActor,
  input: { fileId: number; mapping: TBalanceMapping },
  dryRun: boolean,
): Promise<TImportReport> {
  const file = await fileOf(actor.db, input.fileId);
  const { headers, rows } = readCsv(file.content);
  const { email, balance, asOf } = input.mapping;
  if (email == null) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.noEmail);
  if (balance == null) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.noBalance);
  if ([email, balance, asOf].some((c) => c != null && c >= headers.length)) {
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.unknownColumn);
  }
  const { timezone } = await getSettings(actor.db);
  const today = studioNowIn(timezone).today;
  const problems: TImportReport['problems'] = [];
  const readings: Reading[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const address = (row.cells[email] ?? '').trim();
    const cents = readBalance(row.cells[balance] ?? '');
    const day = asOf == null ? null : readDate(row.cells[asOf] ?? '');
    const key = address.toLowerCase();
    if (!address) problems.push({ line: row.line, reason: 'No e-mail' });
    else if (cents === null)
      problems.push({ line: row.line, reason: `Balance "${row.cells[balance] ?? ''}" is not an amount` });
    else if (day === 'invalid')
      problems.push({ line: row.line, reason: `Date "${row.cells[asOf!]}" is not a date (use YYYY-MM-DD)` });
    else if (day && day > today) problems.push({ line: row.line, reason: `Date ${day} is in the future` });
    else if (seen.has(key))
      problems.push({ line: row.line, reason: `Same e-mail as line ${seen.get(key)}: ${address}` });
    else {
      seen.set(key, row.line);
      readings.push({ line: row.line, email: key, cents, asOf: day ?? today });
    }
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
      const earlier = await importedOpeningBalances(
        tx,
        found.map((s) => s.id),
      );
      for (const b of batch) {
        const studentId = idOf.get(b.email);
        if (studentId === undefined) {
          problems.push({
            line: b.line,
            reason: `No student has the e-mail ${b.email}: import the students first`,
          });
          continue;
        }
        const before = earlier.get(studentId);
        if (before === b.cents || (before === undefined && b.cents === 0)) {
          counts.unchanged++;
          continue;
        }
        if (before !== undefined) {
          problems.push({
            line: b.line,
            reason: `An opening balance of ${formatMoney(before)} is already recorded for ${b.email}`,
          });
          continue;
        }
        counts.created++;
        if (!dryRun) {
          await recordOpeningBalance(tx, {
            studentId,
            cents: b.cents,
            occurredAt: studioDayStart(timezone, b.asOf),
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
  const noun = (n: number) => `${n} opening balance${n === 1 ? '' : 's'}`;
  const report: TImportReport = {
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
  if (!dryRun) {
    await recordAudit(actor.db, {
      adminId: actor.adminId,
      action: 'balances.import',
      entityType: 'import_file',
      entityId: file.id,
      details: { ...counts, skipped },
      ip: actor.ip,
    });
  }
  return report;
}
