import { MAILBOX_POLL_MINUTES } from '../../../shared/schemas/inbox';
import { formatStudioDate } from '../../lib/studioClock';

/** "Configured (smtp.example.com:587)" or "Not configured — set SMTP_URL". */
export function connectionText(configured: boolean, server: string | null, envVar: string): string {
  if (!configured) return `Not configured — set ${envVar}`;
  return server ? `Configured (${server})` : 'Configured';
}

/** The incoming part of `settings.mailStatus` (ZMailStatus.incoming), as far as the card reads it. */
export interface IncomingMailStatus {
  configured: boolean;
  server: string | null;
  lastScanAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  recentSkips: { uid: number; reason: string; at?: string | null }[];
}

/** What the card says about the mailbox, sentence by sentence; null where it says nothing. */
export interface IncomingMailText {
  /** After "Incoming mail:". */
  connection: string;
  /** The last successful scan, or that none has finished yet; null without a mailbox. */
  lastScan: string | null;
  /** The latest attempt to read the mailbox failed: the error Alert. */
  failure: { message: string; retry: string | null } | null;
  /** A failure a later scan has overcome. */
  earlierError: string | null;
  /** "Messages left out (n)", null when none was left out. */
  skipsTitle: string | null;
  skips: { key: string; reason: string; detail: string }[];
}

export const NO_MAILBOX_TEXT = 'No mailbox is configured: set IMAP_URL to read payment e-mails';

/** "every 3 minutes", "every minute". */
const everyMinutes = (minutes: number) => (minutes === 1 ? 'every minute' : `every ${minutes} minutes`);

export const RETRY_TEXT = `Retried automatically ${everyMinutes(MAILBOX_POLL_MINUTES)}, or press Scan Emails on the dashboard.`;

/**
 * Whether the latest attempt failed: an error no successful scan has followed. An error without a
 * time is not a scan's: IMAP_URL itself cannot be read, which no retry mends.
 */
function failingNow(s: IncomingMailStatus): boolean {
  if (!s.lastError) return false;
  if (!s.lastErrorAt || !s.lastScanAt) return true;
  return Date.parse(s.lastErrorAt) >= Date.parse(s.lastScanAt);
}

/** The incoming mailbox in words, times in studio time (the card only lays it out). */
export function incomingMailText(s: IncomingMailStatus): IncomingMailText {
  if (!s.configured) {
    return {
      connection: NO_MAILBOX_TEXT,
      lastScan: null,
      failure: null,
      earlierError: null,
      skipsTitle: null,
      skips: [],
    };
  }
  const at = (iso: string) => formatStudioDate(iso, { withTime: true });
  const failing = failingNow(s);
  let failure: IncomingMailText['failure'] = null;
  if (failing && s.lastError) {
    failure = s.lastErrorAt
      ? { message: `The last scan failed (${at(s.lastErrorAt)}): ${s.lastError}`, retry: RETRY_TEXT }
      : { message: s.lastError, retry: null };
  }
  const earlierError =
    !failing && s.lastError && s.lastErrorAt
      ? `Earlier error (${at(s.lastErrorAt)}), scans have worked since: ${s.lastError}`
      : null;
  return {
    connection: connectionText(true, s.server, 'IMAP_URL'),
    lastScan: s.lastScanAt ? `Last successful scan: ${at(s.lastScanAt)}` : 'No scan has finished yet.',
    failure,
    earlierError,
    skipsTitle: s.recentSkips.length > 0 ? `Messages left out (${s.recentSkips.length})` : null,
    skips: s.recentSkips.map((skip, i) => ({
      key: `${skip.uid}-${skip.at ?? ''}-${i}`,
      reason: skip.reason,
      detail: skip.at
        ? `Message UID ${skip.uid} in the mailbox, left out ${at(skip.at)}`
        : `Message UID ${skip.uid} in the mailbox`,
    })),
  };
}
