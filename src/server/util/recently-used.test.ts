import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used';

describe('RecentlyUsed', () => {
  it('keeps the most recently used values and lets the oldest go', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.keep('a', 1);
    kept.keep('b', 2);
    expect(kept.get('a')).toBe(1); // a is now the most recent
    kept.keep('c', 3);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe(1);
    expect(kept.get('c')).toBe(3);
  });
});
