import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import { formatMoney } from '../../../shared/money';
import { IMPORT_MESSAGES, type TBalanceMapping, type TImportReport } from '../../../shared/schemas/imports';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { studioClock } from '../../kernel/settings/read';
import { studioDayStart } from '../../kernel/time/studio-time';
import { importedOpeningBalances, recordOpeningBalance } from '../billing/opening-balances.service';
import { importByEmail, type RowOutcome } from './by-email';
import { dayFirstIn, readDate } from './cell-dates';
import { importFileRows, neededColumns } from './import-file';

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
  input: { fileId: number; mapping: TBalanceMapping; from?: number },
  dryRun: boolean,
  /** The request's language: the problem rows' reasons are the administrator's to read. */
  locale: Locale = SOURCE_LOCALE,
): Promise<TImportReport> {
  const { file, headers, rows } = await importFileRows(actor.db, input.fileId);
  const { email, balance } = neededColumns(input.mapping, headers.length, [
    [['email'], IMPORT_MESSAGES.noEmail],
    [['balance'], IMPORT_MESSAGES.noBalance],
  ]);
  const { asOf } = input.mapping;
  const { today, timeZone: timezone } = await studioClock(actor.db);
  const problems: TImportReport['problems'] = [];
  const readings: Reading[] = [];
  const seen = new Map<string, number>();
  const dayFirst = asOf == null ? null : dayFirstIn(rows.map((r) => r.cells[asOf] ?? ''));
  for (const row of rows) {
    const address = (row.cells[email] ?? '').trim();
    const cents = readBalance(row.cells[balance] ?? '');
    const day = asOf == null ? null : readDate(row.cells[asOf] ?? '', dayFirst);
    const key = address.toLowerCase();
    const say = (reason: Described) => problems.push({ line: row.line, reason: translate(locale, reason) });
    if (!address) say(msg('No e-mail'));
    else if (cents === null)
      say(msg('Balance "{balance}" is not an amount', { balance: row.cells[balance] ?? '' }));
    else if (day === 'invalid')
      say(msg('Date "{date}" is not a date (use YYYY-MM-DD)', { date: row.cells[asOf!] }));
    else if (day && day > today) say(msg('Date {date} is in the future', { date: day }));
    else if (seen.has(key))
      say(msg('Same e-mail as line {line}: {email}', { line: String(seen.get(key)), email: address }));
    else {
      seen.set(key, row.line);
      readings.push({ line: row.line, email: key, cents, asOf: day ?? today });
    }
  }
  const run = { kind: 'balances' as const, file: { id: file.id, rows }, from: input.from, dryRun, locale };
  return importByEmail(actor, run, readings, problems, async (tx, studentIds) => {
    const earlier = await importedOpeningBalances(tx, studentIds);
    return async (row, studentId): Promise<RowOutcome> => {
      const before = earlier.get(studentId);
      if (before === row.cents || (before === undefined && row.cents === 0)) return 'unchanged';
      if (before !== undefined) {
        return {
          problem: translate(
            locale,
            msg('An opening balance of {amount} is already recorded for {email}', {
              amount: formatMoney(before, { locale }),
              email: row.email,
            }),
          ),
        };
      }
      if (!dryRun) {
        await recordOpeningBalance(tx, {
          studentId,
          cents: row.cents,
          occurredAt: studioDayStart(timezone, row.asOf),
          adminId: actor.adminId,
        });
      }
      return 'created';
    };
  });
}
