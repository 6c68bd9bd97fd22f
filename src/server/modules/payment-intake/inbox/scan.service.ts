import { en } from '../../../../shared/i18n/msg';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { parseMailboxUrl } from './mailbox-address';
import { MailboxUnavailable, type OpenMailbox, withMailbox } from './mailbox-reader';
import { acquireScanLease, advanceScan, releaseScanLease, type ScanLease } from './mailbox-state';
import { INBOX_MESSAGES } from './messages';
import { MAX_MESSAGE_BYTES, parseMessage } from './parse-message';
import { storeMessage } from './store-message';

/** At most this many messages per scan, so one scan stays short; the next one goes on from there. */
export const MAX_MESSAGES_PER_SCAN = 200;
/** How long "Scan Emails" waits for a scan already running (the poll, another instance) to finish. */
export const SCAN_WAIT_MS = 60_000;

export interface ScanOutcome {
  /** The ids of the messages this scan stored (each message is stored by one scan only). */
  storedIds: number[];
  skipped: { uid: number; reason: string }[];
}

export interface ScanDeps {
  db: Db;
  imapUrl: string | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function leaseFor(db: Db, mailbox: string, waitMs: number): Promise<ScanLease | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const lease = await acquireScanLease(db, mailbox);
    if (lease || Date.now() >= deadline) return lease;
    await sleep(250);
  }
}

/**
 * Reads the messages that arrived since the last scan and stores each once. A message that is too
 * large or unreadable is skipped with its reason (answered, and kept with the mailbox's status); the
 * mailbox being unreachable is recorded and answered as 503. Only one scan per mailbox runs at a
 * time: `waitMs` is how long to wait for a running one (then 409); with 0, answers null at once (the
 * poll: the running scan does the work).
 */
export async function scanMailbox(
  deps: ScanDeps,
  { waitMs }: { waitMs: number },
): Promise<ScanOutcome | null> {
  if (!deps.imapUrl) throw new AppError('CONFLICT', INBOX_MESSAGES.notConfigured);
  const address = parseMailboxUrl(deps.imapUrl);
  const lease = await leaseFor(deps.db, address.key, waitMs);
  if (!lease) {
    if (waitMs > 0) throw new AppError('CONFLICT', INBOX_MESSAGES.scanRunning);
    return null;
  }
  const outcome: ScanOutcome = { storedIds: [], skipped: [] };
  try {
    await withMailbox(address, async (box) => {
      // A renumbered folder (new UIDVALIDITY) is read again from the start; Message-IDs keep it once.
      if (lease.uidValidity !== box.uidValidity) await advanceScan(deps.db, lease, box.uidValidity, 0);
      const waiting = (await box.newerThan(lease.lastUid)).slice(0, MAX_MESSAGES_PER_SCAN);
      for (const { uid, size } of waiting) {
        const reason = await readOne(deps.db, box, uid, size, outcome);
        if (reason) outcome.skipped.push({ uid, reason });
        await advanceScan(deps.db, lease, box.uidValidity, uid);
      }
    });
  } catch (error) {
    const unavailable = error instanceof MailboxUnavailable ? error : null;
    await releaseScanLease(
      deps.db,
      lease,
      { ok: false, error: unavailable?.message ?? en('The scan stopped on an internal error') },
      outcome.skipped,
    );
    if (unavailable) throw new AppError('SERVICE_UNAVAILABLE', unavailable.described);
    throw error;
  }
  await releaseScanLease(deps.db, lease, { ok: true }, outcome.skipped);
  return outcome;
}

/** Reads and stores one message; answers why it was skipped, or null. */
async function readOne(
  db: Db,
  box: OpenMailbox,
  uid: number,
  size: number,
  outcome: ScanOutcome,
): Promise<string | null> {
  if (size > MAX_MESSAGE_BYTES) return INBOX_MESSAGES.tooLarge(size, MAX_MESSAGE_BYTES);
  const fetched = await box.source(uid);
  if (!fetched) return null;
  const parsed = await parseMessage(fetched.source, fetched.receivedAt);
  if (!parsed.ok) return parsed.reason;
  const result = await storeMessage(db, parsed.message);
  if ('stored' in result) outcome.storedIds.push(result.stored);
  else if (result.already === 'different') return INBOX_MESSAGES.sameMessageId(parsed.message.messageId);
  return null;
}
