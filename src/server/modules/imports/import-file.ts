import { eq } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import type { Executor } from '../../db/client';
import { importFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { type CsvRow, readCsv } from './csv-file';

/** An uploaded file's record (without its text) and its rows. */
export interface ImportFileRows {
  file: { id: number; fileName: string; appliedRows: number };
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
  return { file: { id: file.id, fileName: file.fileName, appliedRows: file.appliedRows }, ...read };
}
