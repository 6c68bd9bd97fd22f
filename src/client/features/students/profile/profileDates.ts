import { t } from '@lingui/core/macro';
import { readDateValue } from '../../../../shared/dates';
import { formatStudioDate } from '../../../lib/studioClock';

/** The English of the two fallbacks (what the unit tests read); shown in the page's language. */
export const NO_DATE = 'No date';
export const INVALID_DATE = 'Invalid date';

const labels = () => ({ missing: t`No date`, invalid: t`Invalid date` });

/** "Nov 22, 2026" in studio time; "No date" when missing, "Invalid date" when unreadable. */
export const dateLabel = (value: string | null | undefined): string => formatStudioDate(value, labels());

/** "Nov 22, 2026 7:30 PM" in studio time; "No date" / "Invalid date" as dateLabel. */
export const dateTimeLabel = (value: string | null | undefined): string =>
  formatStudioDate(value, { ...labels(), withTime: true });

/** Milliseconds since the epoch for ordering; unreadable or missing dates sort as the oldest. */
export function sortTime(value: string | null | undefined): number {
  const read = readDateValue(value);
  if (read.kind === 'instant') return read.ms;
  if (read.kind === 'day') return Date.parse(`${read.date}T00:00:00Z`);
  return Number.NEGATIVE_INFINITY;
}
