import type { TInboxStatus } from '../../../../shared/schemas/inbox';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { parseMailboxUrl } from './mailbox-address';
import { type RecentSkip, readMailboxState } from './mailbox-state';

/**
 * The mailbox as the Integration tab shows it: whether IMAP_URL is set, the last successful scan,
 * the last failure (a failure newer than the last scan means the mailbox is failing now), and the
 * messages recent scans skipped.
 */
export async function inboxStatus(
  db: Executor,
  imapUrl: string | undefined,
): Promise<TInboxStatus & { recentSkips: RecentSkip[] }> {
  const none = { lastScanAt: null, lastError: null, lastErrorAt: null, recentSkips: [] };
  if (!imapUrl) return { configured: false, ...none };
  let key: string;
  try {
    key = parseMailboxUrl(imapUrl).key;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { configured: true, ...none, lastError: error.message };
  }
  const row = await readMailboxState(db, key);
  return {
    configured: true,
    lastScanAt: row?.lastScanAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
    recentSkips: row?.recentSkips ?? [],
  };
}
