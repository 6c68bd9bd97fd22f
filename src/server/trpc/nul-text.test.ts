import { describe, expect, it } from 'vitest';
import { hasNulText } from './nul-text';

describe('hasNulText', () => {
  it('finds U+0000 in a value or a key at any depth', () => {
    expect(hasNulText('a\u0000b')).toBe(true);
    expect(hasNulText({ search: { deeper: ['ok', 'x\u0000'] } })).toBe(true);
    expect(hasNulText({ 'k\u0000': 1 })).toBe(true);
  });

  it('passes everything else, other control and unicode characters included', () => {
    expect(hasNulText(undefined)).toBe(false);
    expect(hasNulText({ name: 'Zoë \u202e\u0001\t', amount: -0.5, tags: [null, true, 3] })).toBe(false);
  });
});
