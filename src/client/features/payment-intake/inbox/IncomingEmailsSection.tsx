import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import type { TIncomingEmail } from '../../../../shared/schemas/inbox';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';
import { PagedListCard } from '../../common/paged/PagedListCard';
import { useDeliveryFollower } from '../../emails/useDeliveryFollower';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { IncomingEmailDialog } from './IncomingEmailDialog';
import { IncomingEmailList } from './IncomingEmailList';
import { IncomingStats } from './IncomingStats';
import { IncomingToolbar } from './IncomingToolbar';
import { MailboxNotice } from './MailboxNotice';
import { ReplyDialog } from './ReplyDialog';
import { useIncomingActions } from './useIncomingActions';
import { useIncomingEmails } from './useIncomingEmails';

/**
 * The admin shell's "incoming-emails" section (spec 03 §2.8): the inbox's counts, search, All /
 * Unread / Students, the messages (refreshed every 30 s); opening one marks it read and shows it with
 * Reply, Archive and View Student.
 */
export default function IncomingEmailsSection() {
  const { t } = useLingui();
  const list = useIncomingEmails();
  const actions = useIncomingActions();
  const follower = useDeliveryFollower();
  const openProfile = useOpenStudentProfile();
  const [open, setOpen] = useState<TIncomingEmail | null>(null);
  const [replyTo, setReplyTo] = useState<TIncomingEmail | null>(null);
  const { query } = list;
  const total = list.total;
  const { markRead } = actions;

  const onOpen = useCallback(
    (email: TIncomingEmail) => {
      setOpen(email);
      if (!email.isRead) markRead.mutate({ id: email.id });
    },
    [markRead.mutate],
  );

  const archive = (email: TIncomingEmail) =>
    actions.archive.mutate({ id: email.id }, { onSuccess: () => setOpen(null) });

  const viewStudent = (studentId: number) => {
    setOpen(null);
    openProfile(studentId);
  };

  const pager = (
    <IncomingEmailList
      rows={list.rows}
      filter={list.filter}
      searched={list.searched}
      total={list.total}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      loading={list.loading}
      onOpen={onOpen}
    />
  );

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <IncomingStats counts={list.counts} loading={query.isPending} />
      <PagedListCard
        title={
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
            <Trans>Incoming Emails</Trans>
          </Typography>
        }
        count={query.isSuccess ? plural(total, { one: '# email', other: '# emails' }) : undefined}
        cards={pager}
        grid={<Box sx={{ p: 2.5 }}>{pager}</Box>}
      >
        <MailboxNotice />
        <IncomingToolbar
          search={list.search}
          onSearch={list.setSearch}
          searching={list.isSearching}
          filter={list.filter}
          onFilter={list.setFilter}
        />
        {query.isError && (
          <LoadErrorAlert
            error={query.error}
            fallback={t`Failed to load incoming emails`}
            onRetry={() => void query.refetch()}
          />
        )}
      </PagedListCard>
      <IncomingEmailDialog
        email={open}
        onClose={() => setOpen(null)}
        onReply={setReplyTo}
        onArchive={archive}
        archiving={actions.archive.isPending}
        onViewStudent={viewStudent}
      />
      <ReplyDialog email={replyTo} onClose={() => setReplyTo(null)} follower={follower} />
    </Stack>
  );
}
