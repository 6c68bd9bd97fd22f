import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { bulkFailedToast } from './paymentEmailToasts';
import { useRefreshAfterPayment } from './useRefreshAfterPayment';

/** Process All (paymentEmails.processBulk): the results stay on the mutation for the list. */
export function useProcessBulk() {
  const { toast } = useToast();
  const refresh = useRefreshAfterPayment();
  return useMutation(
    trpc.paymentEmails.processBulk.mutationOptions({
      onError: (error) => toast(bulkFailedToast(error)),
      onSettled: refresh,
    }),
  );
}
