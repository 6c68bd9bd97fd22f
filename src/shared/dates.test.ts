import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarWindow,
  dayOfWeek,
  daysBetween,
  endOfMonth,
  formatDate,
  formatTime,
  formatTimeRange,
  isValidIsoDate,
  minutesOf,
  minutesToTime,
  monthLabel,
  startOfMonth,
  TIME_PATTERN,
  toHhMm,
  validThrough,
  weekdayName,
} from './dates';

describe('calendar arithmetic on YYYY-MM-DD', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('day of week: 0 is Sunday', () => {
    expect(dayOfWeek('2026-03-01')).toBe(0);
    expect(dayOfWeek('2026-03-02')).toBe(1);
    expect(dayOfWeek('2026-03-07')).toBe(6);
  });

  it('days between, months, month ends', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-08', '2026-03-09')).toBe(1);
    expect(startOfMonth('2026-11-22')).toBe('2026-11-01');
    expect(addMonths('2026-11-22', 3)).toBe('2027-02-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-05')).toBe('2026-12-31');
  });

  it('the calendar window runs from the first of this month to the end of the month N months ahead', () => {
    expect(calendarWindow('2026-11-22', 3)).toEqual({ startDate: '2026-11-01', endDate: '2027-02-28' });
    expect(calendarWindow('2026-01-01', 2)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
  });

  it('validates real dates only', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2027-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
  });
});

describe('times', () => {
  it('accepts HH:MM and HH:MM:SS in 24-hour form', () => {
    for (const ok of ['00:00', '09:05', '19:30', '23:59', '19:30:00'])
      expect(TIME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['24:00', '9:30', '19:60', '7pm', '19:30:0', ''])
      expect(TIME_PATTERN.test(bad)).toBe(false);
  });

  it('converts', () => {
    expect(toHhMm('19:30:00')).toBe('19:30');
    expect(minutesOf('19:30')).toBe(1170);
    expect(minutesToTime(1170)).toBe('19:30');
  });

  it('formats "MMM dd, yyyy" and 12-hour times', () => {
    expect(formatDate('2026-03-08')).toBe('Mar 08, 2026');
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatTime('00:15')).toBe('12:15 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('19:30')).toBe('7:30 PM');
    expect(formatTimeRange('19:30', '20:30')).toBe('7:30 PM - 8:30 PM');
  });
});

describe('validThrough', () => {
  it('runs to the day before the same date later, or the month’s last day when it has no such date', () => {
    expect(validThrough('2026-11-28', 3, 'month')).toBe('2027-02-27');
    expect(validThrough('2026-11-29', 3, 'month')).toBe('2027-02-28');
    expect(validThrough('2026-11-30', 3, 'month')).toBe('2027-02-28');
    expect(validThrough('2027-01-31', 1, 'month')).toBe('2027-02-28');
    expect(validThrough('2026-12-15', 1, 'month')).toBe('2027-01-14');
    expect(validThrough('2026-11-29', 30, 'day')).toBe('2026-12-28');
    expect(validThrough('2026-11-29', 1, 'day')).toBe('2026-11-29');
    expect(validThrough('2026-11-29', 2, 'week')).toBe('2026-12-12');
  });
});

describe('dates in fr-CA (issue 33)', () => {
  it('names days, months and times as Quebec writes them; en-CA stays the spec’s', () => {
    expect(formatDate('2026-03-09', 'fr-CA')).toBe('9 mars 2026');
    expect(formatDate('2026-12-01', 'fr-CA')).toBe('1er décembre 2026');
    expect(formatDate('2026-12-11', 'fr-CA')).toBe('11 décembre 2026');
    expect(formatDate('2026-03-09', 'en-CA')).toBe('Mar 09, 2026');
    expect(formatTime('19:30', 'fr-CA')).toBe('19 h 30');
    expect(formatTime('07:05', 'fr-CA')).toBe('7 h 05');
    expect(formatTime('19:30', 'en-CA')).toBe('7:30 PM');
    expect(monthLabel('2026-11-15', 'long', 'fr-CA')).toBe('novembre 2026');
    expect(weekdayName(1, 'long', 'fr-CA')).toBe('lundi');
    expect(weekdayName(1, 'short', 'en-CA')).toBe('Mon');
  });
});
