import { useMutation } from '@tanstack/react-query';
import type { TScheduleUpdateInput } from '../../../../shared/schemas/classes/schedules';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from '../common/useInvalidateClasses';

/** Saving a schedule from one of its dialogs: the toasts, the cache refresh, then `onSaved`. */
export function useScheduleUpdate(onSaved: () => void) {
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const update = useMutation(trpc.classes.updateSchedule.mutationOptions());

  const save = (input: TScheduleUpdateInput) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: 'Schedule updated', description: `${saved.displayName} has been saved.` });
        void invalidate();
        onSaved();
      },
      onError: (error) =>
        toast({
          title: 'Error updating schedule',
          description: errorMessage(error, 'Please try again'),
          variant: 'destructive',
        }),
    });

  return { save, isPending: update.isPending };
}
