import { t } from '@lingui/core/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TStartCheckoutInput } from '../../../shared/schemas/card-payments';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** Card payments are offered when the studio's payment options include the card (Stripe set up). */
export function useCardReady(): boolean {
  // The same query (and cache) as the Payments tab's Payment Options.
  const options = useQuery(trpc.settings.paymentOptions.queryOptions());
  return (options.data ?? []).some((o) => o.id === 'stripe');
}

/**
 * Opens a Stripe Checkout page for what the server says is owed: the browser leaves for Stripe and
 * comes back to the Payments tab, which shows the payment's real state.
 */
export function useCardCheckout() {
  const { toast } = useToast();
  const checkout = useMutation(trpc.cardPayments.checkout.mutationOptions());
  return {
    pending: checkout.isPending || checkout.isSuccess,
    pay: (input: TStartCheckoutInput, onLeft?: () => void) =>
      checkout.mutate(input, {
        onSuccess: ({ url }) => {
          onLeft?.();
          window.location.assign(url);
        },
        onError: (error) =>
          toast({
            title: t`Card Payment Not Started`,
            description: errorMessage(error, t`Please try again`),
            variant: 'destructive',
          }),
      }),
  };
}
