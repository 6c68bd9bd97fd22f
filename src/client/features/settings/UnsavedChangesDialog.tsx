import { Trans } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** "Leave without saving?": Stay keeps the screen and its changes, Leave drops them. */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">
        <Trans>Leave without saving?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <Trans>You have unsaved changes in Settings. If you leave now, they will be lost.</Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          <Trans>Stay</Trans>
        </Button>
        <Button onClick={onLeave} color="error">
          <Trans>Leave</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
