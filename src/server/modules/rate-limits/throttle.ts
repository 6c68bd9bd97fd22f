import { en } from '../../../shared/i18n/msg';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { anyAtLimit, clearCounter, countHits } from './counters';

export const TOO_MANY_ATTEMPTS = en('Too many attempts. Please wait a few minutes and try again.');

/**
 * Fixed-window attempt counter for login, signup and reset, shared by the REST and tRPC transports
 * because it is called from the service, and by every app instance because the counts live in the
 * database (docs/decisions/015). Keys are "<action>:ip:<ip>" and "<action>:account:<email>". A window
 * opens with a key's first attempt and lasts `windowMs`.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for every key; throws 429 when any key is over its limit. */
  async hit(...keys: string[]): Promise<void> {
    const counted = await countHits(this.db, keys, this.windowMs, new Date(this.now()));
    if (counted.some((c) => c.count > this.limit)) {
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    }
  }

  /** Throws 429 when any key is already at its limit, without counting this attempt. */
  async check(...keys: string[]): Promise<void> {
    if (await anyAtLimit(this.db, keys, this.limit, new Date(this.now()))) {
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    }
  }

  /** A successful login clears the account's failures (not the IP's). */
  async reset(key: string): Promise<void> {
    await clearCounter(this.db, key);
  }
}
