import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, MAX_RECIPIENTS_PER_SEND, type TBulkSendResult } from '../../../shared/schemas/email';
import {
  bulkDraftProblem,
  bulkResultRows,
  bulkSentToast,
  countBulkResults,
  countsLine,
  previewFor,
  recipientKey,
  uniqueRecipients,
} from './bulkEmailModel';

const jo = { email: 'jo@example.com', name: 'Jo Park' };

const sendResult = (mailConfigured: boolean): TBulkSendResult => ({
  success: true,
  message: mailConfigured
    ? '2 e-mails queued for delivery'
    : '2 e-mails saved but not sent: no mail server is configured (SMTP_URL)',
  total: 2,
  totalQueued: 2,
  totalSent: 0,
  mailConfigured,
  results: [
    { id: 1, name: 'Jo Park', email: 'jo@example.com', status: 'queued', statusText: 'Queued' },
    { id: 2, name: null, email: 'sam@example.com', status: 'queued', statusText: 'Queued' },
  ],
});

describe('previewFor', () => {
  it('puts the sample name in {{student_name}} in any spelling', () => {
    expect(previewFor('Hi {{student_name}}, {{ studentName }}!', { name: 'Jane Doe' })).toBe(
      'Hi Jane Doe, Jane Doe!',
    );
    expect(previewFor('{{firstName}} / {{lastName}} / {{email}}', jo)).toBe('Jo / Park / jo@example.com');
  });

  it('leaves the placeholders the server fills as written', () => {
    expect(previewFor('Owed {{credits}} at {{businessName}}', jo)).toBe(
      'Owed {{credits}} at {{businessName}}',
    );
  });
});

describe('bulkDraftProblem', () => {
  it("gives the spec's messages in order", () => {
    expect(bulkDraftProblem({ recipients: [], subject: 'a', body: 'b' })).toBe(
      EMAIL_MESSAGES.selectRecipients,
    );
    expect(bulkDraftProblem({ recipients: [jo], subject: ' ', body: 'b' })).toBe(
      EMAIL_MESSAGES.fillSubjectAndMessage,
    );
    expect(bulkDraftProblem({ recipients: [jo], subject: 'a', body: '' })).toBe(
      EMAIL_MESSAGES.fillSubjectAndMessage,
    );
    expect(bulkDraftProblem({ recipients: [jo], subject: 'Hello', body: 'Hi {{student_name}}' })).toBeNull();
  });

  it('refuses more than one send may carry, and what the server would refuse', () => {
    const many = Array.from({ length: MAX_RECIPIENTS_PER_SEND + 1 }, (_, i) => ({
      email: `s${i}@example.com`,
      name: `S ${i}`,
    }));
    expect(bulkDraftProblem({ recipients: many, subject: 'a', body: 'b' })).toBe(
      EMAIL_MESSAGES.tooManyRecipients,
    );
    expect(bulkDraftProblem({ recipients: [jo], subject: 'a', body: 'Your {{password}}' })).toMatch(
      /never sent/,
    );
  });
});

describe('recipientKey and uniqueRecipients', () => {
  it('ignores case and spaces', () => {
    expect(recipientKey(' Jo@Example.com ')).toBe('jo@example.com');
  });

  it('keeps each address once, first name first', () => {
    expect(
      uniqueRecipients([jo, { email: 'JO@example.com', name: 'Other' }, { email: 'sam@x.io', name: 'Sam' }]),
    ).toEqual([jo, { email: 'sam@x.io', name: 'Sam' }]);
  });
});

describe('bulkResultRows', () => {
  it('shows each recipient as the follower last saw them', () => {
    const rows = bulkResultRows(sendResult(true), [
      { id: 1, status: 'sent', statusText: 'Sent' },
      { id: 2, status: 'failed', statusText: 'Failed: 550 no such user' },
    ]);
    expect(rows).toEqual([
      { id: 1, name: 'Jo Park', email: 'jo@example.com', status: 'sent', detail: null },
      {
        id: 2,
        name: 'sam@example.com',
        email: 'sam@example.com',
        status: 'failed',
        detail: 'Failed: 550 no such user',
      },
    ]);
  });

  it('says why a queued message is being retried', () => {
    const rows = bulkResultRows(sendResult(true), [
      { id: 1, status: 'queued', statusText: 'Queued: will try again (ECONNREFUSED)' },
    ]);
    expect(rows[0]!.detail).toBe('Queued: will try again (ECONNREFUSED)');
    expect(rows[1]!.detail).toBeNull();
  });

  it('keeps queued until the follower says otherwise, and says not sent without a mail server', () => {
    expect(bulkResultRows(sendResult(true), undefined).map((r) => r.status)).toEqual(['queued', 'queued']);
    expect(bulkResultRows(sendResult(false), undefined).map((r) => r.status)).toEqual(['kept', 'kept']);
  });
});

describe('countBulkResults and countsLine', () => {
  it('counts only what the mail server accepted as sent', () => {
    const counts = countBulkResults([
      { status: 'sent' },
      { status: 'failed' },
      { status: 'queued' },
      { status: 'sending' },
    ]);
    expect(counts).toEqual({ total: 4, sent: 1, failed: 1, waiting: 2, notSent: 0 });
    expect(countsLine(counts)).toBe('Sent: 1 · Failed: 1 · Queued: 2');
    expect(countsLine(countBulkResults([{ status: 'kept' }]))).toBe('Sent: 0 · Failed: 0 · Not sent: 1');
  });
});

describe('bulkSentToast', () => {
  it('says what is sent of the total, and that the rest is queued', () => {
    expect(bulkSentToast(sendResult(true))).toEqual({
      title: 'Bulk email completed',
      description: '0/2 sent, 2 queued for delivery. They show as sent once the mail server accepts them.',
    });
  });

  it('says it failed without a mail server', () => {
    const toast = bulkSentToast(sendResult(false));
    expect(toast.title).toBe('Failed to send bulk email');
    expect(toast.variant).toBe('destructive');
    expect(toast.description).toContain('no mail server');
  });
});
