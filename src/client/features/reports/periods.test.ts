import { describe, expect, it } from 'vitest';
import { csvUrl, customRangeError, periodRange, presetRange, RANGE_MESSAGES } from './periods';

describe('report periods from the studio today', () => {
  it('Current Month, Last Month, Last 3 Months and This Year', () => {
    expect(presetRange('current-month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetRange('last-month', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last-3-months', '2026-11-25')).toEqual({ from: '2026-09-01', to: '2026-11-25' });
    expect(presetRange('this-year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });

  it('across a year end and a short month', () => {
    expect(presetRange('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last-month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('last-3-months', '2026-02-01')).toEqual({ from: '2025-12-01', to: '2026-02-01' });
    expect(presetRange('this-year', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('Custom Range: both dates, in order, at most three years', () => {
    expect(customRangeError({ from: '2025-01-01', to: '2025-01-01' })).toBeNull();
    expect(customRangeError({ from: '', to: '2025-01-01' })).toBe(RANGE_MESSAGES.missing);
    expect(customRangeError({ from: '2025-02-30', to: '2025-03-01' })).toBe(RANGE_MESSAGES.missing);
    expect(customRangeError({ from: '2025-02-01', to: '2025-01-31' })).toBe(RANGE_MESSAGES.order);
    expect(customRangeError({ from: '2022-01-01', to: '2024-12-31' })).toBeNull();
    expect(customRangeError({ from: '2022-01-01', to: '2025-01-01' })).toBe(RANGE_MESSAGES.tooLong);
    expect(periodRange('custom', '2026-11-25', { from: '2026-01-05', to: '2026-02-05' })).toEqual({
      range: { from: '2026-01-05', to: '2026-02-05' },
      error: null,
    });
    expect(periodRange('custom', '2026-11-25', { from: '', to: '' })).toEqual({
      range: null,
      error: RANGE_MESSAGES.missing,
    });
  });

  it('the CSV address', () => {
    expect(csvUrl({ from: '2026-11-01', to: '2026-11-25' })).toBe(
      '/api/reports/financial.csv?from=2026-11-01&to=2026-11-25',
    );
  });
});
