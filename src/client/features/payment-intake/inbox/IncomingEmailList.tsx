import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import { Typography } from '@mui/material';
import type { TIncomingEmail } from '../../../../shared/schemas/inbox';
import { PagedCardList } from '../../common/paged/PagedCardList';
import { IncomingEmailItem } from './IncomingEmailItem';
import type { IncomingFilter } from './IncomingToolbar';

const EMPTY_HINT: Record<IncomingFilter, MessageDescriptor> = {
  all: msg`Messages sent to the studio mailbox appear here; Scan Emails on the dashboard checks it now.`,
  unread: msg`Every message has been opened.`,
  students: msg`No message has come from a student's address.`,
};

function NoIncomingEmails({ filter, searched }: { filter: IncomingFilter; searched: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <MoveToInbox sx={{ fontSize: 32, color: 'action.disabled' }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
        <Trans>No emails found</Trans>
      </Typography>
      <Typography variant="body2">
        {searched ? t`Nothing matches the search.` : i18n._(EMPTY_HINT[filter])}
      </Typography>
    </>
  );
}

/** The received messages, one server page at a time (newest first), with Previous and Next. */
export function IncomingEmailList({
  rows,
  filter,
  searched,
  onOpen,
  ...paging
}: {
  rows: TIncomingEmail[];
  filter: IncomingFilter;
  searched: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  onOpen: (email: TIncomingEmail) => void;
}) {
  const { t } = useLingui();
  return (
    <PagedCardList
      {...paging}
      items={rows}
      label={t`Incoming emails`}
      loadingLabel={t`Loading incoming emails`}
      skeletonHeight={120}
      empty={<NoIncomingEmails filter={filter} searched={searched} />}
      renderItem={(email) => <IncomingEmailItem email={email} onOpen={onOpen} />}
    />
  );
}
