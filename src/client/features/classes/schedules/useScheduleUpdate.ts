import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import type { TScheduleUpdateInput } from '../../../../shared/schemas/classes/schedules';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from '../common/useInvalidateClasses';

/**
 * Saving a schedule from one of its screens: the toasts, the cache refresh, then `onSaved`. A capacity
 * below the students booked in its coming classes is refused naming who is over (issue 28 §5): the
 * screen shows `overCapacity` and saving that same capacity again confirms it.
 */
export function useScheduleUpdate(onSaved: () => void) {
  const { t } = useLingui();
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const update = useMutation(trpc.classes.updateSchedule.mutationOptions());
  const [warned, setWarned] = useState<{ message: string; capacity: number } | null>(null);

  const save = (input: TScheduleUpdateInput) => {
    const capacity = input.maxStudents === undefined ? undefined : Number(input.maxStudents);
    const confirmOverCapacity = warned !== null && warned.capacity === capacity;
    update.mutate(
      { ...input, confirmOverCapacity },
      {
        onSuccess: (saved) => {
          setWarned(null);
          const name = saved.displayName;
          toast({ title: t`Schedule updated`, description: t`${name} has been saved.` });
          void invalidate();
          onSaved();
        },
        onError: (error) => {
          if (error instanceof TRPCClientError && error.data?.code === 'CONFLICT' && capacity !== undefined) {
            setWarned({ message: error.message, capacity });
            return;
          }
          toast({
            title: t`Error updating schedule`,
            description: errorMessage(error, t`Please try again`),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return {
    save,
    isPending: update.isPending,
    /** The refusal naming who a lower capacity leaves over, until it is confirmed or the capacity changes. */
    overCapacity: warned?.message ?? null,
    /** The submit button's label: "Confirm and Save" once the administrator has been told who is over. */
    submitLabel: (label: string) => (warned ? t`Confirm and Save` : label),
  };
}
