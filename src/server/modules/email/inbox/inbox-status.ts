import type { TInboxStatus } from '../../../../shared/schemas/inbox';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { parseMailboxUrl } from './mailbox-address';
import { readMailboxState } from './mailbox-state';

/**
 * The mailbox as the Integration tab shows it: whether IMAP_URL is set, the last successful scan and
 * the last failure (a failure newer than the last scan means the mailbox is failing now).
 */
export async function inboxStatus(db: Executor, imapUrl: string | undefined): Promise<TInboxStatus> {
  if (!imapUrl) return { configured: false, lastScanAt: null, lastError: null, lastErrorAt: null };
  let key: string;
  try {
    key = parseMailboxUrl(imapUrl).key;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { configured: true, lastScanAt: null, lastError: error.message, lastErrorAt: null };
  }
  const row = await readMailboxState(db, key);
  return {
    configured: true,
    lastScanAt: row?.lastScanAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
  };
}
