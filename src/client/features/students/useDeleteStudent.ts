import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * Deletes (or, with history, archives) a student with the spec's toasts. Archiving cancels their
 * upcoming bookings, so class, booking and money views are refreshed as well as the student lists.
 */
export function useDeleteStudent(onDeleted: (id: number) => void) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation(trpc.students.delete.mutationOptions());

  const remove = (id: number) =>
    mutation.mutate(
      { id },
      {
        onSuccess: (result) => {
          toast({ title: t`Student deleted successfully`, description: result.message });
          onDeleted(id);
        },
        onError: (error) =>
          toast({
            title: t`Error deleting student`,
            description: errorMessage(error, t`Failed to delete student`),
            variant: 'destructive',
          }),
        onSettled: () => {
          for (const filter of [
            trpc.students.pathFilter(),
            trpc.bookings.pathFilter(),
            trpc.classes.pathFilter(),
            trpc.billing.pathFilter(),
          ]) {
            void queryClient.invalidateQueries(filter);
          }
        },
      },
    );

  return { remove, deleting: mutation.isPending };
}
