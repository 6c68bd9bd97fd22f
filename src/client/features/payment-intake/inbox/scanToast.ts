import { t } from '@lingui/core/macro';
import type { TScanResult } from '../../../../shared/schemas/inbox';
import type { ToastInput } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

/** Scan Emails finished (spec 03 §8): the payments recorded and the messages read. */
export const scanDoneToast = (result: Pick<TScanResult, 'newPayments' | 'emailsProcessed'>): ToastInput => {
  const newPayments = result.newPayments;
  const emailsProcessed = result.emailsProcessed;
  return {
    title: t`Email Scan Complete`,
    description: t`Found ${newPayments} new payments from ${emailsProcessed} emails`,
  };
};

/** Scan Emails failed (spec 03 §8): the server's message, or the spec's fallback. */
export const scanFailedToast = (error: unknown): ToastInput => ({
  title: t`Email Scan Failed`,
  description: errorMessage(error, t`Could not scan emails. Please try again.`),
  variant: 'destructive',
});
