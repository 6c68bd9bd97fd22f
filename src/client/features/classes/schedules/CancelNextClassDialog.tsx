import EventBusy from '@mui/icons-material/EventBusy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FormEvent } from 'react';
import { formatDate } from '../../../../shared/dates';
import type { TClassSchedule } from '../../../../shared/schemas/classes';
import { useCancelClass } from '../common/useCancelClass';
import { useLastNonNull } from './useLastNonNull';

function CancelForm({ schedule, onClose }: { schedule: TClassSchedule; onClose: () => void }) {
  // Students are always told and credited when a schedule's next class is cancelled (spec 02 §7).
  const cancel = useCancelClass({ classScheduleId: schedule.id }, onClose);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    cancel.submit();
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>Cancel Next Class</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography>
            <strong>{schedule.displayName}</strong>
            {schedule.nextClassDate ? ` on ${formatDate(schedule.nextClassDate)}` : ' (next upcoming class)'}
          </Typography>
          <Alert severity="warning" icon={<EventBusy />}>
            Confirmed students are notified by email and receive a class credit.
          </Alert>
          <TextField
            label="Reason for cancellation"
            placeholder="e.g. Instructor unavailable"
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            value={cancel.form.reason}
            onChange={(e) => cancel.setForm({ ...cancel.form, reason: e.target.value })}
            disabled={cancel.isPending}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Keep Class</Button>
        <Button type="submit" variant="contained" color="error" disabled={!cancel.canSubmit}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Next Class'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Cancels a schedule's first upcoming class; the reason is required (the button waits for it). */
export function CancelNextClassDialog({
  schedule,
  onClose,
}: {
  schedule: TClassSchedule | null;
  onClose: () => void;
}) {
  const shown = useLastNonNull(schedule);
  return (
    <Dialog open={schedule !== null} onClose={onClose} fullWidth maxWidth="sm">
      {shown && <CancelForm key={shown.id} schedule={shown} onClose={onClose} />}
    </Dialog>
  );
}
