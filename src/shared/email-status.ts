/**
 * An outgoing e-mail's status in words (design §3 "Truthful status"): "Sent" only when the mail server
 * accepted it; otherwise what is true now, with the reason.
 */
import { type Described, en, englishOf, msg } from './i18n/msg';
import { EMAIL_MESSAGES, type TOutboundStatus } from './schemas/email';

export function emailStatusText(
  email: { status: TOutboundStatus; lastError: string | null },
  mailConfigured: boolean,
): string {
  switch (email.status) {
    case 'sent':
      return en('Sent');
    case 'failed':
      return englishOf(failed(email.lastError ?? en('the mail server refused it')));
    case 'sending':
      return en('Sending');
    case 'kept':
      // A message held back says why ("Not sent: the password in it no longer works …").
      return email.lastError ?? en('Not sent');
    default:
      if (!mailConfigured) return EMAIL_MESSAGES.notConfigured;
      return email.lastError ? englishOf(retrying(email.lastError)) : en('Queued');
  }
}

const failed = (reason: string) => msg('Failed: {reason}', { reason });
const retrying = (reason: string) => msg('Queued: will try again ({reason})', { reason });

/**
 * A status text as the reader's words (issue 33): the fixed ones are catalogue texts; "Failed: …" and
 * "Queued: will try again (…)" keep the mail server's own reason, which no catalogue can hold.
 */
export function describedStatusText(text: string): Described | string {
  if (text.startsWith('Failed: ')) return failed(text.slice('Failed: '.length));
  const retry = /^Queued: will try again \((.*)\)$/su.exec(text);
  return retry ? retrying(retry[1]!) : text;
}
