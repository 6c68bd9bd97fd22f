import { formatMoney } from '../../../../shared/money';
import {
  PAYMENT_EMAIL_MESSAGES as M,
  type TRecordPastedResult,
  type TVerifyPaymentResult,
} from '../../../../shared/schemas/payment-emails';
import type { ToastInput } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

const failed = (title: string, description?: string): ToastInput => ({
  title,
  ...(description ? { description } : {}),
  variant: 'destructive',
});

/** Spec 03 §5, single mode: no request is made without content and sender. */
export const MISSING_INFORMATION_TOAST = failed(
  'Missing information',
  'Please provide both email content and sender email',
);

/** Spec 03 §5, bulk mode: what is wrong with the pasted JSON. */
export const invalidFormatToast = (problem: string): ToastInput => failed(M.invalidFormat, problem);

/**
 * What Check Payment's answer calls for: a failure toast, or none when the notice was read (the panel
 * then shows it for the administrator to confirm).
 */
export function verifyToast(result: TVerifyPaymentResult): ToastInput | null {
  const reasons = result.reasons.join('; ') || undefined;
  if (result.success && result.paymentData) return null;
  if (result.error === M.noPaymentData) return failed(M.noPaymentData, reasons);
  if (result.securityCheck === 'FAILED' && result.error === M.securityFailed)
    return failed(M.securityFailed, reasons);
  return failed('Payment validation failed', result.error ?? reasons);
}

/** Check Payment's request itself failed (refused input, server down). */
export const verifyFailedToast = (error: unknown): ToastInput =>
  failed('Payment validation failed', errorMessage(error, 'Could not check this e-mail. Please try again.'));

/**
 * Record Payment done: the confirmation e-mail is only queued when the setting asks for one (never
 * "sent"); the same notice recorded before says so in the server's words and records nothing new.
 */
export function pastedRecordedToast(result: TRecordPastedResult): ToastInput {
  const what = `${formatMoney(result.amount)} for ${result.studentName}`;
  if (!result.created)
    return { title: result.message, description: `${what}: nothing new was recorded.`, variant: 'warning' };
  return {
    title: `Payment processed successfully${result.confirmationQueued ? ' (confirmation email queued)' : ''}`,
    description: `${what}, recorded as unverified (pasted text).`,
  };
}

export const processingFailedToast = (error: unknown): ToastInput =>
  failed('Processing failed', errorMessage(error, 'Failed to record payment'));

export const bulkFailedToast = (error: unknown): ToastInput =>
  failed('Bulk processing failed', errorMessage(error, 'Failed to process the e-mails'));

/** The review list's Record for Student. */
export const reviewRecordedToast = (amount: string, payerName: string | null): ToastInput => ({
  title: 'Payment Recorded',
  description: `${formatMoney(amount)}${payerName ? ` from ${payerName}` : ''} is recorded for the student you picked.`,
});

export const DISMISSED_TOAST: ToastInput = {
  title: 'Payment e-mail dismissed',
  description: 'Nothing was recorded.',
};

/** A review-list action failed: "Error" with the server's message. */
export const reviewErrorToast = (error: unknown, fallback: string): ToastInput =>
  failed('Error', errorMessage(error, fallback));
