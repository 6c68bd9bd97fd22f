import { type Described, msg } from '../../../shared/i18n/msg';
import { minutesToWait } from '../../../shared/sign-in-messages';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Principal } from '../../kernel/sessions';
import { clearCounter, countHits, extendWindow, giveBackHit } from './counters';

const MINUTE = 60_000;

/** One limit on failed sign-ins: what is counted, how many failures lock it, and for how long. */
interface FailureLimit {
  /** Failures (wrong password or unknown account) allowed in a window before it locks. */
  failures: number;
  /** The first lock-out; each further one within `strikesWindowMs` doubles it, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  strikesWindowMs: number;
}

/** Failures are counted in a window that opens with the first and lasts this long (both keys). */
export const LOGIN_WINDOW_MS = 15 * MINUTE;

/** Decision 033: per account a guesser is slowed to a crawl; per address only a flood is stopped. */
export const LOGIN_LIMITS = {
  account: {
    failures: 5,
    firstLockMs: 15 * MINUTE,
    maxLockMs: 60 * MINUTE,
    strikesWindowMs: 24 * 60 * MINUTE,
  },
  address: {
    failures: 100,
    firstLockMs: 15 * MINUTE,
    maxLockMs: 60 * MINUTE,
    strikesWindowMs: 24 * 60 * MINUTE,
  },
} satisfies Record<string, FailureLimit>;

/** One sign-in attempt, counted ahead of the password check. */
export interface LoginAttempt {
  keys: { account: string; address: string };
  /** Each key's count including this attempt. */
  counts: { account: number; address: number };
}

type Scope = keyof typeof LOGIN_LIMITS;

/** The refusal and when to try again, one sentence each way so each language writes it whole. */
function refusalOf(scope: Scope, retryAfterSeconds: number): Described {
  const minutes = minutesToWait(retryAfterSeconds);
  if (scope === 'account')
    return minutes === 1
      ? msg('Too many failed sign-in attempts for this account. Please try again in 1 minute.')
      : msg('Too many failed sign-in attempts for this account. Please try again in {minutes} minutes.', {
          minutes,
        });
  return minutes === 1
    ? msg('Too many failed sign-in attempts from this network. Please try again in 1 minute.')
    : msg('Too many failed sign-in attempts from this network. Please try again in {minutes} minutes.', {
        minutes,
      });
}

/**
 * Failed sign-ins counted per account and per address in the shared counters (decisions 015, 033).
 * The attempt is counted before the password is checked, in one statement for both keys, so guesses
 * sent at the same moment each see their own count and the one over the limit is refused unchecked.
 * An attempt refused as locked, or that turns out right, is given back: only failures lock anything.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the attempt; throws 429 with when to try again if the account or the address is locked. */
  async admit(principal: Principal, email: string, ip: string): Promise<LoginAttempt> {
    const keys = { account: `login:${principal}:${email}`, address: `login:ip:${ip}` };
    const now = this.now();
    const counted = await countHits(this.db, [keys.account, keys.address], LOGIN_WINDOW_MS, new Date(now));
    const row = (key: string) => counted.find((c) => c.key === key)!;
    const counts = { account: row(keys.account).count, address: row(keys.address).count };
    const over = (['account', 'address'] as const)
      .filter((scope) => counts[scope] > LOGIN_LIMITS[scope].failures)
      .map((scope) => ({ scope, until: row(keys[scope]).expiresAt.getTime() }))
      .sort((p, q) => q.until - p.until)[0];
    if (over) {
      // Refused unchecked, so not a failure: a locked-out student trying again and again at the
      // studio must not bring the studio's address nearer its ceiling.
      await giveBackHit(this.db, [keys.account, keys.address], new Date(now));
      const retryAfter = Math.max(1, Math.ceil((over.until - now) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', refusalOf(over.scope, retryAfter), { retryAfter });
    }
    return { keys, counts };
  }

  /** The attempt failed: the failure that reaches a limit locks that key for its growing lock-out. */
  async failed(attempt: LoginAttempt): Promise<void> {
    for (const scope of ['account', 'address'] as const) {
      if (attempt.counts[scope] === LOGIN_LIMITS[scope].failures) await this.lock(scope, attempt.keys[scope]);
    }
  }

  /** The password was right: the account's failures and lock-outs are forgotten; the address keeps others'. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await clearCounter(this.db, attempt.keys.account, strikesKey(attempt.keys.account));
    await giveBackHit(this.db, [attempt.keys.address], new Date(this.now()));
  }

  /** A new password was set through a reset link: whoever guessed at the old one no longer matters. */
  async forgive(principal: Principal, email: string): Promise<void> {
    const account = `login:${principal}:${email}`;
    await clearCounter(this.db, account, strikesKey(account));
  }

  private async lock(scope: Scope, key: string): Promise<void> {
    const limit: FailureLimit = LOGIN_LIMITS[scope];
    const now = this.now();
    const [strikes] = await countHits(this.db, [strikesKey(key)], limit.strikesWindowMs, new Date(now));
    const lockMs = Math.min(limit.maxLockMs, limit.firstLockMs * 2 ** (strikes!.count - 1));
    await extendWindow(this.db, key, new Date(now + lockMs));
  }
}

const strikesKey = (key: string) => `${key}:lockouts`;
