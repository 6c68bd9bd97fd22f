import { t } from '@lingui/core/macro';
import { csvRow } from '../../../shared/csv';
import type { TImportReport } from '../../../shared/schemas/imports';

/** The report as the administrator downloads it: the counts, then each problem row with its line. */
export function importReportCsv(fileName: string, r: TImportReport): string {
  return [
    [t`Import report`, fileName],
    [t`Run`, r.dryRun ? t`Dry run (nothing written)` : t`Import`],
    [t`Rows`, r.total],
    [r.dryRun ? t`Would be created` : t`Created`, r.created],
    [r.dryRun ? t`Would be updated` : t`Updated`, r.updated],
    [t`Unchanged`, r.unchanged],
    [t`Skipped`, r.skipped],
    [],
    [t`Line`, t`Problem`],
    ...r.problems.map((p) => [p.line, p.reason]),
  ]
    .map(csvRow)
    .join('');
}
