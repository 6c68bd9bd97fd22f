import { formatDate, ISO_DATE_PATTERN } from '../../../shared/dates';
import { studioDateOf } from '../../lib/studioClock';

/**
 * "Nov 22, 2026" for a calendar date ("2026-11-22") or a timestamp ("2026-11-22T03:10:00.000Z"); a
 * timestamp is shown as the studio's date at that instant.
 */
export function formatDay(value: string): string {
  if (ISO_DATE_PATTERN.test(value) || Number.isNaN(Date.parse(value))) return formatDate(value);
  return formatDate(studioDateOf(value));
}
