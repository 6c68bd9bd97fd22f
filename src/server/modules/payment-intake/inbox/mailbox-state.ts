import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { mailboxState } from '../../../db/schema';

/** How long a scan holds the mailbox without news; it renews the lease after every message. */
export const SCAN_LEASE_SECONDS = 120;
/** How many skipped messages the status remembers. */
export const RECENT_SKIPS_KEPT = 20;

export type RecentSkip = { uid: number; reason: string; at: string };

/** A scan's hold on one mailbox; `until` identifies it (a scan that outlived its lease has lost it). */
export interface ScanLease {
  mailbox: string;
  until: Date;
  uidValidity: number | null;
  lastUid: number;
  recentSkips: RecentSkip[];
}

// Millisecond precision, so the value read back into a JS Date compares equal to the stored one.
const leaseEnd = sql`date_trunc('milliseconds', now() + make_interval(secs => ${SCAN_LEASE_SECONDS}))`;

/** Takes the mailbox for one scan, or answers null while another scan holds it. */
export async function acquireScanLease(db: Executor, mailbox: string): Promise<ScanLease | null> {
  await db.insert(mailboxState).values({ mailbox }).onConflictDoNothing();
  const [row] = await db
    .update(mailboxState)
    .set({ scanLeaseUntil: leaseEnd, updatedAt: sql`now()` })
    .where(
      and(
        eq(mailboxState.mailbox, mailbox),
        or(isNull(mailboxState.scanLeaseUntil), lt(mailboxState.scanLeaseUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!row?.scanLeaseUntil) return null;
  return {
    mailbox,
    until: row.scanLeaseUntil,
    uidValidity: row.uidValidity,
    lastUid: row.lastUid,
    recentSkips: row.recentSkips,
  };
}

/** The scan got as far as `lastUid` under `uidValidity`; the lease runs on. Throws if it was lost. */
export async function advanceScan(
  db: Executor,
  lease: ScanLease,
  uidValidity: number,
  lastUid: number,
): Promise<void> {
  const [row] = await db
    .update(mailboxState)
    .set({ uidValidity, lastUid, scanLeaseUntil: leaseEnd, updatedAt: sql`now()` })
    .where(and(eq(mailboxState.mailbox, lease.mailbox), eq(mailboxState.scanLeaseUntil, lease.until)))
    .returning({ until: mailboxState.scanLeaseUntil });
  if (!row?.until) throw new Error(`mailbox scan lease of ${lease.mailbox} lost`);
  lease.until = row.until;
  lease.uidValidity = uidValidity;
  lease.lastUid = lastUid;
}

/**
 * Ends the scan: a success stamps lastScanAt, a failure records its message and when; the messages
 * it skipped join the recent ones (newest first).
 */
export async function releaseScanLease(
  db: Executor,
  lease: ScanLease,
  outcome: { ok: true } | { ok: false; error: string },
  skipped: { uid: number; reason: string }[] = [],
): Promise<void> {
  const stamp = outcome.ok
    ? { lastScanAt: sql`now()` }
    : { lastError: outcome.error, lastErrorAt: sql`now()` };
  const at = new Date().toISOString();
  const recentSkips = [...skipped.map((s) => ({ ...s, at })).reverse(), ...lease.recentSkips].slice(
    0,
    RECENT_SKIPS_KEPT,
  );
  await db
    .update(mailboxState)
    .set({ ...stamp, recentSkips, scanLeaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(mailboxState.mailbox, lease.mailbox), eq(mailboxState.scanLeaseUntil, lease.until)));
}

export async function readMailboxState(db: Executor, mailbox: string) {
  const [row] = await db.select().from(mailboxState).where(eq(mailboxState.mailbox, mailbox)).limit(1);
  return row ?? null;
}
