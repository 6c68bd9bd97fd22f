import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** After a payment e-mail is recorded or set aside: every money figure and the review list are out of date. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.billing.pathFilter());
    void queryClient.invalidateQueries(trpc.paymentEmails.pathFilter());
    void queryClient.invalidateQueries(trpc.inbox.pathFilter());
  };
}
