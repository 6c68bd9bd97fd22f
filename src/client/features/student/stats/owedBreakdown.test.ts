import { describe, expect, it } from 'vitest';
import { moneyToCents, owedBreakdown } from './owedBreakdown';

describe('owedBreakdown', () => {
  it('splits $40.00 into $38.10 + $1.90 tax', () => {
    expect(owedBreakdown('40.00')).toEqual({ totalCents: 4000, subtotalCents: 3810, taxCents: 190 });
  });

  it('always adds up to the total', () => {
    for (let cents = 0; cents < 20_000; cents += 7) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      const { subtotalCents, taxCents, totalCents } = owedBreakdown(text);
      expect(subtotalCents + taxCents).toBe(totalCents);
      expect(Math.abs(subtotalCents - cents / 1.05)).toBeLessThanOrEqual(0.5);
    }
  });

  it('rounds half up', () => {
    // 21.00 / 1.05 = 20.00 exactly; 0.21 / 1.05 = 0.20; 1.05 → 1.00
    expect(owedBreakdown('21.00').subtotalCents).toBe(2000);
    expect(owedBreakdown('1.05').subtotalCents).toBe(100);
    expect(owedBreakdown('20.00')).toMatchObject({ subtotalCents: 1905, taxCents: 95 });
  });

  it('treats nothing owed and unreadable text as zero', () => {
    expect(owedBreakdown('0.00')).toEqual({ totalCents: 0, subtotalCents: 0, taxCents: 0 });
    expect(owedBreakdown('abc').totalCents).toBe(0);
  });

  it('reads negative amounts', () => {
    expect(moneyToCents('-5.00')).toBe(-500);
    expect(owedBreakdown('-21.00')).toEqual({ totalCents: -2100, subtotalCents: -2000, taxCents: -100 });
  });
});
