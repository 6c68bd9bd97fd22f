import type { TBulkSendResult, TComposeResult, TOutboundStatus } from '../../../shared/schemas/email';
import type { ToastInput } from '../../lib/toast';

const emails = (n: number) => (n === 1 ? 'email' : `${n.toLocaleString()} emails`);

/**
 * The toast right after a compose: the message is queued (nothing is "sent" yet), or kept unsent
 * because there is no mail server. Never a claim of delivery.
 */
export function composeToast(result: TComposeResult): ToastInput {
  if (!result.mailConfigured) {
    return { title: 'Email not sent', description: result.message, variant: 'destructive' };
  }
  return {
    title: 'Email queued',
    description: `Queued for delivery to ${result.email.email}. It shows as sent once the mail server accepts it.`,
  };
}

/** The toast right after a template or bulk send, with the server's count. */
export function bulkToast(result: TBulkSendResult): ToastInput {
  if (!result.mailConfigured) {
    return {
      title: result.total === 1 ? 'Email not sent' : 'Emails not sent',
      description: result.message,
      variant: 'destructive',
    };
  }
  const one = result.total === 1;
  return {
    title: one ? 'Email queued' : `${emails(result.total)} queued`,
    description: `${result.message}. ${one ? 'It shows' : 'They show'} as sent once the mail server accepts ${
      one ? 'it' : 'them'
    }.`,
  };
}

export interface FollowedRow {
  status: TOutboundStatus;
  lastError: string | null;
}

/**
 * The toast once every followed message is settled: "Email sent successfully" only when the mail
 * server accepted them all; "Failed to send email" with the server's answer when any failed. Null
 * while any is still queued or sending (or when nothing is known yet).
 */
export function deliveryToast(rows: readonly FollowedRow[], to?: string): ToastInput | null {
  if (rows.length === 0 || rows.some((r) => r.status === 'queued' || r.status === 'sending')) return null;
  const failed = rows.filter((r) => r.status === 'failed');
  const sent = rows.filter((r) => r.status === 'sent').length;
  if (failed.length > 0) {
    const reason = failed[0]!.lastError ?? 'the mail server refused it';
    return {
      title: 'Failed to send email',
      description:
        rows.length === 1 ? reason : `${failed.length} of ${rows.length} failed (${sent} sent): ${reason}`,
      variant: 'destructive',
    };
  }
  if (sent < rows.length) return null;
  return {
    title: rows.length === 1 ? 'Email sent successfully' : `${emails(rows.length)} sent successfully`,
    description:
      rows.length === 1 && to
        ? `The mail server accepted the message to ${to}.`
        : 'The mail server accepted every message.',
  };
}
