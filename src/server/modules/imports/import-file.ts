import { eq } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import type { Executor } from '../../db/client';
import { importFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { type CsvRow, readCsv } from './csv-file';

/** An uploaded file's record (without its text) and its rows. */
export interface ImportFileRows {
  file: { id: number; fileName: string; appliedRows: number; appliedMapping: unknown };
  headers: string[];
  rows: CsvRow[];
}

/**
 * The files read last, by their bytes' hash: an import runs part after part, each a request that would
 * otherwise load and parse the whole file again. A file's text never changes, so a copy is never stale;
 * two are kept (a students file and the one beside it).
 */
const parsed = new Map<string, { headers: string[]; rows: CsvRow[] }>();
const KEPT = 2;

/** Keeps what an upload has just parsed: its dry run and import follow. */
export function rememberParsed(sha256: string, read: { headers: string[]; rows: CsvRow[] }): void {
  parsed.set(sha256, read);
  if (parsed.size > KEPT) parsed.delete(parsed.keys().next().value!);
}

/** An uploaded file and its rows, read once per file while it is being imported. */
export async function importFileRows(db: Executor, id: number): Promise<ImportFileRows> {
  const [file] = await db
    .select({
      id: importFiles.id,
      fileName: importFiles.fileName,
      appliedRows: importFiles.appliedRows,
      appliedMapping: importFiles.appliedMapping,
      sha256: importFiles.sha256,
    })
    .from(importFiles)
    .where(eq(importFiles.id, id));
  if (!file) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
  let read = parsed.get(file.sha256);
  if (!read) {
    const [stored] = await db
      .select({ content: importFiles.content })
      .from(importFiles)
      .where(eq(importFiles.id, id));
    read = readCsv(stored!.content);
    rememberParsed(file.sha256, read);
  }
  const { sha256: _, ...kept } = file;
  return { file: kept, ...read };
}

/**
 * The columns a kind needs from its mapping, as numbers: refused in words when a group of them is not
 * all mapped (each group with its reason, the first missing said), or when the mapping names a column
 * the file does not have.
 */
export function neededColumns<K extends string>(
  mapping: Partial<Record<string, number | null>>,
  columns: number,
  needs: [keys: K[], reason: string][],
): Record<K, number> {
  const lacking = needs.find(([keys]) => keys.some((k) => mapping[k] == null));
  if (lacking) throw new AppError('BAD_REQUEST', lacking[1]);
  if (Object.values(mapping).some((c) => c != null && c >= columns)) {
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.unknownColumn);
  }
  return Object.fromEntries(needs.flatMap(([keys]) => keys.map((k) => [k, mapping[k]]))) as Record<K, number>;
}

/** A mapping as stored with the rows it wrote: its mapped fields only, in one order. */
export const mappingEntries = (mapping: Partial<Record<string, number | null>>): [string, number][] =>
  Object.entries(mapping)
    .filter((e): e is [string, number] => e[1] != null)
    .sort(([a], [b]) => a.localeCompare(b));

/** Whether rows were written with this mapping (as mappingEntries stored it). */
export const writtenWith = (stored: unknown, mapping: Partial<Record<string, number | null>>): boolean =>
  JSON.stringify(stored) === JSON.stringify(mappingEntries(mapping));
