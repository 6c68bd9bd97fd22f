import Refresh from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, Divider, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import type { TSentEmail } from '../../../shared/schemas/email';
import { errorMessage } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { SentEmailCardList } from './SentEmailCardList';
import { SentEmailDialog } from './SentEmailDialog';
import { SentEmailsGrid } from './SentEmailsGrid';
import { SentEmailsToolbar } from './SentEmailsToolbar';
import { useSentEmails } from './useSentEmails';

const plural = (n: number) => `${n.toLocaleString()} email${n === 1 ? '' : 's'}`;

/** Sent Emails (spec 03 §2.6, §4): every outgoing message with its true status; open one to read it. */
export function SentEmailsTab() {
  const isMobile = useIsMobile();
  const list = useSentEmails();
  const [open, setOpen] = useState<TSentEmail | null>(null);
  const onOpen = useCallback((email: TSentEmail) => setOpen(email), []);
  const { query, rows, total } = list;
  const loading = query.isPending || query.isFetching || list.isSearching;

  return (
    <Card>
      <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 2,
          }}
        >
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
            Sent Emails
          </Typography>
          {query.isSuccess && (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {plural(total)}
            </Typography>
          )}
        </Box>
        {list.mailConfigured === false && (
          <Alert severity="warning">
            No mail server is configured (SMTP_URL is not set): messages are kept here and none is delivered.
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
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                startIcon={<Refresh />}
                onClick={() => void query.refetch()}
              >
                Retry
              </Button>
            }
          >
            {errorMessage(query.error, 'Failed to load sent emails')}
          </Alert>
        )}
        {isMobile && (
          <SentEmailCardList
            rows={rows}
            total={total}
            page={list.paginationModel.page}
            pageSize={list.paginationModel.pageSize}
            onPageChange={list.setPage}
            loading={loading}
            onOpen={onOpen}
          />
        )}
      </Box>
      {!isMobile && (
        <>
          <Divider />
          <SentEmailsGrid
            rows={rows}
            total={total}
            loading={loading}
            paginationModel={list.paginationModel}
            onPaginationModelChange={list.setPaginationModel}
            onOpen={onOpen}
          />
        </>
      )}
      <SentEmailDialog email={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
