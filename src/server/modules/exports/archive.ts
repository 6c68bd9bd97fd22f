import { asc, getTableColumns, getTableName, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Zip, ZipDeflate } from 'fflate';
import { csvRow } from '../../../shared/csv';
import type { Executor } from '../../db/client';
import { EXPORTED_TABLES, type ExportedTable } from './export-tables';
import { type ExportClock, IMPORTER_FILES, PAGE } from './importer-files';

const cellOf = (value: unknown): string | number | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value as string | number;
};

function columnsOf(t: ExportedTable) {
  const all = getTableColumns(t.table) as Record<string, PgColumn>;
  return Object.entries(all).filter(([key]) => !t.leftOut?.includes(key));
}

/** A table's rows as CSV text, a page at a time in key order (memory stays one page). */
async function* tableCsv(db: Executor, t: ExportedTable): AsyncGenerator<string> {
  const columns = columnsOf(t);
  yield csvRow(columns.map(([, c]) => c.name));
  const all = getTableColumns(t.table) as Record<string, PgColumn>;
  const key = all.id ?? all.key ?? all.studentId;
  const selection = Object.fromEntries(columns);
  let after: unknown;
  for (;;) {
    const where: SQL | undefined = after === undefined || !key ? undefined : gt(key, after);
    const query = db
      .select(selection)
      .from(t.table as PgTable)
      .where(where)
      .orderBy(...(key ? [asc(key)] : []))
      .limit(key ? PAGE : 1_000_000);
    const rows = (await query) as Record<string, unknown>[];
    if (rows.length === 0) return;
    yield rows.map((r) => csvRow(columns.map(([k]) => cellOf(r[k])))).join('');
    if (!key || rows.length < PAGE) return;
    const keyName = Object.entries(all).find(([, c]) => c === key)![0];
    after = rows[rows.length - 1]![keyName];
  }
}

function readme(studio: string, exportedAt: string): string {
  const lines = [
    `${studio}: everything the studio owns, exported ${exportedAt}.`,
    '',
    'One CSV per table (RFC 4180, UTF-8, CRLF; a cell a spreadsheet would run as a formula starts with an',
    'apostrophe). Money is in integer cents (amount_cents 5400 = 54.00). Times are UTC (ISO 8601); dates',
    "are the studio's days. Secrets are not exported: no password, session, reset link, feed token or key.",
    '',
  ];
  for (const t of EXPORTED_TABLES) {
    lines.push(`${t.file}.csv (table ${getTableName(t.table)}): ${t.about}`);
    lines.push(
      `  columns: ${columnsOf(t)
        .map(([, c]) => c.name)
        .join(', ')}`,
    );
  }
  lines.push('', "Files in the importers' own columns, to move into another studio in this order:");
  for (const f of IMPORTER_FILES) {
    lines.push(`${f.name}: ${f.about[0]}`, ...f.about.slice(1).map((l) => `  ${l}`));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The studio's archive (a ZIP: README.txt, a CSV per table and the importers' files), produced as it is read: each table
 * a page of rows at a time, compressed and handed on, so a large studio never sits in memory whole.
 */
export async function* studioArchive(
  db: Executor,
  studio: string,
  exportedAt: string,
  /** The studio's day and time: balances are as of that day, bookings still to come after it. */
  clock: ExportClock,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (failed) throw failed;
    while (out.length > 0) yield out.shift()!;
  };
  const add = async (name: string, parts: AsyncIterable<string> | string[]) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    for await (const text of parts) {
      file.push(new TextEncoder().encode(text));
    }
    file.push(new Uint8Array(0), true);
  };
  await add('README.txt', [readme(studio, exportedAt)]);
  yield* drain();
  for (const t of EXPORTED_TABLES) {
    const file = new ZipDeflate(`${t.file}.csv`, { level: 6 });
    zip.add(file);
    for await (const text of tableCsv(db, t)) {
      file.push(new TextEncoder().encode(text));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  for (const f of IMPORTER_FILES) {
    const file = new ZipDeflate(f.name, { level: 6 });
    zip.add(file);
    for await (const text of f.rows(db, clock)) {
      file.push(new TextEncoder().encode(text));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  yield* drain();
}
