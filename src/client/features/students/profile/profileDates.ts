import { formatDate, ISO_DATE_PATTERN, isValidIsoDate } from '../../../../shared/dates';
import { formatStudioInstant, studioDateOf } from '../../../lib/studioClock';

export const NO_DATE = 'No date';
export const INVALID_DATE = 'Invalid date';

type Parsed =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'day'; date: string }
  | { kind: 'instant'; at: Date };

function parse(value: string | null | undefined): Parsed {
  const text = value?.trim();
  if (!text) return { kind: 'missing' };
  // A calendar date is a studio date already: shifting it through a timezone could change the day.
  if (ISO_DATE_PATTERN.test(text)) {
    return isValidIsoDate(text) ? { kind: 'day', date: text } : { kind: 'invalid' };
  }
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? { kind: 'invalid' } : { kind: 'instant', at };
}

/** "Nov 22, 2026" in studio time; "No date" when missing, "Invalid date" when unreadable. */
export function dateLabel(value: string | null | undefined): string {
  const parsed = parse(value);
  if (parsed.kind === 'missing') return NO_DATE;
  if (parsed.kind === 'invalid') return INVALID_DATE;
  if (parsed.kind === 'day') return formatDate(parsed.date);
  return formatDate(studioDateOf(parsed.at));
}

/** "Nov 22, 2026 7:30 PM" in studio time; "No date" / "Invalid date" as dateLabel. */
export function dateTimeLabel(value: string | null | undefined): string {
  const parsed = parse(value);
  if (parsed.kind === 'missing') return NO_DATE;
  if (parsed.kind === 'invalid') return INVALID_DATE;
  if (parsed.kind === 'day') return formatDate(parsed.date);
  return formatStudioInstant(parsed.at);
}

/** Milliseconds since the epoch for ordering; unreadable or missing dates sort as the oldest. */
export function sortTime(value: string | null | undefined): number {
  const parsed = parse(value);
  if (parsed.kind === 'instant') return parsed.at.getTime();
  if (parsed.kind === 'day') return Date.parse(`${parsed.date}T00:00:00Z`);
  return Number.NEGATIVE_INFINITY;
}
