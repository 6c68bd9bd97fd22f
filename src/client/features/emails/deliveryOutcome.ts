import { plural, t } from '@lingui/core/macro';
import type { TBulkSendResult, TComposeResult, TOutboundStatus } from '../../../shared/schemas/email';
import type { ToastInput } from '../../lib/toast';

/**
 * The toast right after a compose: the message is queued (nothing is "sent" yet), or kept unsent
 * because there is no mail server. Never a claim of delivery.
 */
export function composeToast(result: TComposeResult): ToastInput {
  if (!result.mailConfigured) {
    return { title: t`Email not sent`, description: result.message, variant: 'destructive' };
  }
  const to = result.email.email;
  return {
    title: t`Email queued`,
    description: t`Queued for delivery to ${to}. It shows as sent once the mail server accepts it.`,
  };
}

/** The toast right after a template or bulk send, with the server's count. */
export function bulkToast(result: TBulkSendResult): ToastInput {
  if (!result.mailConfigured) {
    return {
      title: result.total === 1 ? t`Email not sent` : t`Emails not sent`,
      description: result.message,
      variant: 'destructive',
    };
  }
  const total = result.total;
  const message = result.message;
  if (total === 1) {
    return {
      title: t`Email queued`,
      description: t`${message}. It shows as sent once the mail server accepts it.`,
    };
  }
  return {
    title: plural(total, { one: '# email queued', other: '# emails queued' }),
    description: t`${message}. They show as sent once the mail server accepts them.`,
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
    const reason = failed[0]!.lastError ?? t`the mail server refused it`;
    const failedCount = failed.length;
    const total = rows.length;
    return {
      title: t`Failed to send email`,
      description: total === 1 ? reason : t`${failedCount} of ${total} failed (${sent} sent): ${reason}`,
      variant: 'destructive',
    };
  }
  const total = rows.length;
  if (sent < total) return null;
  return {
    title:
      total === 1
        ? t`Email sent successfully`
        : plural(total, { one: '# email sent successfully', other: '# emails sent successfully' }),
    description:
      total === 1 && to
        ? t`The mail server accepted the message to ${to}.`
        : t`The mail server accepted every message.`,
  };
}
