import { plural, t } from '@lingui/core/macro';
import { MAILBOX_POLL_MINUTES } from '../../../shared/schemas/inbox';
import { tr } from '../../i18n/tr';
import { formatStudioDate } from '../../lib/studioClock';

/** "Configured (smtp.example.com:587)" or "Not configured — set SMTP_URL". */
export function connectionText(configured: boolean, server: string | null, envVar: string): string {
  if (!configured) return t`Not configured — set ${envVar}`;
  return server ? t`Configured (${server})` : t`Configured`;
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

// Functions, not constants: each reads the active language when the card renders.
export const noMailboxText = (): string => t`No mailbox is configured: set IMAP_URL to read payment e-mails`;

/** "Retried automatically every 3 minutes, …" ("every minute" for 1). */
export const retryText = (): string => {
  const minutes = MAILBOX_POLL_MINUTES;
  return plural(minutes, {
    one: 'Retried automatically every minute, or press Scan Emails on the dashboard.',
    other: 'Retried automatically every # minutes, or press Scan Emails on the dashboard.',
  });
};

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
      connection: noMailboxText(),
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
  const error = s.lastError;
  const errorAt = s.lastErrorAt ? at(s.lastErrorAt) : null;
  if (failing && error) {
    failure = errorAt
      ? { message: t`The last scan failed (${errorAt}): ${error}`, retry: retryText() }
      : { message: error, retry: null };
  }
  const earlierError =
    !failing && error && errorAt ? t`Earlier error (${errorAt}), scans have worked since: ${error}` : null;
  const scannedAt = s.lastScanAt ? at(s.lastScanAt) : null;
  const leftOut = s.recentSkips.length;
  return {
    connection: connectionText(true, s.server, 'IMAP_URL'),
    lastScan: scannedAt ? t`Last successful scan: ${scannedAt}` : t`No scan has finished yet.`,
    failure,
    earlierError,
    skipsTitle: leftOut > 0 ? t`Messages left out (${leftOut})` : null,
    skips: s.recentSkips.map((skip, i) => {
      const uid = skip.uid;
      const when = skip.at ? at(skip.at) : null;
      return {
        key: `${skip.uid}-${skip.at ?? ''}-${i}`,
        reason: tr(skip.reason),
        detail: when
          ? t`Message UID ${uid} in the mailbox, left out ${when}`
          : t`Message UID ${uid} in the mailbox`,
      };
    }),
  };
}
