import { describe, expect, it } from 'vitest';
import { monthLabel } from '../../../shared/dates';
import { dayNumberTitle, dayTitle, monthWeeks, weekDays, weekStart, weekTitle } from './calendarGrid';

describe('calendar grid', () => {
  it('starts weeks on Sunday', () => {
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
    expect(weekDays('2026-11-25')[0]).toBe('2026-11-22');
    expect(weekDays('2026-11-25')[6]).toBe('2026-11-28');
  });
  it('lays a month out in whole weeks', () => {
    const weeks = monthWeeks('2026-11-15');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks.at(-1)![6]).toBe('2026-12-05');
  });
  it('titles months, weeks and days', () => {
    expect(monthLabel('2026-11-15')).toBe('November 2026');
    expect(weekTitle('2026-11-25')).toBe('Nov 22 – Nov 28, 2026');
    expect(weekTitle('2026-12-30')).toBe('Dec 27, 2026 – Jan 02, 2027');
    expect(dayTitle('2026-11-22')).toBe('Sunday, Nov 22, 2026');
  });
  it('names a day button starting with the number it shows, unpadded', () => {
    expect(dayNumberTitle('2026-11-01')).toBe('1 November 2026');
    expect(dayNumberTitle('2026-12-22')).toBe('22 December 2026');
  });
});
