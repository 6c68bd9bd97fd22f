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
import { type FormEvent, useState } from 'react';
import { formatDate, formatTimeRange } from '../../../../shared/dates';
import type { TCancellationResult } from '../../../../shared/schemas/classes';
import { CancellationFields } from './CancellationFields';
import { useCancelClass } from './useCancelClass';

export interface CancelClassDialogProps {
  open: boolean;
  onClose: () => void;
  /** Cancel this instance… */
  classInstanceId?: number;
  /** …or this schedule's class (on the chosen date, else its next upcoming one). */
  classScheduleId?: number;
  /** With a schedule: offer a "Class date" field. */
  showDate?: boolean;
  className?: string;
  classDate?: string | null;
  startTime?: string;
  endTime?: string;
  onCancelled?: (result: TCancellationResult) => void;
}

/** Cancel Class: a required reason, notify students and issue credits (both on by default). */
export function CancelClassDialog(props: CancelClassDialogProps) {
  const { open, onClose, classInstanceId, classScheduleId, showDate, className, classDate } = props;
  const [date, setDate] = useState('');
  const target =
    classInstanceId !== undefined
      ? { classInstanceId }
      : { classScheduleId: classScheduleId ?? 0, cancelledDate: date || undefined };
  const cancel = useCancelClass(target, (result) => {
    setDate('');
    props.onCancelled?.(result);
    onClose();
  });

  const close = () => {
    cancel.reset();
    setDate('');
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    cancel.submit();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Cancel Class</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {className && (
              <div>
                <Typography sx={{ fontWeight: 600 }}>{className}</Typography>
                {classDate && (
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(classDate)}
                    {props.startTime && props.endTime
                      ? ` · ${formatTimeRange(props.startTime, props.endTime)}`
                      : ''}
                  </Typography>
                )}
              </div>
            )}
            <Alert severity="warning">Confirmed bookings will be cancelled. This cannot be undone.</Alert>
            {showDate && classInstanceId === undefined && (
              <TextField
                label="Class date"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                helperText="Leave blank to cancel the next upcoming class"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <CancellationFields
              form={cancel.form}
              onChange={cancel.setForm}
              disabled={cancel.isPending}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Keep Class</Button>
          <Button type="submit" variant="contained" color="error" disabled={!cancel.canSubmit}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Class'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
