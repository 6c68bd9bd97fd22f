import { csvRow } from '../../../shared/csv';
import type { TImportReport } from '../../../shared/schemas/imports';

/** The report as the administrator downloads it: the counts, then each problem row with its line. */
export function importReportCsv(fileName: string, r: TImportReport): string {
  return [
    ['Import report', fileName],
    ['Run', r.dryRun ? 'Dry run (nothing written)' : 'Import'],
    ['Rows', r.total],
    [r.dryRun ? 'Would be created' : 'Created', r.created],
    [r.dryRun ? 'Would be updated' : 'Updated', r.updated],
    ['Unchanged', r.unchanged],
    ['Skipped', r.skipped],
    [],
    ['Line', 'Problem'],
    ...r.problems.map((p) => [p.line, p.reason]),
  ]
    .map(csvRow)
    .join('');
}
