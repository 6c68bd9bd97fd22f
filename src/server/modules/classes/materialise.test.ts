import { describe, expect, it } from 'vitest';
import { DAY_NAMES, dayOfWeek } from '../../../shared/dates';
import { studioInstant, studioWallClock } from '../../kernel/time/studio-time';
import { materialisationStart, planScheduleDates } from './materialise';

describe('planScheduleDates', () => {
  // 2026-03-01 is a Sunday.
  const expected: Record<number, string[]> = {
    0: ['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29'],
    1: ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30'],
    2: ['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31'],
    3: ['2026-03-04', '2026-03-11', '2026-03-18', '2026-03-25'],
    4: ['2026-03-05', '2026-03-12', '2026-03-19', '2026-03-26'],
    5: ['2026-03-06', '2026-03-13', '2026-03-20', '2026-03-27'],
    6: ['2026-03-07', '2026-03-14', '2026-03-21', '2026-03-28'],
  };

  for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
    it(`every ${DAY_NAMES[weekday]} of March 2026`, () => {
      const dates = planScheduleDates(weekday, '2026-03-01', '2026-03-31');
      expect(dates).toEqual(expected[weekday]);
      for (const d of dates) expect(dayOfWeek(d)).toBe(weekday);
    });
  }

  it('includes both ends of the window and nothing outside it', () => {
    expect(planScheduleDates(1, '2026-03-02', '2026-03-16')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(planScheduleDates(1, '2026-03-03', '2026-03-08')).toEqual([]);
    expect(planScheduleDates(1, '2026-03-09', '2026-03-02')).toEqual([]);
  });

  it('crosses month and year ends', () => {
    expect(planScheduleDates(4, '2026-12-25', '2027-01-14')).toEqual([
      '2026-12-31',
      '2027-01-07',
      '2027-01-14',
    ]);
    expect(planScheduleDates(0, '2028-02-27', '2028-03-05')).toEqual(['2028-02-27', '2028-03-05']);
  });

  it('a year of Wednesdays: 52 distinct dates, and split windows plan the same dates as one', () => {
    const year = planScheduleDates(3, '2026-01-01', '2026-12-31');
    expect(year).toHaveLength(52);
    expect(new Set(year).size).toBe(year.length);
    expect([year[0], year.at(-1)]).toEqual(['2026-01-07', '2026-12-30']);
    // Windows that meet on a Wednesday (2026-06-17), as consecutive materialisation runs do.
    const halves = [
      ...planScheduleDates(3, '2026-01-01', '2026-06-16'),
      ...planScheduleDates(3, '2026-06-17', '2026-12-31'),
    ];
    expect(halves).toEqual(year);
  });
});

describe('materialisationStart', () => {
  it('a schedule does not back-fill before its pattern took effect', () => {
    expect(materialisationStart('2026-11-01', '2026-11-20')).toBe('2026-11-20');
    expect(materialisationStart('2026-11-01', '2025-01-01')).toBe('2026-11-01');
  });
});

describe('a weekly 19:30 class across DST changes (America/Vancouver)', () => {
  const zone = 'America/Vancouver';

  it('spring forward on 2026-03-08: the wall clock stays 19:30, the UTC instant moves an hour', () => {
    const dates = planScheduleDates(0, '2026-03-01', '2026-03-15');
    expect(dates).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
    const instants = dates.map((d) => studioInstant(zone, d, '19:30').toISOString());
    expect(instants).toEqual([
      '2026-03-02T03:30:00.000Z',
      '2026-03-09T02:30:00.000Z',
      '2026-03-16T02:30:00.000Z',
    ]);
    for (const [i, d] of dates.entries())
      expect(studioWallClock(zone, new Date(instants[i]!))).toEqual({ date: d, time: '19:30' });
  });

  it('no fall back on 2026-11-01 (B.C. keeps −7, tz 2026b): 19:30 stays at 02:30 UTC', () => {
    const dates = planScheduleDates(0, '2026-10-25', '2026-11-08');
    const instants = dates.map((d) => studioInstant(zone, d, '19:30').toISOString());
    expect(instants).toEqual([
      '2026-10-26T02:30:00.000Z',
      '2026-11-02T02:30:00.000Z',
      '2026-11-09T02:30:00.000Z',
    ]);
    for (const [i, d] of dates.entries())
      expect(studioWallClock(zone, new Date(instants[i]!))).toEqual({ date: d, time: '19:30' });
  });

  it('a class in the skipped hour starts at the first instant after the gap', () => {
    expect(studioInstant(zone, '2026-03-08', '02:30').toISOString()).toBe('2026-03-08T10:30:00.000Z');
  });
});
