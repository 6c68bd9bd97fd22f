import type { outboundEmails } from '../../db/schema';
import type { SecretBox } from '../auth/secret-box';
import { CLASS_REMINDER_KIND, PAYMENT_DUE_REMINDER_KIND } from './reminder-emails';
import { unsubscribeUrl } from './unsubscribe-link';

const REMINDER_KINDS = new Set([CLASS_REMINDER_KIND, PAYMENT_DUE_REMINDER_KIND]);

/**
 * The List-Unsubscribe header (RFC 2369) of a reminder, so mail programs offer their own "Unsubscribe"
 * button; it opens the same link as the one in the message. List-Unsubscribe-Post (RFC 8058) is not
 * sent: that POST comes form-encoded from the mail provider, which our JSON-only CSRF rule refuses.
 */
export function listUnsubscribeHeaders(box: SecretBox, origin: string) {
  return (email: typeof outboundEmails.$inferSelect): Record<string, string> =>
    REMINDER_KINDS.has(email.kind) && email.studentId !== null
      ? { 'List-Unsubscribe': `<${unsubscribeUrl(origin, box, email.studentId)}>` }
      : {};
}
