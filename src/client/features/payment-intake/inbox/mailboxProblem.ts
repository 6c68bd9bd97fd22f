import { t } from '@lingui/core/macro';
import type { TInboxStatus } from '../../../../shared/schemas/inbox';
import { tr } from '../../../i18n/tr';

/**
 * What keeps mail from arriving, for the notice above the list: no mailbox configured, or the last
 * attempt to read it failed after (or without) a successful scan. Null when the mailbox is fine.
 */
export function mailboxProblem(status: TInboxStatus | undefined): string | null {
  if (!status) return null;
  if (!status.configured) {
    return t`No mailbox is configured (IMAP_URL is not set): no new email arrives here and Scan Emails cannot read one.`;
  }
  if (!status.lastError) return null;
  const failingNow =
    !status.lastScanAt ||
    !status.lastErrorAt ||
    Date.parse(status.lastErrorAt) >= Date.parse(status.lastScanAt);
  // Kept in English on the server; a fixed text is shown in the page's language, a server's own words as they are.
  const lastError = tr(status.lastError);
  return failingNow ? t`The mailbox could not be read: ${lastError}` : null;
}
