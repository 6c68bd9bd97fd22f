import { describe, expect, it } from 'vitest';
import { isDirty, rebase } from './draft';

describe('draft', () => {
  const base = { a: '1', b: '2', c: '3' };

  it('is dirty when a field differs from the saved version', () => {
    expect(isDirty(base, { ...base })).toBe(false);
    expect(isDirty({ ...base, b: 'x' }, base)).toBe(true);
  });

  it('takes new saved values for untouched fields and keeps the edited ones', () => {
    const values = { ...base, b: 'edited' };
    expect(rebase(values, base, { a: 'new', b: '2', c: 'new' })).toEqual({ a: 'new', b: 'edited', c: 'new' });
  });

  it("after a save takes the server's normalised value for what was sent", () => {
    const values = { ...base, a: 'A@X.COM', b: 'typed later' };
    const saved = { ...base, a: 'a@x.com' };
    expect(rebase(values, base, saved, { a: 'A@X.COM', b: 'sent' })).toEqual({
      a: 'a@x.com',
      b: 'typed later',
      c: '3',
    });
  });
});
