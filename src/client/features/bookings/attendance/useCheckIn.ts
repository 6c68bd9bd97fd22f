import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAttendanceMark, TCheckInRoster } from '../../../../shared/schemas/attendance';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { markedMessage, withMark } from './checkInState';

/** What else shows attendance or the class's bookings: refreshed after a change here. */
function useRefreshElsewhere() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.classes.pathFilter());
    void queryClient.invalidateQueries(trpc.bookings.pathFilter());
    void queryClient.invalidateQueries(trpc.attendance.student.pathFilter());
    void queryClient.invalidateQueries(trpc.reports.attendance.pathFilter());
  };
}

/**
 * The roster and its marks. A mark shows at once; the server's roster replaces it when it answers,
 * and a refusal puts the row back as it was and says why.
 */
export function useCheckIn(classInstanceId: number) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = useRefreshElsewhere();
  const rosterOptions = trpc.attendance.roster.queryOptions({ id: classInstanceId });
  const roster = useQuery({ ...rosterOptions, refetchInterval: 60_000 });
  const setRoster = (next: TCheckInRoster) => queryClient.setQueryData(rosterOptions.queryKey, next);

  const mark = useMutation(
    trpc.attendance.mark.mutationOptions({
      onMutate: async ({ bookingId, attendance }) => {
        await queryClient.cancelQueries({ queryKey: rosterOptions.queryKey });
        const before = queryClient.getQueryData(rosterOptions.queryKey);
        if (before) setRoster(withMark(before, Number(bookingId), attendance as TAttendanceMark | null));
        return { before };
      },
      onError: (error, _input, context) => {
        if (context?.before) setRoster(context.before);
        toast({
          title: t`Attendance not saved`,
          description: errorMessage(
            error,
            t`Could not reach the server. Check the connection and try again.`,
          ),
          variant: 'destructive',
        });
        void queryClient.invalidateQueries({ queryKey: rosterOptions.queryKey });
      },
      onSuccess: (result, { bookingId, attendance }) => {
        // With other marks still on their way, the last answer brings them all (the server saves in order).
        if (queryClient.isMutating({ mutationKey: trpc.attendance.mark.mutationKey() }) <= 1) {
          setRoster(result.roster);
        }
        const name =
          result.roster.students.find((s) => s.bookingId === Number(bookingId))?.studentName ?? t`Student`;
        toast({ title: markedMessage(name, attendance as TAttendanceMark | null) });
        refresh();
      },
    }),
  );

  const walkIn = useMutation(
    trpc.attendance.walkIn.mutationOptions({
      onSuccess: (result) => {
        setRoster(result.roster);
        refresh();
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: rosterOptions.queryKey }),
    }),
  );

  return {
    roster,
    mark,
    walkIn,
    reload: () => queryClient.invalidateQueries({ queryKey: rosterOptions.queryKey }),
  };
}
