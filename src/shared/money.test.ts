import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatMoney, setDisplayCurrency, signedCents } from './money';

afterEach(() => setDisplayCurrency('CAD'));

describe('money', () => {
  it('cents and decimal text both ways, no floats', () => {
    expect(centsToDecimal(2000)).toBe('20.00');
    expect(centsToDecimal(-505)).toBe('-5.05');
    expect(decimalToCents('20.5')).toBe(2050);
    expect(decimalToCents('0.07')).toBe(7);
    expect(decimalToCents('1.005')).toBeNull();
  });

  it('shows amounts in the studio currency (the currency setting)', () => {
    expect(formatMoney(2240)).toBe('$22.40');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(-100000)).toBe('-$1,000.00');
    setDisplayCurrency('EUR');
    expect(formatMoney(2240)).toBe('€22.40');
    expect(formatMoney(-500)).toBe('-€5.00');
    setDisplayCurrency('GBP');
    expect(formatMoney(100)).toBe('£1.00');
    expect(formatMoney(100, 'CHF')).toBe('CHF 1.00');
    expect(formatMoney(100, 'USD')).toBe('$1.00');
  });

  it('shows a decimal from the server the same way; a missing one as "—", anything else as recorded', () => {
    expect(formatMoney('1250.00')).toBe('$1,250.00');
    expect(formatMoney(' -12.5 ')).toBe('-$12.50');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('  ')).toBe('—');
    expect(formatMoney('n/a')).toBe('n/a');
    expect(signedCents('-5.00')).toBe(-500);
    expect(signedCents('five')).toBeNull();
  });

  it('can leave out the thousands separators', () => {
    expect(formatMoney(100000, { grouping: false })).toBe('$1000.00');
    expect(formatMoney(100000, { currency: 'EUR' })).toBe('€1,000.00');
  });
});

describe('formatMoney in fr-CA (issue 33)', () => {
  const SPACE = /[\u00a0\u202f ]/u;
  it('writes amounts as Quebec does: "1 234,50 $", the sign before, other currencies by code', () => {
    const amount = formatMoney(123450, { locale: 'fr-CA', currency: 'CAD' });
    expect(amount.replace(new RegExp(SPACE, 'gu'), ' ')).toBe('1 234,50 $');
    expect(
      formatMoney(-2000, { locale: 'fr-CA', currency: 'CAD' }).replace(new RegExp(SPACE, 'gu'), ' '),
    ).toBe('-20,00 $');
    expect(formatMoney(500, { locale: 'fr-CA', currency: 'CHF' }).replace(new RegExp(SPACE, 'gu'), ' ')).toBe(
      '5,00 CHF',
    );
    expect(formatMoney('-', { locale: 'fr-CA' })).toBe('-');
  });

  it('keeps the spec’s English in en-CA whatever the cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const english = formatMoney(cents, { locale: 'en-CA', currency: 'CAD' });
        expect(english).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        const french = formatMoney(cents, { locale: 'fr-CA', currency: 'CAD' });
        // The same amount: the digits agree.
        expect(french.replace(/\D/g, '')).toBe(english.replace(/\D/g, ''));
      }),
    );
  });
});
