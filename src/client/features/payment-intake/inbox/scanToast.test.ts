import { describe, expect, it } from 'vitest';
import { scanDoneToast, scanFailedToast } from './scanToast';

describe('scan toasts', () => {
  it('says what the scan found in the spec words', () => {
    expect(scanDoneToast({ newPayments: 2, emailsProcessed: 7 })).toEqual({
      title: 'Email Scan Complete',
      description: 'Found 2 new payments from 7 emails',
    });
  });

  it("shows the server's message when the scan fails", () => {
    expect(scanFailedToast(new Error('The mailbox is not configured (IMAP_URL is not set)'))).toEqual({
      title: 'Email Scan Failed',
      description: 'The mailbox is not configured (IMAP_URL is not set)',
      variant: 'destructive',
    });
  });

  it('falls back to the spec sentence when there is no message', () => {
    expect(scanFailedToast(undefined).description).toBe('Could not scan emails. Please try again.');
    expect(scanFailedToast(new Error('')).description).toBe('Could not scan emails. Please try again.');
  });
});
