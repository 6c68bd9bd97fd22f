import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { resetSessions } from '../../lib/session';
import { trpc } from '../../lib/trpc';

export function useStudentSignOut() {
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.studentLogout.mutationOptions());
  return () =>
    logout.mutate(undefined, {
      onSettled: async () => {
        await resetSessions();
        await navigate({ to: '/' });
      },
    });
}
