import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import {
  type ImportKind,
  importMessage,
  MAX_LISTED_PROBLEMS,
  type TImportReport,
} from '../../../shared/schemas/imports';
import { tr } from '../../i18n/tr';

/**
 * The whole import's report from its parts so far: counts added up, problem rows in file order (the
 * first MAX_LISTED_PROBLEMS), and the sentence for the totals; the first part says whether it resumed
 * a stopped import.
 */
export function addImportPart(
  kind: ImportKind,
  sofar: TImportReport | null,
  part: TImportReport,
): TImportReport {
  if (!sofar) return { ...part, message: sentence(kind, part) };
  const merged: TImportReport = {
    ...part,
    created: sofar.created + part.created,
    updated: sofar.updated + part.updated,
    unchanged: sofar.unchanged + part.unchanged,
    skipped: sofar.skipped + part.skipped,
    problems: [...sofar.problems, ...part.problems].slice(0, MAX_LISTED_PROBLEMS),
    resumedFrom: sofar.resumedFrom,
  };
  return { ...merged, message: sentence(kind, merged) };
}

function sentence(kind: ImportKind, r: TImportReport): string {
  const said = tr(importMessage(kind, r.dryRun, r));
  const rows = i18n.number(r.resumedFrom);
  return r.resumedFrom > 0
    ? t`${said} An earlier import of this file had written its first ${rows} rows; this one went on from there.`
    : said;
}
