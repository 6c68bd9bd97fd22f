import type { TScanResult } from '../../../../shared/schemas/inbox';
import type { ToastInput } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

/** Scan Emails finished (spec 03 §8): the payments recorded and the messages read. */
export const scanDoneToast = (result: Pick<TScanResult, 'newPayments' | 'emailsProcessed'>): ToastInput => ({
  title: 'Email Scan Complete',
  description: `Found ${result.newPayments} new payments from ${result.emailsProcessed} emails`,
});

/** Scan Emails failed (spec 03 §8): the server's message, or the spec's fallback. */
export const scanFailedToast = (error: unknown): ToastInput => ({
  title: 'Email Scan Failed',
  description: errorMessage(error, 'Could not scan emails. Please try again.'),
  variant: 'destructive',
});
