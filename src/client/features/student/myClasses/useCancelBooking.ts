import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useRefreshBookings } from '../studentQueries';

/** The student's cancel: toasts with the server's message, then the lists, stats and credits refresh. */
export function useCancelBooking() {
  const { t } = useLingui();
  const { toast } = useToast();
  const refresh = useRefreshBookings();
  return useMutation(
    trpc.bookings.cancel.mutationOptions({
      onSuccess: (result) => toast({ title: t`Booking Cancelled`, description: result.message }),
      onError: (error) =>
        toast({
          title: t`Cancellation Failed`,
          description: errorMessage(error, t`Please try again.`),

          variant: 'destructive',
        }),
      onSettled: () => refresh(),
    }),
  );
}
