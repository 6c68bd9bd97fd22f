import { Trans } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../../lib/useIsMobile';

/**
 * A confirmation for a money change (Remove Payment, Delete Credit): what will happen, Cancel and the
 * red confirm button. Full screen on a phone; Escape and the backdrop do not close it mid-request.
 */
export function ConfirmMoneyDialog({
  open,
  titleId,
  title,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  titleId: string;
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What confirming does, read out as the dialog's description. */
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const descriptionId = `${titleId}-description`;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={isMobile}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={descriptionId} sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
