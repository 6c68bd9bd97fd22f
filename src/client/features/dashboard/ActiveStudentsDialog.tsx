import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  Pagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIsMobile } from '../../lib/useIsMobile';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { useOpenStudentProfile } from '../students/profile/StudentProfileContext';
import { ActiveStudentRow, ROW_COLUMNS } from './ActiveStudentRow';
import { ACTIVE_STUDENTS_PAGE_SIZE, pageCountOf, pageRangeLabel } from './activeStudentsPaging';
import { activeStudentsQuery } from './activeStudentsQuery';

function ColumnHeads() {
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', sm: 'grid' },
        gridTemplateColumns: ROW_COLUMNS.sm,
        columnGap: 2,
        px: 2,
        pb: 1,
        color: 'text.secondary',
        typography: 'caption',
        fontWeight: 600,
      }}
    >
      <span>
        <Trans>Name</Trans>
      </span>
      <span>
        <Trans>Email</Trans>
      </span>
      <span>
        <Trans>Phone</Trans>
      </span>
      <span>
        <Trans>Status</Trans>
      </span>
    </Box>
  );
}

function ActiveStudentsContent({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const list = useQuery({ ...activeStudentsQuery(page), placeholderData: keepPreviousData });
  const openProfile = useOpenStudentProfile();
  const total = list.data?.total ?? 0;
  const pages = pageCountOf(total, ACTIVE_STUDENTS_PAGE_SIZE);

  // Students made inactive meanwhile can leave this page empty: step back to the last one.
  useEffect(() => {
    if (list.data && page > pages - 1) setPage(pages - 1);
  }, [list.data, page, pages]);

  const rows = list.data?.rows ?? [];
  return (
    <>
      <DialogTitle>
        <Trans>Active Students</Trans>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 2 } }}>
        {list.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t`Loading students`} />
          </Box>
        )}
        {list.isError && (
          <LoadErrorAlert
            error={list.error}
            fallback={t`Failed to load students`}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            <Trans>No active students</Trans>
          </Typography>
        )}
        {rows.length > 0 && (
          <>
            <ColumnHeads />
            <List aria-label={t`Active students`} disablePadding aria-busy={list.isFetching || undefined}>
              {rows.map((student, i) => (
                <ActiveStudentRow
                  key={student.id}
                  student={student}
                  divider={i < rows.length - 1}
                  onOpen={openProfile}
                />
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1, px: { xs: 1.5, sm: 3 }, pb: 2 }}>
        {list.data && (
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 'auto' }}>
            {pageRangeLabel(page, ACTIVE_STUDENTS_PAGE_SIZE, total)}
          </Typography>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page + 1}
            onChange={(_e, next) => setPage(next - 1)}
            size="small"
            siblingCount={0}
            aria-label={t`Active students pages`}
          />
        )}
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </>
  );
}

/** Every active student (name, e-mail, phone, status), paged on the server; starts at page 1 each time. */
export function ActiveStudentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={isMobile}>
      <ActiveStudentsContent onClose={onClose} />
    </Dialog>
  );
}
