import type { TComposeResult } from '../../../../shared/schemas/email';
import type { ToastInput } from '../../../lib/toast';

/**
 * The toast right after the profile's send. With a mail server the message is handed to the outbox
 * ("Email Sent", saying it is queued; the delivery follower reports when it is accepted or fails).
 * Without one the message is only saved, and the toast says so.
 */
export function sendResultToast(result: TComposeResult): ToastInput {
  if (!result.mailConfigured) {
    return {
      title: 'Email saved, not sent',
      description: `${result.message}. It is in the student's email history.`,
      variant: 'destructive',
    };
  }
  return {
    title: 'Email Sent',
    description: `Queued for delivery to ${result.email.email}. Its status shows once the mail server answers.`,
  };
}

/** The toast when the send itself failed. */
export const sendFailedToast = (description: string): ToastInput => ({
  title: 'Error',
  description,
  variant: 'destructive',
});
