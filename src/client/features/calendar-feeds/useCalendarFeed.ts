import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '../../../shared/schemas/calendar-feeds';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/** Whose feed: the signed-in student's bookings, or the administrator's feed of every class. */
export type FeedScope = 'student' | 'admin';

// Both routers have the same procedures and shapes; only their paths differ.
const api = (scope: FeedScope) =>
  scope === 'student'
    ? trpc.calendarFeeds.student
    : (trpc.calendarFeeds.admin as unknown as typeof trpc.calendarFeeds.student);

/**
 * The feed and what can be done with it. Each action toasts what really happened and leaves the
 * query holding the server's answer.
 */
export function useCalendarFeed(scope: FeedScope) {
  const { t } = useLingui();
  const procedures = api(scope);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const feed = useQuery(procedures.get.queryOptions());
  const store = (value: TCalendarFeed | null) => queryClient.setQueryData(procedures.get.queryKey(), value);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });

  const enable = useMutation(
    procedures.enable.mutationOptions({
      onSuccess: (value) => {
        const existed = feed.data != null;
        store(value);
        if (!existed)
          toast({ title: t`Calendar feed created`, description: t`Your private address is ready.` });
      },
      onError: failed(t`Could not create the calendar feed`),
    }),
  );
  const regenerate = useMutation(
    procedures.regenerate.mutationOptions({
      onSuccess: (value) => {
        store(value);
        toast({
          title: t`New address created`,
          description: t`The old address no longer works. Subscribe again with the new one.`,
        });
      },
      onError: failed(t`Could not regenerate the address`),
    }),
  );
  const revoke = useMutation(
    procedures.revoke.mutationOptions({
      onSuccess: ({ revoked }) => {
        store(null);
        toast({
          title: revoked ? t`Calendar feed turned off` : t`Calendar feed was already off`,
          description: revoked ? t`Its address no longer works.` : undefined,
        });
      },
      onError: failed(t`Could not turn off the calendar feed`),
    }),
  );
  return { feed, enable, regenerate, revoke };
}

export type CalendarFeedControls = ReturnType<typeof useCalendarFeed>;
