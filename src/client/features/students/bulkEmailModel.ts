import { t } from '@lingui/core/macro';
import { fillPlaceholders, splitName } from '../../../shared/email-placeholders';
import {
  EMAIL_MESSAGES,
  MAX_RECIPIENTS_PER_SEND,
  type TBulkSendResult,
  type TOutboundStatus,
  type TQueuedEmail,
  ZBulkEmailInput,
} from '../../../shared/schemas/email';
import { tr } from '../../i18n/tr';
import type { ToastInput } from '../../lib/toast';
import { statusDetail } from '../emails/emailStatusLook';

/** Who the preview is written to while no recipient is ticked. */
export const sampleName = (): string => t`Jane Doe`;

/** One spelling per address: the server sends once per address, whatever its case. */
export const recipientKey = (email: string): string => email.trim().toLowerCase();

/** Each address once (the first name given for it), in the order given. */
export function uniqueRecipients<R extends { email: string }>(recipients: readonly R[]): R[] {
  const seen = new Set<string>();
  return recipients.filter((r) => {
    const key = recipientKey(r.email);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The draft as one recipient would read it: their name (and e-mail) in the name placeholders,
 * `{{student_name}}` included. Other placeholders stay as written; the server fills them per student.
 */
export function previewFor(text: string, sample: { name: string; email?: string }): string {
  const { firstName, lastName } = splitName(sample.name);
  return fillPlaceholders(text, {
    studentName: sample.name,
    fullName: sample.name,
    firstName,
    lastName,
    email: sample.email,
  }).text;
}

export interface BulkDraft {
  recipients: { email: string; name: string }[];
  subject: string;
  body: string;
}

/** Why the draft cannot be sent (the spec's messages first), or null when it can. */
export function bulkDraftProblem(draft: BulkDraft): string | null {
  if (draft.recipients.length === 0) return tr(EMAIL_MESSAGES.selectRecipients);
  if (draft.subject.trim() === '' || draft.body.trim() === '')
    return tr(EMAIL_MESSAGES.fillSubjectAndMessage);
  if (draft.recipients.length > MAX_RECIPIENTS_PER_SEND) return tr(EMAIL_MESSAGES.tooManyRecipients);
  const parsed = ZBulkEmailInput.safeParse(draft);
  return parsed.success ? null : tr(parsed.error.issues[0]?.message ?? EMAIL_MESSAGES.fillSubjectAndMessage);
}

/** What a recipient's row says now: the server's status, "Not sent" when there is no mail server. */
export interface BulkResultRow {
  id: number;
  name: string;
  email: string;
  status: TOutboundStatus;
  /** What the status word alone does not say: a failure's answer, or why it is being retried. */
  detail: string | null;
}

interface FollowedStatus {
  id: number;
  status: TOutboundStatus;
  statusText: string;
}

/** The send's answer brought up to date with what the delivery follower has seen since. */
export function bulkResultRows(
  result: TBulkSendResult,
  followed: readonly FollowedStatus[] | undefined,
): BulkResultRow[] {
  const latest = new Map(followed?.map((r) => [r.id, r]));
  return result.results.map((r: TQueuedEmail) => {
    const now = latest.get(r.id) ?? r;
    const status: TOutboundStatus = !result.mailConfigured && now.status === 'queued' ? 'kept' : now.status;
    return {
      id: r.id,
      name: r.name ?? r.email,
      email: r.email,
      status,
      // Without a mail server every row would repeat the same reason: the results say it once.
      detail: status === 'kept' ? null : statusDetail({ status, statusText: now.statusText }),
    };
  });
}

export interface BulkCounts {
  total: number;
  sent: number;
  failed: number;
  /** Queued or being handed to the mail server. */
  waiting: number;
  notSent: number;
}

export function countBulkResults(rows: readonly { status: TOutboundStatus }[]): BulkCounts {
  const counts: BulkCounts = { total: rows.length, sent: 0, failed: 0, waiting: 0, notSent: 0 };
  for (const { status } of rows) {
    if (status === 'sent') counts.sent++;
    else if (status === 'failed') counts.failed++;
    else if (status === 'kept') counts.notSent++;
    else counts.waiting++;
  }
  return counts;
}

/** "Sent: 3 · Failed: 1", with what is still queued or was not sent when there is any. */
export function countsLine(c: BulkCounts): string {
  const sent = c.sent.toLocaleString();
  const failed = c.failed.toLocaleString();
  const waiting = c.waiting.toLocaleString();
  const notSent = c.notSent.toLocaleString();
  const parts = [t`Sent: ${sent}`, t`Failed: ${failed}`];
  if (c.waiting > 0) parts.push(t`Queued: ${waiting}`);
  if (c.notSent > 0) parts.push(t`Not sent: ${notSent}`);
  return parts.join(' · ');
}

/**
 * The toast right after the send: "Bulk email completed" with what the mail server has really
 * accepted so far out of the total (nothing yet, at first: the rest is queued). Without a mail server
 * nothing goes out, and it says so.
 */
export function bulkSentToast(result: TBulkSendResult): ToastInput {
  if (!result.mailConfigured) {
    return { title: t`Failed to send bulk email`, description: result.message, variant: 'destructive' };
  }
  const sent = result.totalSent.toLocaleString();
  const total = result.total.toLocaleString();
  const waiting = (result.total - result.totalSent).toLocaleString();
  return {
    title: t`Bulk email completed`,
    description:
      result.total - result.totalSent > 0
        ? t`${sent}/${total} sent, ${waiting} queued for delivery. They show as sent once the mail server accepts them.`
        : t`${sent}/${total} sent.`,
  };
}
