import type { TRecordPaymentResult, TRefundResult } from '../../../../shared/schemas/billing';
import type { ToastInput } from '../../../lib/toast';

const failed = (title: string, description: string): ToastInput => ({
  title,
  description,
  variant: 'destructive',
});

/** The server's words, and that a confirmation e-mail is queued only when one was (queued, not sent). */
export const withConfirmationNote = (result: { message: string; confirmationQueued: boolean }): string =>
  result.confirmationQueued
    ? `${result.message.replace(/\.?$/, '.')} A confirmation e-mail is queued for the student.`
    : result.message;

/**
 * A payment already recorded under this transaction ID: nothing was written, so a warning that names
 * the earlier payment (the server's words), never the green "recorded" toast.
 */
export const alreadyRecordedToast = (result: { message: string }): ToastInput => ({
  title: 'Already Recorded',
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
  paymentToast('Payment Registered', result);

export const REGISTER_PAYMENT_FALLBACK = 'Failed to register payment';

/** "Error Registering Payment" with the server's message. */
export const registerPaymentFailedToast = (message: string): ToastInput =>
  failed('Error Registering Payment', message);

/** "Charge Added" with the server's words ("A charge of 20.00 was added: Walk-in class attendance"). */
export const chargeAddedToast = (result: TRecordPaymentResult): ToastInput => ({
  title: 'Charge Added',
  description: result.message,
});

export const CHARGE_FAILED_FALLBACK = 'Failed to add charge';

/** "Charge Failed" with the server's reason (a future date, an unknown student). */
export const chargeFailedToast = (message: string): ToastInput => failed('Charge Failed', message);

/**
 * "Refund Processed": the server's words, and what happens to the notice: e-mailed when one was queued
 * and a mail server can send it; kept, and said so, when none is configured.
 */
export const refundProcessedToast = (
  result: Pick<TRefundResult, 'message'> & Partial<Pick<TRefundResult, 'emailQueued' | 'mailConfigured'>>,
): ToastInput => ({
  title: 'Refund Processed',
  description: !result.emailQueued
    ? result.message
    : result.mailConfigured
      ? `${result.message} The student will be emailed about the refund.`
      : `${result.message} The refund e-mail cannot be sent: no mail server is configured (SMTP_URL).`,
});

export const REFUND_FAILED_TOAST: ToastInput = failed('Refund Failed', 'Failed to process refund');

/** "Payment Removed": reversed, the balance back up by the amount. */
export const paymentRemovedToast = (amount: string): ToastInput => ({
  title: 'Payment Removed',
  description: `The ${amount} payment was reversed in the ledger. The student's balance is updated.`,
});

export const REMOVE_PAYMENT_FALLBACK = 'Failed to remove payment';

/** "Error Removing Payment" with the server's message ("This payment has already been removed"). */
export const removePaymentFailedToast = (message: string): ToastInput =>
  failed('Error Removing Payment', message);

/** "Credit Deleted": the amount is no longer available to the student. */
export const creditDeletedToast = (amount: string): ToastInput => ({
  title: 'Credit Deleted',
  description: `The ${amount} credit was removed from the student's available credit.`,
});

export const DELETE_CREDIT_FALLBACK = 'Failed to delete credit';

/** "Error Deleting Credit" with the server's message (e.g. a credit already used on a booking). */
export const deleteCreditFailedToast = (message: string): ToastInput =>
  failed('Error Deleting Credit', message);
