import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { formatDate } from '../../../../shared/dates';
import type { TBooking } from '../../../../shared/schemas/bookings';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useCancelBooking } from '../myClasses/useCancelBooking';
import { useRefreshBookings } from '../studentQueries';

/**
 * Book and cancel from the class details. One request per click however fast the clicks come (a ref
 * guards the gap before the pending state renders); afterwards the bookings, what is owed and the class
 * counts are fetched again so the calendar and the stat cards agree. Cancelling shares My Classes'
 * mutation (same toasts).
 */
export function useBookingActions(studentId: number, onDone: () => void) {
  const { t } = useLingui();
  const { toast } = useToast();
  const refresh = useRefreshBookings();
  const inFlight = useRef(false);
  const bookMutation = useMutation(trpc.bookings.book.mutationOptions());
  const cancelMutation = useCancelBooking();

  const book = (instance: TClassInstance) => {
    if (inFlight.current) return;
    inFlight.current = true;
    bookMutation.mutate(
      { studentId, classInstanceId: instance.id, bookingStatus: 'confirmed' },
      {
        onSuccess: () => {
          const name = instance.name;
          const date = formatDate(instance.classDate);
          toast({ title: t`Class Booked`, description: t`${name} on ${date}` });
          onDone();
        },
        onError: (error) => {
          toast({
            title: t`Booking Failed`,
            description: errorMessage(error, t`Please try again.`),

            variant: 'destructive',
          });
          // Close the details so the toast is not hidden behind the modal and the refreshed calendar shows why.
          onDone();
        },
        onSettled: () => {
          inFlight.current = false;
          void refresh();
        },
      },
    );
  };

  const cancel = (booking: TBooking) => {
    if (inFlight.current) return;
    inFlight.current = true;
    cancelMutation.mutate(
      { id: booking.id },
      {
        onSettled: () => {
          inFlight.current = false;
          onDone();
        },
      },
    );
  };

  return { book, cancel, pending: bookMutation.isPending || cancelMutation.isPending };
}
