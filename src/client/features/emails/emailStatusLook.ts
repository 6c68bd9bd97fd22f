import type { TOutboundStatus } from '../../../shared/schemas/email';
import { SENT_STATUS_FILTERS } from '../../../shared/schemas/email';

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
const LOOK: Record<TOutboundStatus, StatusLook> = {
  sent: { label: 'Sent', color: 'success', variant: 'filled' },
  queued: { label: 'Queued', color: 'warning', variant: 'outlined' },
  sending: { label: 'Sending', color: 'info', variant: 'outlined' },
  failed: { label: 'Failed', color: 'error', variant: 'outlined' },
  kept: { label: 'Not sent', color: 'default', variant: 'outlined' },
};

export const statusLook = (status: TOutboundStatus): StatusLook =>
  LOOK[status] ?? { label: status, color: 'default', variant: 'outlined' };

/** Still on its way: the list and the follower look again until it is sent or failed. */
export const isPending = (status: TOutboundStatus): boolean => status === 'queued' || status === 'sending';

/**
 * What the badge does not say: the server's status text ("Not sent: no mail server is configured
 * (SMTP_URL)", "Failed: 550 …") when it says more than the badge's word; null when it is the same.
 */
export function statusDetail(email: { status: TOutboundStatus; statusText: string }): string | null {
  const text = email.statusText.trim();
  if (text === '' || text.toLowerCase() === statusLook(email.status).label.toLowerCase()) return null;
  return text;
}

/** The Sent Emails status filter, in the server's order. */
export const STATUS_FILTERS: readonly { value: SentStatusFilter; label: string }[] = SENT_STATUS_FILTERS.map(
  (value) => ({ value, label: value === 'all' ? 'All statuses' : statusLook(value).label }),
);

const KIND_LABELS: Readonly<Record<string, string>> = {
  admin_compose: 'Composed',
  admin_bulk: 'Bulk',
  template: 'Template',
  temporary_password: 'Welcome (temporary password)',
  password_reset: 'Password reset',
  booking_confirmation: 'Booking confirmation',
  booking_cancelled: 'Booking cancelled',
  class_notification: 'Class notification',
};

/** "Composed", "Password reset", or a system kind in words ("invoice_sent" → "Invoice sent"). */
export function kindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Email';
}
