import { t } from '@lingui/core/macro';
import { PAYMENT_EMAIL_MESSAGES as M } from '../../../../shared/schemas/payment-emails';
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
