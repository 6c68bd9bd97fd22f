import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('x'.repeat(32));

  it('round-trips and never shows the plaintext in the sealed form', () => {
    const sealed = box.seal('Tmp-Pass-123!');
    expect(sealed).not.toContain('Tmp-Pass-123!');
    expect(box.open(sealed)).toBe('Tmp-Pass-123!');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const [iv, tag, body] = sealed.split('.');
    const flipped = `${iv}.${tag}.${body!.slice(0, -2)}AA`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => new SecretBox('y'.repeat(32)).open(sealed)).toThrow();
  });
});
