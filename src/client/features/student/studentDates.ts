import { formatDate, ISO_DATE_PATTERN, zonedNow } from '../../../shared/dates';
import { studioTimeZone } from '../../lib/studioZone';

/** Today's date in the studio's timezone: class dates are studio wall-clock dates. */
export const studioToday = (now: Date = new Date()): string => zonedNow(studioTimeZone(), now).date;

/**
 * "Nov 22, 2026" for a calendar date ("2026-11-22") or a timestamp ("2026-11-22T03:10:00.000Z"); a
 * timestamp is shown as the studio's date at that instant.
 */
export function formatDay(value: string): string {
  if (ISO_DATE_PATTERN.test(value)) return formatDate(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return formatDate(value);
  return formatDate(zonedNow(studioTimeZone(), instant).date);
}
