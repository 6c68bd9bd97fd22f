import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';

/**
 * Mark read and Archive (inbox.markRead, inbox.archive); after either the list and its counts are
 * fetched again. Failing to mark a message read is only logged (spec 03 §4): the message still opens.
 */
export function useIncomingActions() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries(trpc.inbox.pathFilter());

  const markRead = useMutation(
    trpc.inbox.markRead.mutationOptions({
      onSuccess: refresh,
      onError: (error) => console.error('Could not mark the email as read:', error),
    }),
  );

  const archive = useMutation(
    trpc.inbox.archive.mutationOptions({
      onSuccess: () => toast({ title: t`Email archived` }),
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`Could not archive the email. Please try again.`),
          variant: 'destructive',
        }),
      onSettled: refresh,
    }),
  );

  return { markRead, archive };
}

export type IncomingActions = ReturnType<typeof useIncomingActions>;
