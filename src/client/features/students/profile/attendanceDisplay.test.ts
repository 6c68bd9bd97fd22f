import { describe, expect, it } from 'vitest';
import { attendanceChip, attendanceSummary, rateLabel } from './attendanceDisplay';

describe('attendance on the profile', () => {
  it('chips: the mark, else Not marked once the class’s day has passed, else none', () => {
    expect(attendanceChip('attended', '2026-03-09', '2026-03-01')).toEqual({
      label: 'Attended',
      color: 'success',
    });
    expect(attendanceChip('no_show', '2026-03-09', '2026-03-10')).toEqual({
      label: 'No-show',
      color: 'error',
    });
    expect(attendanceChip(null, '2026-03-09', '2026-03-10')).toEqual({
      label: 'Not marked',
      color: 'default',
    });
    expect(attendanceChip(null, '2026-03-09', '2026-03-09')).toBeNull();
    expect(attendanceChip(undefined, '2026-03-12', '2026-03-09')).toBeNull();
  });

  it('rates with one decimal, a dash for none', () => {
    expect(rateLabel(66.7)).toBe('66.7%');
    expect(rateLabel(100)).toBe('100.0%');
    expect(rateLabel(null)).toBe('—');
  });

  it('summarises the counts', () => {
    const f = { bookings: 4, attended: 2, noShow: 1, unmarked: 1, attendanceRate: 50, noShowRate: 25 };
    expect(attendanceSummary(f)).toBe('2 attended · 1 no-show · 1 not marked, of 4 past classes');
    expect(attendanceSummary({ ...f, bookings: 1, attended: 1, noShow: 0, unmarked: 0 })).toBe(
      '1 attended · 0 no-shows · 0 not marked, of 1 past class',
    );
    expect(attendanceSummary({ ...f, bookings: 0 })).toBe('No past classes yet');
  });
});
