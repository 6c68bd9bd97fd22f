import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from '../common/useInvalidateClasses';

/** The card switch and "Toggle Status": sends `{ id, isActive }` and nothing else (spec 02 §4). */
export function useScheduleToggle() {
  const { t } = useLingui();
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const update = useMutation(trpc.classes.updateSchedule.mutationOptions());
  const toggle = (schedule: TClassSchedule, isActive: boolean) =>
    update.mutate(
      { id: schedule.id, isActive },
      {
        onSuccess: () => {
          const name = schedule.displayName;
          toast({
            title: t`Schedule updated`,
            description: isActive
              ? t`${name} is now active and visible to students.`
              : t`${name} is now inactive.`,
          });
        },
        onError: (error) =>
          toast({
            title: t`Error updating schedule`,
            description: errorMessage(error, t`Please try again`),
            variant: 'destructive',
          }),
        onSettled: () => void invalidate(),
      },
    );
  return { toggle, pendingId: update.isPending ? update.variables?.id : undefined };
}
