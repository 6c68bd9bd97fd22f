import type { outboundEmails } from '../../db/schema';
import type { SecretBox } from '../../kernel/secret-box';
import { CLASS_REMINDER_KIND, PAYMENT_DUE_REMINDER_KIND } from './reminder-emails';
import { unsubscribeUrl } from './unsubscribe-link';

const REMINDER_KINDS = new Set([CLASS_REMINDER_KIND, PAYMENT_DUE_REMINDER_KIND]);

/**
 * The List-Unsubscribe headers of a reminder (RFC 2369 and RFC 8058), so mail programs offer their own
 * "Unsubscribe" button: the provider POSTs `List-Unsubscribe=One-Click` to the same signed link the
 * message carries (unsubscribe.rest.ts answers it).
 */
export function listUnsubscribeHeaders(box: SecretBox, origin: string) {
  return (email: typeof outboundEmails.$inferSelect): Record<string, string> =>
    REMINDER_KINDS.has(email.kind) && email.studentId !== null
      ? {
          'List-Unsubscribe': `<${unsubscribeUrl(origin, box, email.studentId)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {};
}
