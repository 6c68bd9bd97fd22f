import { useQuery } from '@tanstack/react-query';
import type { TSessionAdmin, TSessionStudent } from '../../shared/schemas/auth';
import { queryClient, trpc } from './trpc';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'student'; student: TSessionStudent }
  | { kind: 'admin'; admin: TSessionAdmin };

/** The start-up check (spec 01 §2): the administrator session first, then the student session. */
export function useSession(): SessionState {
  const admin = useQuery({ ...trpc.auth.adminSession.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const adminChecked = admin.isSuccess || admin.isError;
  const isAdmin = admin.data?.authenticated === true;
  const student = useQuery({
    ...trpc.auth.studentSession.queryOptions(),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: adminChecked && !isAdmin,
  });
  if (!adminChecked) return { kind: 'loading' };
  if (isAdmin && admin.data?.admin) return { kind: 'admin', admin: admin.data.admin };
  if (student.isPending) return { kind: 'loading' };
  if (student.data?.authenticated && student.data.student)
    return { kind: 'student', student: student.data.student };
  return { kind: 'none' };
}

/** After a login or logout: forget everything cached and check both sessions again. */
export async function resetSessions(): Promise<void> {
  queryClient.removeQueries({ predicate: (q) => !JSON.stringify(q.queryKey).includes('Session') });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.auth.adminSession.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.auth.studentSession.queryKey() }),
  ]);
}
