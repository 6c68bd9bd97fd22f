import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_ALPHABET } from '../../shared/constants';
import { constantTimeEqual, generatePassword, generateToken, hashToken } from './tokens';

describe('tokens', () => {
  it('makes 160-bit base32 tokens that differ every time', () => {
    const a = generateToken();
    expect(a).toMatch(/^[a-z2-7]{32}$/);
    expect(generateToken()).not.toBe(a);
  });

  it('stores the SHA-256 of a token, never the token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('generates 12-character passwords from the 70-character alphabet', () => {
    expect(GENERATED_PASSWORD_ALPHABET).toHaveLength(70);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(12);
      for (const ch of p) {
        expect(GENERATED_PASSWORD_ALPHABET).toContain(ch);
        seen.add(ch);
      }
    }
    expect(seen.size).toBeGreaterThan(60);
  });

  it('compares in constant time and handles different lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});
