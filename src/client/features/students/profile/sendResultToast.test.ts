import { describe, expect, it } from 'vitest';
import type { TComposeResult } from '../../../../shared/schemas/email';
import { sendResultToast } from './sendResultToast';

const result = (mailConfigured: boolean): TComposeResult => ({
  success: true,
  message: mailConfigured
    ? 'Email queued for delivery'
    : 'Email saved but not sent: no mail server is configured (SMTP_URL)',
  email: { id: 4, name: 'Ann', email: 'ann@example.com', status: 'queued', statusText: 'Queued' },
  mailConfigured,
});

describe('sendResultToast', () => {
  it('says "Email Sent" and that it is queued when a mail server is configured', () => {
    const toast = sendResultToast(result(true));
    expect(toast.title).toBe('Email Sent');
    expect(toast.description).toMatch(/^Queued for delivery to ann@example.com\./);
    expect(toast.variant).toBeUndefined();
  });

  it('says the message was saved and not sent without a mail server', () => {
    const toast = sendResultToast(result(false));
    expect(toast.title).toBe('Email saved, not sent');
    expect(toast.description).toContain('no mail server is configured');
    expect(toast.variant).toBe('destructive');
  });
});
