import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_RULES, readAmount } from './amount-rules';
import { centsToDecimal } from './money';

const limits = { minCents: 1, maxCents: 10_000_000, tooSmall: 'too small', tooLarge: 'too large' };

describe('readAmount', () => {
  it('names each rule: too large, too many decimals, negative, not a number, too small', () => {
    expect(readAmount('99999999', limits)).toEqual({ ok: false, message: 'too large' });
    expect(readAmount('100000.01', limits)).toEqual({ ok: false, message: 'too large' });
    expect(readAmount('12.345', limits)).toEqual({ ok: false, message: AMOUNT_RULES.decimals });
    expect(readAmount('.125', limits)).toEqual({ ok: false, message: AMOUNT_RULES.decimals });
    expect(readAmount('ten', limits)).toEqual({ ok: false, message: AMOUNT_RULES.notNumber });
    expect(readAmount('1,000', limits)).toEqual({ ok: false, message: AMOUNT_RULES.notNumber });
    expect(readAmount('0', limits)).toEqual({ ok: false, message: 'too small' });
    expect(readAmount('', limits)).toEqual({ ok: false, message: 'too small' });
    expect(readAmount('-5', limits)).toEqual({ ok: false, message: 'too small' });
    expect(readAmount('-5', { ...limits, minCents: 0 })).toEqual({
      ok: false,
      message: AMOUNT_RULES.negative,
    });
    expect(readAmount(' .5 ', limits)).toEqual({ ok: true, cents: 50 });
  });

  it('reads back every amount in range to its cents, and refuses every one outside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000_000, max: 20_000_000 }), (cents) => {
        const read = readAmount(centsToDecimal(cents), limits);
        if (cents >= limits.minCents && cents <= limits.maxCents) expect(read).toEqual({ ok: true, cents });
        else expect(read.ok).toBe(false);
      }),
    );
  });
});
