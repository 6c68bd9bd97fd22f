/**
 * Calendar grid maths and titles on "YYYY-MM-DD" strings (weeks run Sunday..Saturday, spec 01 §9).
 * Pure and timezone-free, so any screen can lay out a month or a week without pulling in another
 * screen's code. Client only: the server never lays out a grid.
 */
import { t } from '@lingui/core/macro';
import {
  addDays,
  DAY_NAMES,
  dayOfWeek,
  endOfMonth,
  formatDate,
  monthLabel,
  startOfMonth,
  weekdayName,
} from '../../../shared/dates';

/**
 * "Sun" .. "Sat", in English whatever the page's language: screens show `weekdayName(day, 'short')`
 * (src/shared/dates.ts), which follows it.
 */
export const SHORT_DAY_NAMES = DAY_NAMES.map((d) => d.slice(0, 3));

/** The Sunday on or before the date. */
export const weekStart = (iso: string): string => addDays(iso, -dayOfWeek(iso));

/** The seven dates of the date's week, Sunday first. */
export const weekDays = (iso: string): string[] => {
  const first = weekStart(iso);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
};

/** The month's grid: whole weeks from the Sunday before the 1st to the Saturday after the last day. */
export function monthWeeks(iso: string): string[][] {
  const first = weekStart(startOfMonth(iso));
  const last = addDays(weekStart(endOfMonth(iso)), 6);
  const weeks: string[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) weeks.push(weekDays(day));
  return weeks;
}

export const sameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);
export const dayNumber = (iso: string): number => Number(iso.slice(8, 10));

/**
 * "Nov 22 – Nov 28, 2026" (or across years "Dec 27, 2026 – Jan 02, 2027"); in fr-CA "22 novembre –
 * 28 novembre 2026". Within one year the first date drops its year (and the comma before it).
 */
export function weekTitle(iso: string): string {
  const days = weekDays(iso);
  const first = formatDate(days[0]!);
  const last = formatDate(days[6]!);
  return days[0]!.slice(0, 4) === days[6]!.slice(0, 4)
    ? `${first.replace(/,?\s*\d{4}$/, '')} – ${last}`
    : `${first} – ${last}`;
}

/**
 * "1 November 2026": a day button's name. It starts with the day number the button shows, so speech
 * input can say what it sees (WCAG 2.5.3); "Nov 01" would not contain "1".
 */
export const dayNumberTitle = (iso: string): string => `${dayNumber(iso)} ${monthLabel(iso)}`;

/** "Sunday, Nov 22, 2026"; in fr-CA "dimanche 22 novembre 2026". Called at render time. */
export function dayTitle(iso: string): string {
  const weekday = weekdayName(dayOfWeek(iso));
  const date = formatDate(iso);
  return t`${weekday}, ${date}`;
}
