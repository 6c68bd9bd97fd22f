import { t } from '@lingui/core/macro';
import { describedStatusText } from '../../../shared/email-status';
import type { TOutboundStatus } from '../../../shared/schemas/email';
import { SENT_STATUS_FILTERS } from '../../../shared/schemas/email';
import { tr } from '../../i18n/tr';

export type SentStatusFilter = (typeof SENT_STATUS_FILTERS)[number];

export interface StatusLook {
  label: string;
  color: 'success' | 'warning' | 'info' | 'error' | 'default';
  variant: 'filled' | 'outlined';
}

/**
 * The badge of an outgoing message (spec 03 §4: the delivered one is the default badge, anything else
 * secondary). "Sent" only when the mail server accepted it (design §3 "Truthful status").
 */
export function statusLook(status: TOutboundStatus): StatusLook {
  switch (status) {
    case 'sent':
      return { label: t`Sent`, color: 'success', variant: 'filled' };
    case 'queued':
      return { label: t`Queued`, color: 'warning', variant: 'outlined' };
    case 'sending':
      return { label: t`Sending`, color: 'info', variant: 'outlined' };
    case 'failed':
      return { label: t`Failed`, color: 'error', variant: 'outlined' };
    case 'kept':
      return { label: t`Not sent`, color: 'default', variant: 'outlined' };
    default:
      return { label: status, color: 'default', variant: 'outlined' };
  }
}

/** Still on its way: the list and the follower look again until it is sent or failed. */
export const isPending = (status: TOutboundStatus): boolean => status === 'queued' || status === 'sending';

/**
 * What the badge does not say: the server's status text ("Not sent: no mail server is configured
 * (SMTP_URL)", "Failed: 550 …") when it says more than the badge's word; null when it is the same.
 */
export function statusDetail(email: { status: TOutboundStatus; statusText: string }): string | null {
  // In the page's language, like the badge it is compared with.
  const text = tr(describedStatusText(email.statusText.trim()));
  if (text === '' || text.toLowerCase() === statusLook(email.status).label.toLowerCase()) return null;
  return text;
}

/**
 * The Sent Emails status filter, in the server's order. Each label is read when it is shown (a getter),
 * so it is in the page's language.
 */
export const STATUS_FILTERS: readonly { value: SentStatusFilter; readonly label: string }[] =
  SENT_STATUS_FILTERS.map((value) => ({
    value,
    get label() {
      return value === 'all' ? t`All statuses` : statusLook(value).label;
    },
  }));

function knownKindLabel(kind: string): string | undefined {
  switch (kind) {
    case 'admin_compose':
      return t`Composed`;
    case 'admin_bulk':
      return t`Bulk`;
    case 'template':
      return t`Template`;
    case 'temporary_password':
      return t`Welcome (temporary password)`;
    case 'password_reset':
      return t`Password reset`;
    case 'booking_confirmation':
      return t`Booking confirmation`;
    case 'booking_cancelled':
      return t`Booking cancelled`;
    case 'class_notification':
      return t`Class notification`;
    case 'class_cancelled':
      return t`Class cancelled`;
    case 'class_reminder':
      return t`Class reminder`;
    case 'payment_due_reminder':
      return t`Payment due reminder`;
    case 'payment_due':
      return t`Payment due`;
    case 'payment_confirmation':
      return t`Payment confirmation`;
    case 'purchase_confirmation':
      return t`Purchase confirmation`;
    case 'refund_notification':
      return t`Refund notification`;
    case 'pass_expiring':
      return t`Pass expiring`;
    case 'membership_renewed':
      return t`Membership renewed`;
    case 'login_invitation':
      return t`Login invitation`;
    case 'waitlist_update':
      return t`Waitlist update`;
    case 'invoice':
      return t`Invoice`;
    case 'invoice_sent':
      return t`Invoice sent`;
    default:
      return undefined;
  }
}

/** "Composed", "Password reset", or another system kind in words ("invoice_sent" → "Invoice sent"). */
export function kindLabel(kind: string): string {
  const known = knownKindLabel(kind);
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : t`Email`;
}
