import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { Throttle } from './throttle';

describe('Throttle', () => {
  it('allows the limit, refuses the next attempt with 429, and opens again after the window', () => {
    let now = 0;
    const throttle = new Throttle(3, 1000, () => now);
    for (let i = 0; i < 3; i++) throttle.hit('k');
    let error: unknown;
    try {
      throttle.hit('k');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    now = 1000;
    expect(() => throttle.hit('k')).not.toThrow();
  });

  it('counts every key and blocks when any one is over', () => {
    const throttle = new Throttle(2, 1000, () => 0);
    throttle.hit('ip', 'a');
    throttle.hit('ip', 'b');
    expect(() => throttle.hit('ip', 'c')).toThrow(AppError);
    expect(() => throttle.hit('d')).not.toThrow();
  });

  it('reset clears one key only', () => {
    const throttle = new Throttle(1, 1000, () => 0);
    throttle.hit('ip', 'acct');
    throttle.reset('acct');
    expect(() => throttle.hit('acct')).not.toThrow();
    expect(() => throttle.hit('ip')).toThrow(AppError);
  });
});
