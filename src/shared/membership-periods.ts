/**
 * A membership's billing periods and what each costs (decision 038): monthly periods that start on the
 * membership's billing day (1–28, so every month has it), the first one pro-rated by days from the
 * membership's start, paused days and days after its end not billed. Pure: the billing job, the
 * pause and the end use it, and the property tests check it.
 */
import { addDays, addMonths, daysBetween } from './dates';

export interface Period {
  start: string;
  /** The period's last day. */
  end: string;
}

export interface DateRange {
  from: string;
  /** Inclusive. */
  to: string;
}

// ISO dates compare as text; Math.max and Math.min do not take strings.
export const laterDay = (a: string, b: string) => [a, b].sort()[1]!;
export const earlierDay = (a: string, b: string) => [a, b].sort()[0]!;

/** The same day of the month `months` later (a billing day is at most 28, so every month has it). */
const monthsLater = (iso: string, months: number) => `${addMonths(iso, months).slice(0, 8)}${iso.slice(8)}`;

/** The billing period (billing day to the day before the next) that contains `date`. */
export function periodContaining(date: string, billingDay: number): Period {
  const day = Number(date.slice(8, 10));
  const sameMonth = `${date.slice(0, 8)}${String(billingDay).padStart(2, '0')}`;
  const start = day >= billingDay ? sameMonth : monthsLater(sameMonth, -1);
  return { start, end: addDays(monthsLater(start, 1), -1) };
}

/** Days from `from` to `to`, both counted (0 when `to` is before `from`). */
export const daysIn = (r: DateRange): number => Math.max(0, daysBetween(r.from, r.to) + 1);

/** The part of `period` a membership started on `startsOn` and ending on `endsOn` (or never) runs for. */
export function runsWithin(period: Period, startsOn: string, endsOn: string | null): DateRange {
  const from = laterDay(period.start, startsOn);
  const to = endsOn === null ? period.end : earlierDay(endsOn, period.end);
  return { from, to };
}

/** The days of `range` that no pause covers. */
export function unpausedDays(range: DateRange, pauses: readonly DateRange[]): number {
  let days = daysIn(range);
  if (days === 0) return 0;
  // Overlapping pauses are merged first, so a day is never subtracted twice.
  const clipped = pauses
    .map((p) => ({ from: laterDay(p.from, range.from), to: earlierDay(p.to, range.to) }))
    .filter((p) => p.from <= p.to)
    .sort((a, b) => a.from.localeCompare(b.from));
  let coveredTo: string | null = null;
  for (const p of clipped) {
    const from = coveredTo !== null && p.from <= coveredTo ? addDays(coveredTo, 1) : p.from;
    if (from <= p.to) days -= daysIn({ from, to: p.to });
    if (coveredTo === null || p.to > coveredTo) coveredTo = p.to;
  }
  return days;
}

/** A period's amount: the price for the days billed out of the period's days, rounded to the cent once. */
export const periodAmountCents = (priceCents: number, billedDays: number, periodDays: number): number =>
  periodDays === 0 ? 0 : Math.round((priceCents * billedDays) / periodDays);

export interface PeriodBill {
  period: Period;
  /** The days billed: the membership runs and is not paused. */
  billedDays: number;
  periodDays: number;
}

/**
 * The periods due by `today` that are not billed yet: every period from the one after `lastBilled`
 * (or the one the membership starts in) whose first day has come, up to the membership's end.
 */
export function periodsDue(
  m: { startsOn: string; endsOn: string | null; billingDay: number },
  lastBilled: Period | null,
  today: string,
  pauses: readonly DateRange[],
): PeriodBill[] {
  const due: PeriodBill[] = [];
  let period = lastBilled
    ? periodContaining(addDays(lastBilled.end, 1), m.billingDay)
    : periodContaining(m.startsOn, m.billingDay);
  const billFrom = (p: Period) => laterDay(p.start, m.startsOn);
  while (billFrom(period) <= today && (m.endsOn === null || billFrom(period) <= m.endsOn)) {
    const runs = runsWithin(period, m.startsOn, m.endsOn);
    due.push({
      period,
      billedDays: unpausedDays(runs, pauses),
      periodDays: daysIn({ from: period.start, to: period.end }),
    });
    period = periodContaining(addDays(period.end, 1), m.billingDay);
  }
  return due;
}

/** The last day a membership may end on: the end of its `minimumPeriods`th period (0: any day). */
export function earliestEnd(startsOn: string, billingDay: number, minimumPeriods: number): string | null {
  if (minimumPeriods === 0) return null;
  let period = periodContaining(startsOn, billingDay);
  for (let i = 1; i < minimumPeriods; i++) period = periodContaining(addDays(period.end, 1), billingDay);
  return period.end;
}

/** The next billing date after `today`: the first day of the next period (null once it has ended). */
export function nextBillingDate(
  m: { startsOn: string; endsOn: string | null; billingDay: number },
  today: string,
): string | null {
  const from = today < m.startsOn ? m.startsOn : today;
  const next = today < m.startsOn ? m.startsOn : addDays(periodContaining(from, m.billingDay).end, 1);
  return m.endsOn !== null && next > m.endsOn ? null : next;
}
