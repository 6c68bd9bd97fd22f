import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { TReviewItem } from '../../../../shared/schemas/payment-emails';
import { useToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { DISMISSED_TOAST, reviewErrorToast, reviewRecordedToast } from './paymentEmailToasts';
import { useRefreshAfterPayment } from './useRefreshAfterPayment';

/** One review-list item's Record for Student (paymentEmails.resolve) and Dismiss (paymentEmails.dismiss). */
export function useReviewActions(item: TReviewItem) {
  const { toast } = useToast();
  const refresh = useRefreshAfterPayment();
  const resolve = useMutation(
    trpc.paymentEmails.resolve.mutationOptions({
      onSuccess: () => toast(reviewRecordedToast(item.amount, item.payerName)),
      onError: (error) => toast(reviewErrorToast(error, t`Failed to record payment`)),
      onSettled: refresh,
    }),
  );
  const dismiss = useMutation(
    trpc.paymentEmails.dismiss.mutationOptions({
      onSuccess: () => toast(DISMISSED_TOAST),
      onError: (error) => toast(reviewErrorToast(error, t`Failed to dismiss the e-mail`)),
      onSettled: refresh,
    }),
  );
  return { resolve, dismiss };
}
