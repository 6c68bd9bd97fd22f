import { Trans } from '@lingui/react/macro';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useIsMobile } from '../../../lib/useIsMobile';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';

/**
 * The frame the money cards' dialogs share: title, a summary line (total, count), the list, and the
 * loading, error and empty states of the query behind it.
 */
export function MoneyDialog<T>({
  open,
  onClose,
  title,
  loadingLabel,
  failedLabel,
  query,
  summary,
  empty,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** "Loading Outstanding Amounts": the spinner's name. */
  loadingLabel: string;
  /** "Failed to load Outstanding Amounts": the error's fallback. */
  failedLabel: string;
  query: UseQueryResult<T, unknown>;
  summary: (data: T) => ReactNode;
  empty: (data: T) => string | null;
  children: (data: T) => ReactNode;
}) {
  const isMobile = useIsMobile();
  const titleId = useId();
  const { data } = query;
  const emptyText = data === undefined ? null : empty(data);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isMobile}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 2 } }}>
        {query.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={loadingLabel} />
          </Box>
        )}
        {query.isError && (
          <LoadErrorAlert error={query.error} fallback={failedLabel} onRetry={() => void query.refetch()} />
        )}
        {data !== undefined && (
          <>
            <Typography component="p" sx={{ px: 1, pb: 1, fontWeight: 600 }} aria-live="polite">
              {summary(data)}
            </Typography>
            {emptyText ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {emptyText}
              </Typography>
            ) : (
              children(data)
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
