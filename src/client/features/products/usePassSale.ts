import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** After a sale the student owes more and holds one more pack or membership: those lists and every money figure reload. */
function useAfterSale() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.memberships.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.invoices.pathKey() });
  };
}

/**
 * Selling: the administrator sells a pack or starts a membership on a profile, a student buys either
 * from their dashboard. The server's sentence is the toast.
 */
export function usePassSale(onDone: () => void) {
  const { t } = useLingui();
  const { toast } = useToast();
  const afterSale = useAfterSale();
  const sell = useMutation(trpc.products.sell.mutationOptions());
  const buy = useMutation(trpc.products.buy.mutationOptions());
  const start = useMutation(trpc.memberships.start.mutationOptions());
  const buyMembership = useMutation(trpc.memberships.buy.mutationOptions());
  const handlers = (title: string) => ({
    onSuccess: ({ message }: { message: string }) => {
      toast({ title, description: message });
      afterSale();
      onDone();
    },
    onError: (error: unknown) =>
      toast({
        title: t`Error`,
        description: errorMessage(error, t`Please try again`),
        variant: 'destructive',
      }),
  });
  return {
    pending: sell.isPending || buy.isPending || start.isPending || buyMembership.isPending,
    sellTo: (studentId: number, productId: number) =>
      sell.mutate({ studentId, productId }, handlers(t`Pack Sold`)),
    buy: (productId: number) => buy.mutate({ productId }, handlers(t`Pack Bought`)),
    startFor: (studentId: number, productId: number, startsOn: string) =>
      start.mutate({ studentId, productId, startsOn }, handlers(t`Membership Started`)),
    buyMembership: (productId: number) =>
      buyMembership.mutate({ productId }, handlers(t`Membership Started`)),
  };
}
