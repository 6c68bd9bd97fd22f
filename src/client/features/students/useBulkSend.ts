import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TBulkEmailInput, TBulkSendResult } from '../../../shared/schemas/email';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { useDeliveryFollower } from '../emails/useDeliveryFollower';
import { bulkResultRows, bulkSentToast } from './bulkEmailModel';

/**
 * Sends the bulk e-mail (emails.sendBulk) and follows its messages until the mail server has
 * answered for each, so the results show what is true: queued, then sent or failed.
 */
export function useBulkSend() {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const follower = useDeliveryFollower();
  const mutation = useMutation(trpc.emails.sendBulk.mutationOptions());
  const [result, setResult] = useState<TBulkSendResult | null>(null);

  const send = (input: TBulkEmailInput) =>
    mutation.mutate(input, {
      onSuccess: (answer) => {
        toast(bulkSentToast(answer));
        setResult(answer);
        if (answer.mailConfigured) follower.follow(answer.results.map((r) => r.id));
      },
      onError: (error) =>
        toast({
          title: t`Failed to send bulk email`,
          description: errorMessage(error, t`Please try again`),
          variant: 'destructive',
        }),
      onSettled: () => {
        void queryClient.invalidateQueries(trpc.emails.sent.pathFilter());
        void queryClient.invalidateQueries(trpc.settings.mailStatus.pathFilter());
      },
    });

  return {
    send,
    sending: mutation.isPending,
    result,
    rows: result ? bulkResultRows(result, follower.rows) : [],
    following: follower.following,
    /** Back to the form for another message. */
    reset: () => {
      setResult(null);
      follower.follow([]);
    },
  };
}
