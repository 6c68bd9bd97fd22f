import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { msg } from '../../../shared/i18n/msg';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from '../../../shared/schemas/imports';
import { AppError } from '../../errors';

/**
 * A CSV file's bytes as text: UTF-8 (its BOM dropped), UTF-16 with a BOM, or — when the bytes are not
 * valid UTF-8, as a spreadsheet saved on Windows writes them — Windows-1252.
 */
export function decodeCsv(bytes: Buffer): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'UTF-8 (BOM)' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: iconv.decode(bytes.subarray(2), 'utf16le'), encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: iconv.decode(bytes.subarray(2), 'utf16be'), encoding: 'UTF-16BE' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: iconv.decode(bytes, 'win1252'), encoding: 'Windows-1252' };
  }
}

/** The separator the header line uses most: a comma, a semicolon (French Excel) or a tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/**
 * A cell as text: line breaks as \n, spaces trimmed, and the apostrophe an export puts before a cell a
 * spreadsheet would run as a formula (ours: "'-45.50", "'=…") taken off again, so a file exported here
 * imports back as it was.
 */
const cellText = (cell: string): string => {
  const text = cell.replace(/\r\n?/g, '\n').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
};

export interface CsvRow {
  /** The file's line where the row starts (the header is line 1): what problems are reported by. */
  line: number;
  cells: string[];
}

/**
 * The header and the rows (quoted fields may hold commas, quotes and line breaks; blank lines and
 * rows of empty cells are left out). A file csv-parse cannot read is a 400 with its reason.
 */
export function readCsv(text: string): { headers: string[]; rows: CsvRow[] } {
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { bytes: number } }[];
  } catch (error) {
    const why = (error as Error).message;
    throw new AppError('BAD_REQUEST', msg('The file could not be read as CSV. {why}', { why }));
  }
  if (records.length < 2) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.empty);
  if (records.length - 1 > MAX_IMPORT_ROWS) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.tooManyRows);
  const lineOf = lineCounter(Buffer.from(text, 'utf8'));
  const [header, ...body] = records;
  const rows: CsvRow[] = [];
  let end = header!.info.bytes;
  for (const { record, info } of body) {
    const line = lineOf(end);
    end = info.bytes;
    if (record.every((c) => c.trim() === '')) continue;
    rows.push({ line, cells: record.map(cellText) });
  }
  return { headers: header!.record.map((h) => h.trim()), rows };
}

/**
 * The file's line (1-based) of the first character at or after a byte offset, blank lines skipped:
 * where a record that starts there is reported. csv-parse's own line count counts a quoted CRLF
 * twice. Offsets only grow, so the count goes on from the last one.
 */
function lineCounter(bytes: Buffer): (offset: number) => number {
  let at = 0;
  let line = 1;
  const step = () => {
    const c = bytes[at++];
    if (c === 0x0a || (c === 0x0d && bytes[at] !== 0x0a)) line++;
  };
  return (offset) => {
    while (at < offset) step();
    while (at < bytes.length && (bytes[at] === 0x0d || bytes[at] === 0x0a)) step();
    return line;
  };
}
