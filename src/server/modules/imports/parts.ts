import { IMPORT_PART_ROWS } from '../../../shared/schemas/imports';
import type { CsvRow } from './csv-file';

/** The rows of a file one request handles, and where the next part starts. */
export interface ImportPart {
  /** The first row (0-based) and the row after the last. */
  start: number;
  end: number;
  /** Whether the row starting on this line of the file is in the part. */
  has: (line: number) => boolean;
  /** The next part's `from`; null when this part ends the file. */
  next: number | null;
}

/**
 * A dry run reads the whole file; an import handles `size` rows (IMPORT_PART_ROWS unless the kind's
 * rows cost more) from `from` per request, so the screen can show its progress between parts.
 */
export function partOf(
  rows: readonly CsvRow[],
  from: number | undefined,
  dryRun: boolean,
  size = IMPORT_PART_ROWS,
): ImportPart {
  const start = dryRun ? 0 : Math.min(from ?? 0, rows.length);
  const end = dryRun ? rows.length : Math.min(start + size, rows.length);
  const firstLine = rows[start]?.line ?? Number.POSITIVE_INFINITY;
  const endLine = rows[end]?.line ?? Number.POSITIVE_INFINITY;
  return {
    start,
    end,
    has: (line) => line >= firstLine && line < endLine,
    next: end < rows.length ? end : null,
  };
}
