import { describe, expect, it } from 'vitest';
import { formatStudioDate } from '../../lib/studioClock';
import { setTestStudioClock, VANCOUVER } from '../../lib/studioClockFixture';
import {
  bookingPrice,
  formatBookingPrice,
  normaliseAmount,
  refundAmountError,
  refundPresets,
} from './bookingFormat';

describe('bookingPrice', () => {
  it('uses the booking price, then the class price, then 20.00', () => {
    expect(bookingPrice({ price: '15.50', classPrice: '25.00' })).toBe('15.50');
    expect(bookingPrice({ price: '', classPrice: '25.00' })).toBe('25.00');
    expect(bookingPrice({ price: null, classPrice: 'abc' })).toBe('20.00');
    expect(bookingPrice({})).toBe('20.00');
  });

  it('formats as dollars', () => {
    expect(formatBookingPrice({ price: '20' })).toBe('$20.00');
    expect(formatBookingPrice({ price: '7.5' })).toBe('$7.50');
  });
});

describe('refundPresets', () => {
  it('offers the full price, half of it (to the cent) and nothing', () => {
    expect(refundPresets(2000)).toEqual([
      { label: 'Full Price', amount: '20.00' },
      { label: '50%', amount: '10.00' },
      { label: 'No Refund', amount: '0.00' },
    ]);
    expect(refundPresets(1555)[1]!.amount).toBe('7.78');
  });
});

describe('refundAmountError', () => {
  it('accepts 0 to 1000 with at most two decimals', () => {
    for (const ok of ['0', '0.00', '20', '20.5', '999.99', '1000', '1000.00']) {
      expect(refundAmountError(ok)).toBeNull();
    }
  });

  it('rejects blank, negative, over 1000 and over-precise amounts', () => {
    expect(refundAmountError('')).toBe('Enter a refund amount');
    expect(refundAmountError('-1')).toBe('Enter an amount such as 20.00');
    expect(refundAmountError('1.234')).toBe('Enter an amount such as 20.00');
    expect(refundAmountError('1e3')).toBe('Enter an amount such as 20.00');
    expect(refundAmountError('1000.01')).toBe('The refund cannot be more than $1000.00');
  });

  it('normalises for sending', () => {
    expect(normaliseAmount('20')).toBe('20.00');
    expect(normaliseAmount(' 7.5 ')).toBe('7.50');
  });
});

describe('formatStudioDate (the cancellation note)', () => {
  it('shows an instant as a studio date and 12-hour time', () => {
    setTestStudioClock(VANCOUVER);
    // 07:05 UTC is 12:05 AM MST on Nov 23 (B.C. kept −7), not 11:05 PM the day before.
    expect(formatStudioDate('2026-11-23T07:05:00.000Z', { withTime: true, timeSeparator: ', ' })).toBe(
      'Nov 23, 2026, 12:05 AM',
    );
    expect(formatStudioDate('2026-11-23T06:05:00.000Z')).toBe('Nov 22, 2026');
  });

  it('falls back to the text when it is not an instant', () => {
    expect(formatStudioDate('not a date')).toBe('not a date');
  });
});
