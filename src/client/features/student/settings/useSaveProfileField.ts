import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

const SHOWN_IN_SESSION = ['name', 'preferredName', 'phone'] as const;

/**
 * Saves one profile field. The server's answer replaces the cached profile; the header's welcome
 * reads the session, so a changed name refreshes it.
 */
export function useSaveProfileField(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.students.update.mutationOptions({
      onSuccess: ({ student }, input) => {
        queryClient.setQueryData(trpc.students.get.queryKey({ id: studentId }), student);
        if (SHOWN_IN_SESSION.some((key) => key in input))
          void queryClient.invalidateQueries({ queryKey: trpc.auth.studentSession.queryKey() });
      },
    }),
  );
}
