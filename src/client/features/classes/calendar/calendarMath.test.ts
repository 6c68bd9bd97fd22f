import { describe, expect, it } from 'vitest';
import { monthLabel } from '../../../../shared/dates';
import { dayTitle, monthWeeks, shiftCursor, weekDays, weekStart, weekTitle } from './calendarMath';

describe('calendar maths', () => {
  it('starts weeks on Sunday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
    expect(weekDays('2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('lays a month out in whole weeks', () => {
    const weeks = monthWeeks('2026-11-15');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks.at(-1)![6]).toBe('2026-12-05');
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four rows.
    expect(monthWeeks('2026-02-10')).toHaveLength(4);
  });

  it('titles each view', () => {
    expect(monthLabel('2026-11-22')).toBe('November 2026');
    expect(weekTitle('2026-11-25')).toBe('Nov 22 – Nov 28, 2026');
    expect(weekTitle('2026-12-30')).toBe('Dec 27, 2026 – Jan 02, 2027');
    expect(dayTitle('2026-11-22')).toBe('Sunday, Nov 22, 2026');
  });

  it('moves by a month, a week or a day', () => {
    expect(shiftCursor('month', '2026-11-22', 1)).toBe('2026-12-01');
    expect(shiftCursor('list', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftCursor('week', '2026-11-22', -1)).toBe('2026-11-15');
    expect(shiftCursor('day', '2026-11-30', 1)).toBe('2026-12-01');
  });
});
