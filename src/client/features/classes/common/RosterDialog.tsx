import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';

/**
 * A class's students in a dialog: the class `header`, a spinner while the roster loads or its error,
 * then `children`; Close, and an optional main `action` beside it.
 */
export function RosterDialog({
  open,
  onClose,
  title,
  fullScreenOnMobile = false,
  header,
  roster,
  loadingLabel,
  errorFallback,
  action,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  fullScreenOnMobile?: boolean;
  header?: ReactNode;
  roster: { isPending: boolean; isError: boolean; error: unknown };
  /** The spinner's accessible name. */
  loadingLabel: string;
  errorFallback: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const isMobile = useIsMobile();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreenOnMobile && isMobile}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {header}
        {roster.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={loadingLabel} />
          </Box>
        )}
        {roster.isError && <Alert severity="error">{errorMessage(roster.error, errorFallback)}</Alert>}
        {children}
      </DialogContent>
      {/* With a main action the row takes the form dialogs' padding. */}
      <DialogActions sx={action ? { px: 3, pb: 2 } : undefined}>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {action}
      </DialogActions>
    </Dialog>
  );
}
