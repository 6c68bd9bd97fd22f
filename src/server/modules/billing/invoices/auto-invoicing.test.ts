import { describe, expect, it } from 'vitest';
import { monthsToBill } from './auto-invoicing.service';

describe('monthsToBill', () => {
  it('start of month: last month, on the 1st only', () => {
    expect(monthsToBill('start_of_month', { date: '2026-12-01', time: '00:05' })).toEqual(['2026-11']);
    expect(monthsToBill('start_of_month', { date: '2027-01-01', time: '09:00' })).toEqual(['2026-12']);
    expect(monthsToBill('start_of_month', { date: '2026-12-02', time: '00:05' })).toEqual([]);
  });
  it('end of month: this month, on its last day only (28, 29, 30 or 31)', () => {
    expect(monthsToBill('end_of_month', { date: '2026-11-30', time: '20:00' })).toEqual(['2026-11']);
    expect(monthsToBill('end_of_month', { date: '2028-02-29', time: '20:00' })).toEqual(['2028-02']);
    expect(monthsToBill('end_of_month', { date: '2026-11-29', time: '20:00' })).toEqual([]);
  });
  it('after a booking: this month every run (hourly for 1 hour), and last month on the 1st', () => {
    expect(monthsToBill('5min_after_booking', { date: '2026-11-14', time: '13:37' })).toEqual(['2026-11']);
    expect(monthsToBill('5min_after_booking', { date: '2026-12-01', time: '00:10' })).toEqual([
      '2026-11',
      '2026-12',
    ]);
    expect(monthsToBill('1hr_after_booking', { date: '2026-11-14', time: '13:02' })).toEqual(['2026-11']);
    expect(monthsToBill('1hr_after_booking', { date: '2026-11-14', time: '13:37' })).toEqual([]);
  });
});
