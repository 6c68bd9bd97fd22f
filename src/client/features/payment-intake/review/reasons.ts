import { PAYMENT_EMAIL_MESSAGES as M } from '../../../../shared/schemas/payment-emails';

/** The server's words send the administrator to the review list; on these screens the picker is right here. */
const HERE: Record<string, string> = {
  [M.noStudent]: 'No student matches this payer: pick the student below',
  [M.ambiguous]: 'More than one student matches this payer: pick the student below',
};

/** The decision-009 notice on every pasted reading ("Pasted text has no signature to check: …"). */
const UNSIGNED = /no signature to check/i;

/**
 * A reading's reasons, split so the unverified-text warning can be shown on its own, prominently; the
 * rest as the server wrote them, except the review-list hints, which point below instead.
 */
export function splitReasons(reasons: readonly string[]): {
  unsignedNotice: string | null;
  others: string[];
} {
  const unsignedNotice = reasons.find((r) => UNSIGNED.test(r)) ?? null;
  const others = reasons.filter((r) => r !== unsignedNotice).map((r) => HERE[r] ?? r);
  return { unsignedNotice, others };
}
