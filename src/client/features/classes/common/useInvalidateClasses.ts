import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';

/** After any class mutation: refetch every classes query (instances, schedules, rosters, enrolments). */
export function useInvalidateClasses(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.classes.pathFilter()), [queryClient]);
}
