import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { trpc } from '../../../lib/trpc';
import type { useDeliveryFollower } from '../../emails/useDeliveryFollower';
import { EmailHistoryList } from './EmailHistoryList';
import { QueryContent } from './QueryContent';
import { SendEmailForm } from './SendEmailForm';

/** Send this student an e-mail, and their e-mail history. */
export function EmailsTab({
  studentId,
  follower,
}: {
  studentId: number;
  /** Lives with the dialog, so the delivery outcome is told even after switching tabs. */
  follower: ReturnType<typeof useDeliveryFollower>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const emails = useQuery(trpc.emails.forStudent.queryOptions({ id: studentId }));

  // Once the followed message is sent or failed, the history shows its new status.
  const wasFollowing = useRef(follower.following);
  useEffect(() => {
    if (wasFollowing.current && !follower.following) {
      void queryClient.invalidateQueries(trpc.emails.forStudent.queryFilter({ id: studentId }));
    }
    wasFollowing.current = follower.following;
  }, [follower.following, queryClient, studentId]);

  return (
    <Stack spacing={2}>
      <SendEmailForm
        studentId={studentId}
        onQueued={(result) => {
          if (result.mailConfigured) follower.follow([result.email.id], result.email.email);
        }}
      />
      <Divider />
      <Box component="section" aria-labelledby="email-history">
        <Typography id="email-history" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          <Trans>Email History</Trans>
        </Typography>
        <QueryContent
          query={emails}
          loadingLabel={t`Loading emails`}
          errorFallback={t`Failed to load emails`}
        >
          {(data) => <EmailHistoryList emails={data} />}
        </QueryContent>
      </Box>
    </Stack>
  );
}
