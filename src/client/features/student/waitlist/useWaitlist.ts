import { t } from '@lingui/core/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { formatDate } from '../../../../shared/dates';
import type { TMyWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useRefreshBookings } from '../studentQueries';

/** The student's waiting places, by class id. Polled while shown: a seat can open at any moment. */
export function useMyWaitlist() {
  const query = useQuery({ ...trpc.waitlist.mine.queryOptions(), refetchInterval: 60_000 });
  const byClass = useMemo(
    () => new Map<number, TMyWaitlistEntry>((query.data ?? []).map((e) => [e.classInstanceId, e])),
    [query.data],
  );
  return { ...query, byClass };
}

export const positionLabel = (e: Pick<TMyWaitlistEntry, 'position' | 'waitingCount'>) => {
  const position = e.position;
  const waiting = e.waitingCount;
  return t`You're #${position} on the waitlist (${waiting} waiting)`;
};

/** Join and leave, one request per click, with toasts that say what the server did. */
export function useWaitlistActions(onDone: () => void = () => {}) {
  const { toast } = useToast();

  const refresh = useRefreshBookings();
  const inFlight = useRef(false);
  const joinMutation = useMutation(trpc.waitlist.join.mutationOptions());
  const leaveMutation = useMutation(trpc.waitlist.leave.mutationOptions());

  const join = (classInstanceId: number, label: { name: string; classDate: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    joinMutation.mutate(
      { classInstanceId },
      {
        onSuccess: (entry) => {
          const name = label.name;
          const date = formatDate(label.classDate);
          const position = entry.position;
          toast({
            title: t`Joined Waitlist`,
            description: t`${name} on ${date}: you're #${position}. If a spot opens up you will be booked automatically and e-mailed.`,
          });
        },
        onError: (error) =>
          toast({
            title: t`Could Not Join Waitlist`,
            description: errorMessage(error, t`Please try again.`),
            variant: 'destructive',
          }),
        onSettled: () => {
          inFlight.current = false;
          void refresh();
          onDone();
        },
      },
    );
  };

  const leave = (entry: TMyWaitlistEntry) => {
    if (inFlight.current) return;
    inFlight.current = true;
    leaveMutation.mutate(
      { id: entry.id },
      {
        onSuccess: (result) => toast({ title: t`Left Waitlist`, description: result.message }),
        onError: (error) =>
          toast({
            title: t`Could Not Leave Waitlist`,
            description: errorMessage(error, t`Please try again.`),

            variant: 'destructive',
          }),
        onSettled: () => {
          inFlight.current = false;
          void refresh();
          onDone();
        },
      },
    );
  };

  return { join, leave, pending: joinMutation.isPending || leaveMutation.isPending };
}
