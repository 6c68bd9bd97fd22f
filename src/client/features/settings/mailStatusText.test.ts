import { beforeEach, describe, expect, it } from 'vitest';
import { MAILBOX_POLL_MINUTES } from '../../../shared/schemas/inbox';
import { formatStudioDate } from '../../lib/studioClock';
import { setTestStudioClock, TORONTO } from '../../lib/studioClockFixture';
import { connectionText, type IncomingMailStatus, incomingMailText } from './mailStatusText';

const when = (iso: string) => formatStudioDate(iso, { withTime: true });

beforeEach(() => setTestStudioClock(TORONTO));

const working: IncomingMailStatus = {
  configured: true,
  server: 'imap.example:993',
  lastScanAt: '2026-11-25T14:30:00.000Z',
  lastError: null,
  lastErrorAt: null,
  recentSkips: [],
};

describe('connectionText', () => {
  it('names the server, never more, or the variable to set', () => {
    expect(connectionText(true, 'smtp.example.com:587', 'SMTP_URL')).toBe(
      'Configured (smtp.example.com:587)',
    );
    expect(connectionText(true, null, 'SMTP_URL')).toBe('Configured');
    expect(connectionText(false, null, 'SMTP_URL')).toBe('Not configured — set SMTP_URL');
  });
});

describe('incomingMailText', () => {
  it('without IMAP_URL says to set it, and nothing else', () => {
    expect(
      incomingMailText({ ...working, configured: false, server: null, lastScanAt: null, recentSkips: [] }),
    ).toEqual({
      connection: 'No mailbox is configured: set IMAP_URL to read payment e-mails',
      lastScan: null,
      failure: null,
      earlierError: null,
      skipsTitle: null,
      skips: [],
    });
  });

  it('a working mailbox: its server and the last scan in the studio timezone', () => {
    const text = incomingMailText(working);
    expect(text.connection).toBe('Configured (imap.example:993)');
    // 14:30 UTC is 9:30 AM in Toronto in November.
    expect(text.lastScan).toBe('Last successful scan: Nov 25, 2026 9:30 AM');
    expect(text.failure).toBeNull();
    expect(text.earlierError).toBeNull();
    expect(text.skipsTitle).toBeNull();
  });

  it('before the first scan finishes', () => {
    expect(incomingMailText({ ...working, lastScanAt: null }).lastScan).toBe('No scan has finished yet.');
  });

  it('the last scan failed: its error, when, and that the poll retries it', () => {
    const down = {
      ...working,
      lastError: 'Could not read the mailbox at imap.example:993: connect ECONNREFUSED',
      lastErrorAt: '2026-11-25T14:33:00.000Z',
    };
    const text = incomingMailText(down);
    expect(text.failure).toEqual({
      message: `The last scan failed (${when(down.lastErrorAt)}): ${down.lastError}`,
      retry: 'Retried automatically every 3 minutes, or press Scan Emails on the dashboard.',
    });
    expect(text.lastScan).toBe(`Last successful scan: ${when(working.lastScanAt as string)}`);
    expect(text.earlierError).toBeNull();
    // Never a scan that worked: still failing.
    expect(incomingMailText({ ...down, lastScanAt: null }).failure?.message).toContain(
      'connect ECONNREFUSED',
    );
  });

  it('the retry interval is the poll interval', () => {
    expect(MAILBOX_POLL_MINUTES).toBe(3);
  });

  it('an IMAP_URL that cannot be read: its error, and no promise that a retry mends it', () => {
    const text = incomingMailText({
      ...working,
      server: null,
      lastScanAt: null,
      lastError: 'IMAP_URL is not a valid mailbox address: use imap://…',
    });
    expect(text.connection).toBe('Configured');
    expect(text.failure).toEqual({
      message: 'IMAP_URL is not a valid mailbox address: use imap://…',
      retry: null,
    });
  });

  it('a failure a later scan overcame is no alert, only a note', () => {
    const text = incomingMailText({
      ...working,
      lastError: 'timed out',
      lastErrorAt: '2026-11-25T14:00:00.000Z',
    });
    expect(text.failure).toBeNull();
    expect(text.earlierError).toBe(
      `Earlier error (${when('2026-11-25T14:00:00.000Z')}), scans have worked since: timed out`,
    );
  });

  it('the messages left out, newest first, each with its reason', () => {
    const text = incomingMailText({
      ...working,
      recentSkips: [
        { uid: 42, reason: 'Too large: 31.0 MB (the limit is 25 MB)', at: '2026-11-25T14:30:00.000Z' },
        { uid: 7, reason: 'Malformed message: no sender address' },
      ],
    });
    expect(text.skipsTitle).toBe('Messages left out (2)');
    expect(text.skips.map(({ reason, detail }) => ({ reason, detail }))).toEqual([
      {
        reason: 'Too large: 31.0 MB (the limit is 25 MB)',
        detail: 'Message UID 42 in the mailbox, left out Nov 25, 2026 9:30 AM',
      },
      { reason: 'Malformed message: no sender address', detail: 'Message UID 7 in the mailbox' },
    ]);
    expect(new Set(text.skips.map((s) => s.key)).size).toBe(2);
  });
});
