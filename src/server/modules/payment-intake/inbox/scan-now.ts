import type { TScanResult } from '../../../../shared/schemas/inbox';
import type { Actor } from '../../../kernel/actor';
import type { DnsResolver } from '../authenticity';
import { mailboxAddresses, processNewPaymentEmails } from '../process-new';
import { parseMailboxUrl } from './mailbox-address';
import { SCAN_WAIT_MS, type ScanDeps, scanMailbox } from './scan.service';

export interface ScanAndRecordDeps extends ScanDeps {
  /** Who records the payments found (the administrator pressing Scan Emails, or the poll). */
  actor: Actor;
  /** DNS for the DKIM check; the system's resolver when absent. */
  resolver?: DnsResolver;
}

/**
 * One scan, then the payment notifications among the stored messages recorded (issue 13 §2): the
 * mailbox read, each new message stored once, each authentic and matched notice recorded once.
 * `waitMs` as for `scanMailbox`; null when another scan is running and the caller does not wait.
 */
export async function scanAndRecord(
  deps: ScanAndRecordDeps,
  { waitMs }: { waitMs: number },
): Promise<TScanResult | null> {
  const outcome = await scanMailbox(deps, { waitMs });
  if (!outcome) return null;
  const newPayments = await processNewPaymentEmails(deps.actor, outcome.storedIds, {
    resolver: deps.resolver,
    studioAddresses: mailboxAddresses(deps.imapUrl ? parseMailboxUrl(deps.imapUrl).user : undefined),
  });
  return { newPayments, emailsProcessed: outcome.storedIds.length, skipped: outcome.skipped };
}

/** POST /api/emails/scan: one scan now (waiting for one already running), answered with what it did. */
export async function runScanNow(deps: ScanAndRecordDeps): Promise<TScanResult> {
  const result = await scanAndRecord(deps, { waitMs: SCAN_WAIT_MS });
  return result ?? { newPayments: 0, emailsProcessed: 0, skipped: [] };
}
