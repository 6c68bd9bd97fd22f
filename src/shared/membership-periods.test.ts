import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  daysIn,
  earliestEnd,
  laterDay,
  nextBillingDate,
  periodAmountCents,
  periodContaining,
  periodsDue,
  unpausedDays,
} from './membership-periods';

describe('membership periods', () => {
  it('a period runs from the billing day to the day before the next', () => {
    expect(periodContaining('2026-11-15', 1)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(periodContaining('2026-11-15', 20)).toEqual({ start: '2026-10-20', end: '2026-11-19' });
    expect(periodContaining('2026-12-20', 20)).toEqual({ start: '2026-12-20', end: '2027-01-19' });
    expect(periodContaining('2027-01-05', 28)).toEqual({ start: '2026-12-28', end: '2027-01-27' });
  });

  it('the first period is pro-rated by days; later ones are whole; none after the end', () => {
    const m = { startsOn: '2026-11-16', endsOn: null, billingDay: 1 };
    const due = periodsDue(m, null, '2027-01-01', []);
    expect(due.map((d) => [d.period.start, d.billedDays, d.periodDays])).toEqual([
      ['2026-11-01', 15, 30],
      ['2026-12-01', 31, 31],
      ['2027-01-01', 31, 31],
    ]);
    expect(periodAmountCents(12_900, 15, 30)).toBe(6450);
    const ended = periodsDue({ ...m, endsOn: '2026-12-10' }, null, '2027-02-01', []);
    expect(ended.map((d) => d.billedDays)).toEqual([15, 10]);
    expect(periodsDue(m, due[2]!.period, '2027-01-31', [])).toEqual([]);
  });

  it('paused days are not billed, overlapping pauses counted once', () => {
    const range = { from: '2026-12-01', to: '2026-12-31' };
    expect(unpausedDays(range, [{ from: '2026-12-10', to: '2026-12-19' }])).toBe(21);
    expect(
      unpausedDays(range, [
        { from: '2026-11-20', to: '2026-12-05' },
        { from: '2026-12-03', to: '2026-12-08' },
      ]),
    ).toBe(23);
    expect(unpausedDays(range, [{ from: '2026-11-01', to: '2027-02-01' }])).toBe(0);
  });

  it('the minimum ends with its last period; the next billing date is the next period', () => {
    expect(earliestEnd('2026-11-16', 1, 3)).toBe('2027-01-31');
    expect(earliestEnd('2026-11-16', 1, 0)).toBeNull();
    const m = { startsOn: '2026-11-16', endsOn: null, billingDay: 1 };
    expect(nextBillingDate(m, '2026-11-20')).toBe('2026-12-01');
    expect(nextBillingDate(m, '2026-11-01')).toBe('2026-11-16');
    expect(nextBillingDate({ ...m, endsOn: '2026-11-30' }, '2026-11-20')).toBeNull();
  });

  it('property: billed days never exceed the days run, and whole periods cover every day once', () => {
    const day = fc.integer({ min: 0, max: 700 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.tuple(day, fc.integer({ min: 0, max: 60 })), { maxLength: 4 }),
        (startsOn, billingDay, span, rawPauses) => {
          const today = addDays(startsOn, span);
          const pauses = rawPauses.map(([from, len]) => ({ from, to: addDays(from, len) }));
          const due = periodsDue({ startsOn, endsOn: null, billingDay }, null, today, pauses);
          let covered = 0;
          for (const [i, d] of due.entries()) {
            expect(d.billedDays).toBeGreaterThanOrEqual(0);
            expect(d.billedDays).toBeLessThanOrEqual(d.periodDays);
            if (i > 0) expect(d.period.start).toBe(addDays(due[i - 1]!.period.end, 1));
            covered += daysIn({
              from: laterDay(d.period.start, startsOn),
              to: d.period.end,
            });
          }
          // The periods billed run without a gap from the start to the end of the current period.
          const last = due.at(-1)!;
          expect(covered).toBe(daysIn({ from: startsOn, to: last.period.end }));
          expect(last.period.start <= today && today <= last.period.end).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
