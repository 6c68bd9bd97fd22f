import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, type TBulkSendResult, type TComposeResult } from '../../../shared/schemas/email';
import { bulkToast, composeToast, deliveryToast } from './deliveryOutcome';

const compose = (statusText: string, message: string): TComposeResult => ({
  success: true,
  message,
  email: { id: 1, name: null, email: 'jo@example.com', status: 'queued', statusText },
  mailConfigured: statusText !== EMAIL_MESSAGES.notConfigured,
});

const bulk = (total: number, mailConfigured: boolean, message: string): TBulkSendResult => ({
  success: true,
  message,
  total,
  totalQueued: total,
  totalSent: 0,
  mailConfigured,
  results: [],
});

describe('composeToast', () => {
  it('says queued, never sent, when a mail server is configured', () => {
    const t = composeToast(compose('Queued', 'Email queued for delivery'));
    expect(t.title).toBe('Email queued');
    expect(t.description).toContain('jo@example.com');
    expect(`${t.title} ${t.description}`).not.toMatch(/sent successfully|delivered/i);
    expect(t.variant).toBeUndefined();
  });

  it('says not sent, with the reason, without a mail server', () => {
    const message = 'Email saved but not sent: no mail server is configured (SMTP_URL)';
    expect(composeToast(compose(EMAIL_MESSAGES.notConfigured, message))).toEqual({
      title: 'Email not sent',
      description: message,
      variant: 'destructive',
    });
  });
});

describe('bulkToast', () => {
  it('counts what was queued', () => {
    expect(bulkToast(bulk(2, true, '2 e-mails queued for delivery'))).toEqual({
      title: '2 emails queued',
      description: '2 e-mails queued for delivery. They show as sent once the mail server accepts them.',
    });
    expect(bulkToast(bulk(1, true, '1 e-mail queued for delivery')).description).toContain(
      'It shows as sent',
    );
  });

  it('says not sent without a mail server', () => {
    expect(bulkToast(bulk(3, false, 'x')).title).toBe('Emails not sent');
    expect(bulkToast(bulk(1, false, 'x')).variant).toBe('destructive');
  });
});

describe('deliveryToast', () => {
  it('waits while any message is queued or sending', () => {
    expect(deliveryToast([])).toBeNull();
    expect(
      deliveryToast([
        { status: 'sent', lastError: null },
        { status: 'sending', lastError: null },
      ]),
    ).toBeNull();
  });

  it('says sent successfully only when the server accepted every message', () => {
    expect(deliveryToast([{ status: 'sent', lastError: null }], 'jo@example.com')).toEqual({
      title: 'Email sent successfully',
      description: 'The mail server accepted the message to jo@example.com.',
    });
    expect(
      deliveryToast([
        { status: 'sent', lastError: null },
        { status: 'sent', lastError: null },
      ])?.title,
    ).toBe('2 emails sent successfully');
  });

  it("reports a failure with the server's answer", () => {
    expect(deliveryToast([{ status: 'failed', lastError: '550 no such user' }])).toEqual({
      title: 'Failed to send email',
      description: '550 no such user',
      variant: 'destructive',
    });
    expect(
      deliveryToast([
        { status: 'sent', lastError: null },
        { status: 'failed', lastError: '550 no such user' },
      ])?.description,
    ).toBe('1 of 2 failed (1 sent): 550 no such user');
  });

  it('does not call a kept message sent', () => {
    expect(deliveryToast([{ status: 'kept', lastError: null }])).toBeNull();
  });
});
