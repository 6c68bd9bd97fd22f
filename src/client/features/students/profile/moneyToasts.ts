import { t } from '@lingui/core/macro';
import type { TRecordPaymentResult, TRefundResult } from '../../../../shared/schemas/billing';
import type { ToastInput } from '../../../lib/toast';

const failed = (title: string, description: string): ToastInput => ({
  title,
  description,
  variant: 'destructive',
});

/** The server's words, and that a confirmation e-mail is queued only when one was (queued, not sent). */
export const withConfirmationNote = (result: { message: string; confirmationQueued: boolean }): string => {
  if (!result.confirmationQueued) return result.message;
  const message = result.message.replace(/\.?$/, '.');
  return t`${message} A confirmation e-mail is queued for the student.`;
};

/**
 * A payment already recorded under this transaction ID: nothing was written, so a warning that names
 * the earlier payment (the server's words), never the green "recorded" toast.
 */
export const alreadyRecordedToast = (result: { message: string }): ToastInput => ({
  title: t`Already Recorded`,
  description: result.message,
  variant: 'warning',
});

/** `title` with the server's words ("Payment of $20.00 recorded"), or Already Recorded for a duplicate. */
export const paymentToast = (
  title: string,
  result: { created: boolean; message: string; confirmationQueued: boolean },
): ToastInput =>
  result.created ? { title, description: withConfirmationNote(result) } : alreadyRecordedToast(result);

/** "Payment Registered" with the server's words ("Payment of $20.00 recorded"). */
export const paymentRegisteredToast = (result: TRecordPaymentResult): ToastInput =>
  paymentToast(t`Payment Registered`, result);

export const registerPaymentFallback = (): string => t`Failed to register payment`;

/** "Error Registering Payment" with the server's message. */
export const registerPaymentFailedToast = (message: string): ToastInput =>
  failed(t`Error Registering Payment`, message);

/** "Charge Added" with the server's words ("A charge of 20.00 was added: Walk-in class attendance"). */
export const chargeAddedToast = (result: TRecordPaymentResult): ToastInput => ({
  title: t`Charge Added`,
  description: result.message,
});

/** The English of chargeFailedFallback() (what the unit tests read). */
export const CHARGE_FAILED_FALLBACK = 'Failed to add charge';

export const chargeFailedFallback = (): string => t`Failed to add charge`;

/** "Charge Failed" with the server's reason (a future date, an unknown student). */
export const chargeFailedToast = (message: string): ToastInput => failed(t`Charge Failed`, message);

/**
 * "Refund Processed": the server's words, and what happens to the notice: e-mailed when one was queued
 * and a mail server can send it; kept, and said so, when none is configured.
 */
export const refundProcessedToast = (
  result: Pick<TRefundResult, 'message'> & Partial<Pick<TRefundResult, 'emailQueued' | 'mailConfigured'>>,
): ToastInput => {
  const message = result.message;
  return {
    title: t`Refund Processed`,
    description: !result.emailQueued
      ? message
      : result.mailConfigured
        ? t`${message} The student will be emailed about the refund.`
        : t`${message} The refund e-mail cannot be sent: no mail server is configured (SMTP_URL).`,
  };
};

/** "Refund Failed"; its words are read in the page's language when the toast is shown. */
export const REFUND_FAILED_TOAST: ToastInput = {
  get title() {
    return t`Refund Failed`;
  },
  get description() {
    return t`Failed to process refund`;
  },
  variant: 'destructive',
};

/** "Payment Removed": reversed, the balance back up by the amount. */
export const paymentRemovedToast = (amount: string): ToastInput => ({
  title: t`Payment Removed`,
  description: t`The ${amount} payment was reversed in the ledger. The student's balance is updated.`,
});

export const removePaymentFallback = (): string => t`Failed to remove payment`;

/** "Error Removing Payment" with the server's message ("This payment has already been removed"). */
export const removePaymentFailedToast = (message: string): ToastInput =>
  failed(t`Error Removing Payment`, message);

/** "Credit Deleted": the amount is no longer available to the student. */
export const creditDeletedToast = (amount: string): ToastInput => ({
  title: t`Credit Deleted`,
  description: t`The ${amount} credit was removed from the student's available credit.`,
});

export const deleteCreditFallback = (): string => t`Failed to delete credit`;

/** "Error Deleting Credit" with the server's message (e.g. a credit already used on a booking). */
export const deleteCreditFailedToast = (message: string): ToastInput =>
  failed(t`Error Deleting Credit`, message);
