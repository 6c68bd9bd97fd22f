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
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You have unsaved changes in Settings. If you leave now, they will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Stay
        </Button>
        <Button onClick={onLeave} color="error">
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
