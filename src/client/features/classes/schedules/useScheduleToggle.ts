import { useMutation } from '@tanstack/react-query';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from '../common/useInvalidateClasses';

/** The card switch and "Toggle Status": sends `{ id, isActive }` and nothing else (spec 02 §4). */
export function useScheduleToggle() {
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const update = useMutation(trpc.classes.updateSchedule.mutationOptions());
  const toggle = (schedule: TClassSchedule, isActive: boolean) =>
    update.mutate(
      { id: schedule.id, isActive },
      {
        onSuccess: () =>
          toast({
            title: 'Schedule updated',
            description: `${schedule.displayName} is now ${isActive ? 'active and visible to students' : 'inactive'}.`,
          }),
        onError: (error) =>
          toast({
            title: 'Error updating schedule',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
        onSettled: () => void invalidate(),
      },
    );
  return { toggle, pendingId: update.isPending ? update.variables?.id : undefined };
}
