import { describe, expect, it } from 'vitest';
import { moneyToCents, owedBreakdown } from './owedBreakdown';

const lines: { kind: string; label: string; ratePercent: string; amount: string }[] = [];

describe('owedBreakdown', () => {
  it("shows the server's split of the owed total", () => {
    expect(
      owedBreakdown({ totalOwed: '22.40', breakdown: { subtotal: '20.00', tax: '2.40', lines } }),
    ).toEqual({
      totalCents: 2240,
      subtotalCents: 2000,
      taxCents: 240,
    });
  });

  it('reads money text: negatives, and anything unreadable as zero', () => {
    expect(moneyToCents('-5.00')).toBe(-500);
    expect(moneyToCents('40')).toBe(4000);
    expect(moneyToCents('abc')).toBe(0);
    expect(moneyToCents(undefined)).toBe(0);
  });
});
