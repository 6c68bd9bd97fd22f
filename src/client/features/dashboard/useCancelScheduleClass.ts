import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClassCancellationInput } from '../../../shared/schemas/classes/cancellations';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** Cancels a schedule's class on a date; the toast carries the server's account of what happened. */
export function useCancelScheduleClass(onDone: () => void) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation(trpc.classes.cancelScheduleClass.mutationOptions());

  const cancel = (input: TClassCancellationInput) =>
    mutation.mutate(input, {
      onSuccess: (result) => {
        toast({ title: t`Class Cancelled`, description: result.message });
        // Bookings are cancelled and credits issued with the class.
        void queryClient.invalidateQueries(trpc.classes.pathFilter());
        void queryClient.invalidateQueries(trpc.bookings.pathFilter());
        void queryClient.invalidateQueries(trpc.billing.pathFilter());
        onDone();
      },
      onError: (error) =>
        toast({
          title: t`Failed to cancel class`,
          description: errorMessage(error, t`Please try again`),
          variant: 'destructive',
        }),
    });

  return { cancel, isPending: mutation.isPending };
}
