import { describe, expect, it } from 'vitest';
import { lastPageOf } from './lastPageOf';

describe('lastPageOf', () => {
  it('the last page with rows', () => {
    expect(lastPageOf(0, 25)).toBe(0);
    expect(lastPageOf(25, 25)).toBe(0);
    expect(lastPageOf(26, 25)).toBe(1);
    expect(lastPageOf(80, 25)).toBe(3);
    expect(lastPageOf(100, 50)).toBe(1);
  });
});
