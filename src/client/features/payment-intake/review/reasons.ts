import { t } from '@lingui/core/macro';
import {
  describedPaymentReason,
  PAYMENT_EMAIL_MESSAGES as M,
} from '../../../../shared/schemas/payment-emails';
import { tr } from '../../../i18n/tr';

/** The server's words send the administrator to the review list; on these screens the picker is right here. */
function here(reason: string): string | undefined {
  if (reason === M.noStudent || reason === tr(M.noStudent))
    return t`No student matches this payer: pick the student below`;
  if (reason === M.ambiguous || reason === tr(M.ambiguous))
    return t`More than one student matches this payer: pick the student below`;
  return undefined;
}

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
  const others = reasons.filter((r) => r !== unsignedNotice).map((r) => here(r) ?? r);
  return { unsignedNotice, others };
}

/** PAYMENT_EMAIL_MESSAGES.otherCurrency's English, its two currency codes. */
/**
 * One of the server's reasons or notes, as the administrator reads it: the server keeps them in English
 * (they are stored on the e-mail and said by the REST API), so a fixed one is shown from the catalogue in
 * the page's language. One that quotes the e-mail (an amount, an address, a domain) stays as written.
 * Match on the English (UNSIGNED, here()) before calling this.
 */
export function shownReason(reason: string): string {
  return tr(describedPaymentReason(reason));
}

/** Reasons the server joined with "; " (a Process All error), each as the administrator reads it. */
export function shownReasons(text: string): string {
  const whole = shownReason(text);
  if (whole !== text) return whole;
  return text
    .split('; ')
    .map((reason) => shownReason(reason))
    .join('; ');
}
