import { describe, expect, it } from 'vitest';
import { AMOUNT_INPUT, amountCents, amountDecimal, amountProblem } from './moneyAmount';

const MISSING = 'Please enter a valid payment amount';

describe('AMOUNT_INPUT', () => {
  it('is 0 to 1000 in steps of 0.01', () => {
    expect(AMOUNT_INPUT).toEqual({ min: 0, max: 1000, step: 0.01 });
  });
});

describe('amountCents', () => {
  it('reads typed amounts without floats', () => {
    expect(amountCents('20')).toBe(2000);
    expect(amountCents(' 20.5 ')).toBe(2050);
    expect(amountCents('.5')).toBe(50);
    expect(amountCents('0.1')).toBe(10);
  });

  it('is null for what is not an amount', () => {
    expect(amountCents('')).toBeNull();
    expect(amountCents('-5')).toBeNull();
    expect(amountCents('20.005')).toBeNull();
    expect(amountCents('1e3')).toBeNull();
    expect(amountCents('abc')).toBeNull();
  });
});

describe('amountProblem', () => {
  it("uses the form's words for an empty, zero or negative amount", () => {
    for (const text of ['', '  ', '0', '0.00', '-1']) {
      expect(amountProblem(text, MISSING)).toBe(MISSING);
    }
  });

  it('names the rule an unreadable amount breaks (issue 28)', () => {
    expect(amountProblem('abc', MISSING)).toBe('Amount must be a number, like 12.50');
    expect(amountProblem('1.234', MISSING)).toBe('Amount can have at most 2 decimal places');
    expect(amountProblem('99999999', MISSING)).toBe('Amount cannot exceed 1000.00');
  });

  it('accepts 0.01 to 1000.00', () => {
    expect(amountProblem('0.01', MISSING)).toBeNull();
    expect(amountProblem('20', MISSING)).toBeNull();
    expect(amountProblem('1000', MISSING)).toBeNull();
    expect(amountProblem('1000.00', MISSING)).toBeNull();
  });

  it('refuses more than 1000.00', () => {
    expect(amountProblem('1000.01', MISSING)).toBe('Amount cannot exceed 1000.00');
  });
});

describe('amountDecimal', () => {
  it('sends two decimals', () => {
    expect(amountDecimal('20')).toBe('20.00');
    expect(amountDecimal('7.5')).toBe('7.50');
    expect(amountDecimal('.25')).toBe('0.25');
  });
});
