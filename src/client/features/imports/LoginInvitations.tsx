import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * Imported students have no password: one button queues each of them a link to choose one. The count
 * is the server's; the toast says queued, not sent.
 */
export function LoginInvitations() {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const uninvited = useQuery(trpc.imports.uninvited.queryOptions());
  const invite = useMutation(trpc.imports.invite.mutationOptions());
  const count = uninvited.data?.count;
  return (
    <Stack spacing={1.5}>
      {uninvited.isError && (
        <Alert severity="error">
          <Trans>We could not count the students without a password.</Trans>
        </Alert>
      )}
      {count !== undefined && (
        <Typography variant="body2">
          {count === 0
            ? t`Every student can sign in or has an invitation waiting.`
            : plural(count, {
                one: '# student cannot sign in yet (no password and no invitation waiting).',
                other: '# students cannot sign in yet (no password and no invitation waiting).',
              })}
        </Typography>
      )}
      <Stack direction="row">
        <Button
          variant="contained"
          disabled={!count || invite.isPending}
          onClick={() =>
            invite.mutate(undefined, {
              onSuccess: ({ message }) => toast({ title: t`Invitations Queued`, description: message }),
              onError: (error) =>
                toast({
                  title: t`Invitations Not Queued`,
                  description: errorMessage(error, t`Please try again`),
                  variant: 'destructive',
                }),
              onSettled: () => void queryClient.invalidateQueries({ queryKey: trpc.imports.pathKey() }),
            })
          }
        >
          {invite.isPending ? t`Queuing...` : t`Send Login Invitations`}
        </Button>
      </Stack>
    </Stack>
  );
}
