import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addMonths, endOfMonth, isValidIsoDate, startOfMonth } from '../../../shared/dates';
import { FINANCIAL_REPORT_MAX_YEARS, periodWithinLimit } from '../../../shared/schemas/reports';

/** The report periods of spec 03 §2.3 and §9, in screen order. */
export const PERIODS = [
  { id: 'current-month', label: msg`Current Month` },
  { id: 'last-month', label: msg`Last Month` },
  { id: 'last-3-months', label: msg`Last 3 Months` },
  { id: 'this-year', label: msg`This Year` },
  { id: 'custom', label: msg`Custom Range` },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];

/** Studio calendar days, both ends included ("YYYY-MM-DD"). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * A preset period from the studio's today. A period that contains today ends today (month, three
 * months and year to date); Last Month is the whole previous month; Last 3 Months is this month and
 * the two before it.
 */
export function presetRange(id: Exclude<PeriodId, 'custom'>, today: string): DayRange {
  switch (id) {
    case 'current-month':
      return { from: startOfMonth(today), to: today };
    case 'last-month': {
      const from = addMonths(today, -1);
      return { from, to: endOfMonth(from) };
    }
    case 'last-3-months':
      return { from: addMonths(today, -2), to: today };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

const maxYears = FINANCIAL_REPORT_MAX_YEARS;

/** Shown with `i18n._()`, in the page's language. */
export const RANGE_MESSAGES = {
  missing: msg`Choose a start date and an end date`,
  order: msg`Start date must be on or before end date`,
  tooLong: msg`The period can be at most ${maxYears} years`,
} as const;

/** Why a custom range cannot be reported (the server's rules in the screen's words), or null. */
export function customRangeError(range: DayRange): MessageDescriptor | null {
  if (!isValidIsoDate(range.from) || !isValidIsoDate(range.to)) return RANGE_MESSAGES.missing;
  if (range.to < range.from) return RANGE_MESSAGES.order;
  return periodWithinLimit(range.from, range.to) ? null : RANGE_MESSAGES.tooLong;
}

/** The days to report for the chosen period, or the reason there are none yet. */
export function periodRange(
  id: PeriodId,
  today: string,
  custom: DayRange,
): { range: DayRange; error: null } | { range: null; error: MessageDescriptor } {
  if (id !== 'custom') return { range: presetRange(id, today), error: null };
  const error = customRangeError(custom);
  return error ? { range: null, error } : { range: custom, error: null };
}

export const FINANCIAL_CSV_PATH = '/api/reports/financial.csv';

export const csvUrl = (range: DayRange): string =>
  `${FINANCIAL_CSV_PATH}?${new URLSearchParams({ from: range.from, to: range.to })}`;
