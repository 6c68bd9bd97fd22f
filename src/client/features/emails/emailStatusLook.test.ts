import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '../../../shared/schemas/email';
import { isPending, kindLabel, STATUS_FILTERS, statusDetail, statusLook } from './emailStatusLook';

describe('statusLook', () => {
  it('gives only a sent message the success badge', () => {
    expect(statusLook('sent')).toMatchObject({ label: 'Sent', color: 'success', variant: 'filled' });
    for (const status of ['queued', 'sending', 'failed', 'kept'] as const) {
      expect(statusLook(status).color).not.toBe('success');
      expect(statusLook(status).label).not.toBe('Sent');
    }
    expect(statusLook('failed').color).toBe('error');
  });
});

describe('statusDetail', () => {
  it("keeps the server's reason when the badge does not say it", () => {
    expect(statusDetail({ status: 'queued', statusText: EMAIL_MESSAGES.notConfigured })).toBe(
      'Not sent: no mail server is configured (SMTP_URL)',
    );
    expect(statusDetail({ status: 'failed', statusText: 'Failed: 550 mailbox unavailable' })).toBe(
      'Failed: 550 mailbox unavailable',
    );
  });

  it('says nothing more when the text is the badge', () => {
    expect(statusDetail({ status: 'sent', statusText: 'Sent' })).toBeNull();
    expect(statusDetail({ status: 'queued', statusText: 'queued' })).toBeNull();
    expect(statusDetail({ status: 'queued', statusText: '  ' })).toBeNull();
  });
});

describe('isPending', () => {
  it('is true until the message is sent or failed', () => {
    expect(isPending('queued')).toBe(true);
    expect(isPending('sending')).toBe(true);
    expect(isPending('sent')).toBe(false);
    expect(isPending('failed')).toBe(false);
    expect(isPending('kept')).toBe(false);
  });
});

describe('STATUS_FILTERS', () => {
  it("offers the server's filters with words", () => {
    expect(STATUS_FILTERS.map((f) => f.value)).toEqual(['all', 'queued', 'sending', 'sent', 'failed']);
    expect(STATUS_FILTERS[0]!.label).toBe('All statuses');
    expect(STATUS_FILTERS.find((f) => f.value === 'sent')!.label).toBe('Sent');
  });
});

describe('kindLabel', () => {
  it('names the known kinds and spells out the others', () => {
    expect(kindLabel('admin_compose')).toBe('Composed');
    expect(kindLabel('template')).toBe('Template');
    expect(kindLabel('password_reset')).toBe('Password reset');
    expect(kindLabel('invoice_sent')).toBe('Invoice sent');
    expect(kindLabel('')).toBe('Email');
  });
});
