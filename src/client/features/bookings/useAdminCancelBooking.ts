import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCancelInput, TCancelBookingResult } from '../../../shared/schemas/bookings';
import { type ToastInput, useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * bookings.adminCancel with the screen's toasts (Booking Management: "Booking Cancelled" with the
 * server's message, "Cancellation Failed" with the server's error) and a refresh of everything a cancellation changes:
 * bookings, what students owe and their credits, class rosters and counts, student profiles.
 */
export interface CancelToasts {
  done: (result: TCancelBookingResult) => ToastInput;
  failed: (error: unknown) => ToastInput;
}

/** Booking Management's words: "Booking Cancelled" / "Cancellation Failed". */
export const CANCEL_TOASTS: CancelToasts = {
  done: (result) => ({
    title: t`Booking Cancelled`,
    description: result.message || t`The booking has been cancelled.`,
  }),
  failed: (error) => ({
    title: t`Cancellation Failed`,
    description: errorMessage(error, t`Failed to cancel booking. Please try again.`),
    variant: 'destructive',
  }),
};

export function useAdminCancelBooking(
  onDone: (result: TCancelBookingResult) => void,
  toasts: CancelToasts = CANCEL_TOASTS,
) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation(trpc.bookings.adminCancel.mutationOptions());

  const cancel = (input: TAdminCancelInput) =>
    mutation.mutate(input, {
      onSuccess: (result) => {
        toast(toasts.done(result));
        onDone(result);
      },
      onError: (error) => toast(toasts.failed(error)),
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
