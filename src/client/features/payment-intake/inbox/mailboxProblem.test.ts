import { describe, expect, it } from 'vitest';
import { mailboxProblem } from './mailboxProblem';

const fine = { configured: true, lastScanAt: '2026-11-25T09:00:00Z', lastError: null, lastErrorAt: null };

describe('mailboxProblem', () => {
  it('says nothing before the status arrives or while the mailbox is read', () => {
    expect(mailboxProblem(undefined)).toBeNull();
    expect(mailboxProblem(fine)).toBeNull();
  });

  it('says when no mailbox is configured', () => {
    expect(mailboxProblem({ ...fine, configured: false, lastScanAt: null })).toMatch(/IMAP_URL is not set/);
  });

  it('gives the last failure when no scan has worked since', () => {
    const failing = { ...fine, lastError: 'connection refused', lastErrorAt: '2026-11-25T09:05:00Z' };
    expect(mailboxProblem(failing)).toBe('The mailbox could not be read: connection refused');
    expect(mailboxProblem({ ...failing, lastScanAt: null })).toBe(
      'The mailbox could not be read: connection refused',
    );
    expect(mailboxProblem({ ...failing, lastErrorAt: null, lastScanAt: null })).toBe(
      'The mailbox could not be read: connection refused',
    );
  });

  it('forgets a failure a later scan has overcome', () => {
    expect(
      mailboxProblem({ ...fine, lastError: 'timed out', lastErrorAt: '2026-11-25T08:00:00Z' }),
    ).toBeNull();
  });
});
