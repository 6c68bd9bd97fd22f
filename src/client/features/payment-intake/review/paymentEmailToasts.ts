import { t } from '@lingui/core/macro';
import { formatMoney } from '../../../../shared/money';
import {
  PAYMENT_EMAIL_MESSAGES as M,
  type TRecordPastedResult,
  type TVerifyPaymentResult,
} from '../../../../shared/schemas/payment-emails';
import { tr } from '../../../i18n/tr';
import type { ToastInput } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { shownReason, shownReasons } from './reasons';

const failed = (title: string, description?: string): ToastInput => ({
  title,
  ...(description ? { description } : {}),
  variant: 'destructive',
});

/** Spec 03 §5, single mode: no request is made without content and sender. Read when shown, in the page's language. */
export const MISSING_INFORMATION_TOAST: ToastInput = {
  get title() {
    return t`Missing information`;
  },
  get description() {
    return t`Please provide both email content and sender email`;
  },
  variant: 'destructive',
};

/** Spec 03 §5, bulk mode: what is wrong with the pasted JSON. */
export const invalidFormatToast = (problem: string): ToastInput => failed(tr(M.invalidFormat), problem);

/**
 * What Check Payment's answer calls for: a failure toast, or none when the notice was read (the panel
 * then shows it for the administrator to confirm).
 */
export function verifyToast(result: TVerifyPaymentResult): ToastInput | null {
  const reasons = result.reasons.map((r) => shownReason(r)).join('; ') || undefined;
  if (result.success && result.paymentData) return null;
  if (result.error === M.noPaymentData || result.error === tr(M.noPaymentData))
    return failed(tr(M.noPaymentData), reasons);
  if (
    result.securityCheck === 'FAILED' &&
    (result.error === M.securityFailed || result.error === tr(M.securityFailed))
  )
    return failed(tr(M.securityFailed), reasons);
  const error = result.error;
  return failed(t`Payment validation failed`, error === null ? reasons : shownReasons(error));
}

/** Check Payment's request itself failed (refused input, server down). */
export const verifyFailedToast = (error: unknown): ToastInput =>
  failed(
    t`Payment validation failed`,
    errorMessage(error, t`Could not check this e-mail. Please try again.`),
  );

/**
 * Record Payment done: the confirmation e-mail is only queued when the setting asks for one (never
 * "sent"); the same notice recorded before says so in the server's words and records nothing new.
 */
export function pastedRecordedToast(result: TRecordPastedResult): ToastInput {
  const amount = formatMoney(result.amount);
  const studentName = result.studentName;
  if (!result.created)
    return {
      title: result.message,
      description: t`${amount} for ${studentName}: nothing new was recorded.`,
      variant: 'warning',
    };
  return {
    title: result.confirmationQueued
      ? t`Payment processed successfully (confirmation email queued)`
      : t`Payment processed successfully`,
    description: t`${amount} for ${studentName}, recorded as unverified (pasted text).`,
  };
}

export const processingFailedToast = (error: unknown): ToastInput =>
  failed(t`Processing failed`, errorMessage(error, t`Failed to record payment`));

export const bulkFailedToast = (error: unknown): ToastInput =>
  failed(t`Bulk processing failed`, errorMessage(error, t`Failed to process the e-mails`));

/** The review list's Record for Student. */
export const reviewRecordedToast = (amount: string, payerName: string | null): ToastInput => {
  const money = formatMoney(amount);
  return {
    title: t`Payment Recorded`,
    description: payerName
      ? t`${money} from ${payerName} is recorded for the student you picked.`
      : t`${money} is recorded for the student you picked.`,
  };
};

/** Read when shown, in the page's language. */
export const DISMISSED_TOAST: ToastInput = {
  get title() {
    return t`Payment e-mail dismissed`;
  },
  get description() {
    return t`Nothing was recorded.`;
  },
};

/** A review-list action failed: "Error" with the server's message. */
export const reviewErrorToast = (error: unknown, fallback: string): ToastInput =>
  failed(t`Error`, errorMessage(error, fallback));
