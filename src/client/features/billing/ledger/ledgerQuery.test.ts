import { describe, expect, it } from 'vitest';
import { countOf } from '../../../../shared/counts';
import { formatMoney } from '../../../../shared/money';
import { formatStudioDate } from '../../../lib/studioClock';
import { setTestStudioClock, UTC, VANCOUVER } from '../../../lib/studioClockFixture';
import {
  DATE_ORDER_ERROR,
  DEFAULT_SORT_MODEL,
  dateRangeError,
  emailSource,
  hasFilters,
  LEDGER_CSV_PATH,
  ledgerCsvUrl,
  NO_FILTERS,
  toPageInput,
  toPageSize,
  toServerSort,
} from './ledgerQuery';

const filters = (over: Partial<typeof NO_FILTERS>) => ({ ...NO_FILTERS, ...over });
const PAGE = { page: 0, pageSize: 25 } as const;

describe('dateRangeError', () => {
  it('accepts no dates, one date, the same day and a start before the end', () => {
    expect(dateRangeError(NO_FILTERS)).toBeNull();
    expect(dateRangeError(filters({ startDate: '2026-03-01' }))).toBeNull();
    expect(dateRangeError(filters({ endDate: '2026-03-01' }))).toBeNull();
    expect(dateRangeError(filters({ startDate: '2026-03-01', endDate: '2026-03-01' }))).toBeNull();
    expect(dateRangeError(filters({ startDate: '2026-02-28', endDate: '2026-03-01' }))).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(dateRangeError(filters({ startDate: '2026-03-02', endDate: '2026-03-01' }))).toBe(
      DATE_ORDER_ERROR,
    );
    expect(DATE_ORDER_ERROR).toBe('Start date must be on or before end date');
  });

  it('ignores a half-typed or impossible date', () => {
    expect(dateRangeError(filters({ startDate: '2026-03-02', endDate: '2026-02-30' }))).toBeNull();
  });
});

describe('toPageInput', () => {
  it('sends only the filters that are set, with the page and the default order', () => {
    expect(toPageInput(NO_FILTERS, PAGE, DEFAULT_SORT_MODEL)).toEqual({
      page: 0,
      pageSize: 25,
      sortField: 'paymentDate',
      sortDirection: 'desc',
    });
    expect(
      toPageInput(
        filters({ startDate: '2026-01-01', endDate: '2026-01-31', studentId: 7 }),
        { page: 2, pageSize: 50 },
        [{ field: 'studentName', sort: 'asc' }],
      ),
    ).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      studentId: 7,
      page: 2,
      pageSize: 50,
      sortField: 'studentName',
      sortDirection: 'asc',
    });
  });

  it('leaves out a date that is not a whole date', () => {
    expect(toPageInput(filters({ startDate: '2026-13-01' }), PAGE, [])).toEqual({ page: 0, pageSize: 25 });
  });

  it('is null (no query) while the end is before the start', () => {
    expect(toPageInput(filters({ startDate: '2026-03-02', endDate: '2026-03-01' }), PAGE, [])).toBeNull();
  });
});

describe('toServerSort', () => {
  it('maps the grid columns to the server fields', () => {
    expect(toServerSort([{ field: 'methodLabel', sort: 'asc' }])).toEqual({
      sortField: 'method',
      sortDirection: 'asc',
    });
    expect(toServerSort([{ field: 'amount', sort: 'desc' }])).toEqual({
      sortField: 'amount',
      sortDirection: 'desc',
    });
  });

  it("leaves the server's default for no order or a column it cannot sort", () => {
    expect(toServerSort([])).toEqual({});
    expect(toServerSort([{ field: 'notes', sort: 'asc' }])).toEqual({});
    expect(toServerSort([{ field: 'amount', sort: null }])).toEqual({});
  });
});

describe('toPageSize', () => {
  it('keeps 25, 50 and 100 and falls back to 25', () => {
    expect(toPageSize(50)).toBe(50);
    expect(toPageSize(100)).toBe(100);
    expect(toPageSize(10)).toBe(25);
  });
});

describe('ledgerCsvUrl', () => {
  it('is the bare address without filters', () => {
    expect(ledgerCsvUrl(NO_FILTERS)).toBe(LEDGER_CSV_PATH);
    expect(LEDGER_CSV_PATH).toBe('/api/payments/ledger.csv');
  });

  it('carries the same filters as the page', () => {
    expect(ledgerCsvUrl(filters({ startDate: '2026-01-01', endDate: '2026-01-31', studentId: 12 }))).toBe(
      '/api/payments/ledger.csv?startDate=2026-01-01&endDate=2026-01-31&studentId=12',
    );
    expect(ledgerCsvUrl(filters({ studentId: 3 }))).toBe('/api/payments/ledger.csv?studentId=3');
  });
});

describe('hasFilters', () => {
  it('is true once any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(filters({ endDate: '2026-01-01' }))).toBe(true);
    expect(hasFilters(filters({ studentId: 1 }))).toBe(true);
  });
});

describe('formatting', () => {
  it('shows amounts as money', () => {
    expect(formatMoney('20.00')).toBe('$20.00');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('-20.00')).toBe('-$20.00');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('abc')).toBe('abc');
  });

  it("shows the payment's day in the studio's timezone", () => {
    // 02:30 UTC on Nov 23 is still Nov 22 in Vancouver.
    setTestStudioClock(VANCOUVER);
    expect(formatStudioDate('2026-11-23T02:30:00.000Z')).toBe('Nov 22, 2026');
    expect(formatStudioDate('2026-01-05')).toBe('Jan 05, 2026');
    setTestStudioClock(UTC);
    expect(formatStudioDate('2026-11-23T02:30:00.000Z')).toBe('Nov 23, 2026');
    expect(formatStudioDate('not a date')).toBe('not a date');
  });

  it('shows the e-mail source or a dash', () => {
    expect(emailSource('pay@bank.ca')).toBe('pay@bank.ca');
    expect(emailSource(null)).toBe('—');
    expect(emailSource('  ')).toBe('—');
  });

  it('counts payments', () => {
    expect(countOf(1, 'payment')).toBe('1 payment');
    expect(countOf(1250, 'payment')).toBe('1,250 payments');
  });
});
