import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCancelInput, TCancelBookingResult } from '../../../shared/schemas/bookings';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * bookings.adminCancel with the spec's toasts ("Booking Cancelled" with the server's message,
 * "Cancellation Failed" with the server's error) and a refresh of everything a cancellation changes:
 * bookings, what students owe and their credits, class rosters and counts, student profiles.
 */
export function useAdminCancelBooking(onDone: (result: TCancelBookingResult) => void) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation(trpc.bookings.adminCancel.mutationOptions());

  const cancel = (input: TAdminCancelInput) =>
    mutation.mutate(input, {
      onSuccess: (result) => {
        toast({
          title: 'Booking Cancelled',
          description: result.message || 'The booking has been cancelled.',
        });
        onDone(result);
      },
      onError: (error) =>
        toast({
          title: 'Cancellation Failed',
          description: errorMessage(error, 'Failed to cancel booking. Please try again.'),
          variant: 'destructive',
        }),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.bookings.pathFilter()),
          queryClient.invalidateQueries(trpc.billing.pathFilter()),
          queryClient.invalidateQueries(trpc.classes.pathFilter()),
          queryClient.invalidateQueries(trpc.students.pathFilter()),
        ]),
    });

  return { cancel, isPending: mutation.isPending };
}
