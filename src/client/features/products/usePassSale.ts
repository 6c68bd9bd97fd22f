import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** After a sale the student owes more and has one more pass: both lists and every money figure reload. */
function useAfterSale() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.invoices.pathKey() });
  };
}

/** The administrator sells a pack (`sell`) or a student buys one (`buy`); the server's sentence is the toast. */
export function usePassSale(kind: 'sell' | 'buy', onDone: () => void) {
  const { toast } = useToast();
  const afterSale = useAfterSale();
  const sell = useMutation(trpc.products.sell.mutationOptions());
  const buy = useMutation(trpc.products.buy.mutationOptions());
  const handlers = {
    onSuccess: ({ message }: { message: string }) => {
      toast({ title: kind === 'sell' ? 'Pack Sold' : 'Pack Bought', description: message });
      afterSale();
      onDone();
    },
    onError: (error: unknown) =>
      toast({ title: 'Error', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
  };
  return {
    pending: sell.isPending || buy.isPending,
    sellTo: (studentId: number, productId: number) => sell.mutate({ studentId, productId }, handlers),
    buy: (productId: number) => buy.mutate({ productId }, handlers),
  };
}
