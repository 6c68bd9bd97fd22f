import { Trans } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { useIsMobile } from '../../../lib/useIsMobile';
import { EmailPaymentProcessor } from './EmailPaymentProcessor';
import { ReviewWaitingNotice } from './ReviewWaitingNotice';

/** The dashboard's Process Email Payment: the Email Payment Processor in a dialog, full screen on a phone. */
export function ProcessEmailPaymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isMobile}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        <Trans>Process Email Payment</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ReviewWaitingNotice />
          <EmailPaymentProcessor titled={false} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
