import { describe, expect, it } from 'vitest';
import { readBalance } from './balance-import.service';

describe('readBalance', () => {
  it('reads owed and credit as studio software writes them, in cents', () => {
    expect(readBalance('54.00')).toBe(5400);
    expect(readBalance('54')).toBe(5400);
    expect(readBalance('-12.5')).toBe(-1250);
    expect(readBalance('(12.50)')).toBe(-1250);
    expect(readBalance('$1,234.50')).toBe(123_450);
    expect(readBalance('1 234,50 $')).toBe(123_450);
    expect(readBalance('CA$0.99')).toBe(99);
    expect(readBalance('0')).toBe(0);
    expect(readBalance('12.345')).toBeNull();
    expect(readBalance('lots')).toBeNull();
    expect(readBalance('')).toBeNull();
  });
});
