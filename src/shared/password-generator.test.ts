import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATED_PASSWORD_ALPHABET } from './constants';
import { generatePassword } from './password-generator';

afterEach(() => vi.restoreAllMocks());

describe('generatePassword', () => {
  it('12 characters from the 70-character alphabet of spec 02 §5', () => {
    expect(GENERATED_PASSWORD_ALPHABET).toHaveLength(70);
    expect(new Set(GENERATED_PASSWORD_ALPHABET).size).toBe(70);
    for (let i = 0; i < 500; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(12);
      for (const ch of p) expect(GENERATED_PASSWORD_ALPHABET).toContain(ch);
    }
  });

  it('draws from the cryptographic source and redraws bytes that would bias the alphabet', () => {
    // 210 is the largest multiple of 70 under 256: bytes 210–255 must be thrown away, not wrapped.
    const bytes = [255, 210, 0, 69, 70, 209, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      const view = array as Uint8Array;
      for (let i = 0; i < view.length; i++) view[i] = bytes.shift() ?? 11;
      return array;
    });
    const p = generatePassword();
    expect(spy).toHaveBeenCalled();
    const a = GENERATED_PASSWORD_ALPHABET;
    expect(p).toBe([0, 69, 0, 69, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => a[i]).join(''));
  });

  it('uses every character about equally often', () => {
    const counts = new Map<string, number>();
    const draws = 7000;
    for (let i = 0; i < draws / 12; i++)
      for (const ch of generatePassword()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(70);
    const expected = (Math.floor(draws / 12) * 12) / 70;
    // Chi-square with 69 degrees of freedom: 120 is far beyond the 99.99th percentile (~118).
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(130);
  });
});
