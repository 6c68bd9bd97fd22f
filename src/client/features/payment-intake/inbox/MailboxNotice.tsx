import { useLingui } from '@lingui/react';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { INCOMING_REFRESH_MS } from '../../../../shared/schemas/inbox';
import { trpc } from '../../../lib/trpc';
import { mailboxProblem } from './mailboxProblem';

/** A warning above the list when the mailbox is not configured or cannot be read (inbox.status). */
export function MailboxNotice() {
  useLingui(); // the text is made outside React: read again when the language changes
  const status = useQuery({ ...trpc.inbox.status.queryOptions(), refetchInterval: INCOMING_REFRESH_MS });
  const problem = mailboxProblem(status.data);
  return problem ? <Alert severity="warning">{problem}</Alert> : null;
}
