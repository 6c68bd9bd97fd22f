import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import type { TSentEmail } from '../../../shared/schemas/email';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { PagedListCard } from '../common/paged/PagedListCard';
import { SentEmailCardList } from './SentEmailCardList';
import { SentEmailDialog } from './SentEmailDialog';
import { SentEmailsGrid } from './SentEmailsGrid';
import { SentEmailsToolbar } from './SentEmailsToolbar';
import { useSentEmails } from './useSentEmails';

/** Sent Emails (spec 03 §2.6, §4): every outgoing message with its true status; open one to read it. */
export function SentEmailsTab() {
  const { t } = useLingui();
  const list = useSentEmails();
  const [open, setOpen] = useState<TSentEmail | null>(null);
  const onOpen = useCallback((email: TSentEmail) => setOpen(email), []);
  const { query, rows, total, loading } = list;

  return (
    <>
      <PagedListCard
        title={
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
            <Trans>Sent Emails</Trans>
          </Typography>
        }
        count={query.isSuccess ? plural(total, { one: '# email', other: '# emails' }) : undefined}
        cards={
          <SentEmailCardList
            rows={rows}
            total={total}
            page={list.paginationModel.page}
            pageSize={list.paginationModel.pageSize}
            onPageChange={list.setPage}
            loading={loading}
            onOpen={onOpen}
          />
        }
        grid={
          <SentEmailsGrid
            rows={rows}
            total={total}
            loading={loading}
            paginationModel={list.paginationModel}
            onPaginationModelChange={list.setPaginationModel}
            onOpen={onOpen}
          />
        }
      >
        {list.mailConfigured === false && (
          <Alert severity="warning">
            <Trans>
              No mail server is configured (SMTP_URL is not set): messages are kept here and none is
              delivered.
            </Trans>
          </Alert>
        )}
        <SentEmailsToolbar
          search={list.search}
          onSearch={list.setSearch}
          searching={list.isSearching}
          status={list.status}
          onStatus={list.setStatus}
        />
        {query.isError && (
          <LoadErrorAlert
            error={query.error}
            fallback={t`Failed to load sent emails`}
            onRetry={() => void query.refetch()}
          />
        )}
      </PagedListCard>
      <SentEmailDialog email={open} onClose={() => setOpen(null)} />
    </>
  );
}
