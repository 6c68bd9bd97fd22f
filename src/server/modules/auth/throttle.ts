import { AppError } from '../../errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window attempt counter for login, signup and reset, shared by the REST and tRPC transports
 * because it is called from the service. Keys are "<action>:ip:<ip>" and "<action>:account:<email>".
 */
export class Throttle {
  private readonly windows = new Map<string, Window>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for every key; throws 429 when any key is over its limit. */
  hit(...keys: string[]): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let blocked = false;
    for (const key of keys) {
      let w = this.windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + this.windowMs };
        this.windows.set(key, w);
      }
      w.count++;
      if (w.count > this.limit) blocked = true;
    }
    if (blocked) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }

  /** Throws 429 when any key is already at its limit, without counting this attempt. */
  check(...keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now && w.count >= this.limit) {
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
      }
    }
  }

  /** A successful login clears the account's failures (not the IP's). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
