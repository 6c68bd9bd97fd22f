import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useDeliveryFollower } from '../../emails/useDeliveryFollower';

/**
 * Issues a new temporary password (students.issueTemporaryPassword) for the student at `email`. When
 * it is e-mailed, the message is followed until the mail server accepts or refuses it.
 */
export function useIssueTemporaryPassword(email: string) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const follower = useDeliveryFollower();
  const mutation = useMutation({
    ...trpc.students.issueTemporaryPassword.mutationOptions(),
    onSuccess: (result) => {
      if (result.email?.mailConfigured) follower.follow([result.email.id], email);
    },
    onError: (error) =>
      toast({
        title: t`Failed to issue temporary password`,
        description: errorMessage(error, t`Please try again`),
        variant: 'destructive',
      }),
    onSettled: () => {
      void queryClient.invalidateQueries(trpc.students.loginInfo.pathFilter());
      void queryClient.invalidateQueries(trpc.emails.sent.pathFilter());
    },
  });
  return { mutation, follower };
}
