/**
 * An outgoing e-mail's status in words (design §3 "Truthful status"): "Sent" only when the mail server
 * accepted it; otherwise what is true now, with the reason.
 */
import { en } from './i18n/msg';
import { EMAIL_MESSAGES, type TOutboundStatus } from './schemas/email';

export function emailStatusText(
  email: { status: TOutboundStatus; lastError: string | null },
  mailConfigured: boolean,
): string {
  switch (email.status) {
    case 'sent':
      return en('Sent');
    case 'failed':
      return `Failed: ${email.lastError ?? 'the mail server refused it'}`;
    case 'sending':
      return en('Sending');
    case 'kept':
      // A message held back says why ("Not sent: the password in it no longer works …").
      return email.lastError ?? en('Not sent');
    default:
      if (!mailConfigured) return EMAIL_MESSAGES.notConfigured;
      return email.lastError ? `Queued: will try again (${email.lastError})` : en('Queued');
  }
}
