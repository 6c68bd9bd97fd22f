import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import {
  MAX_CLASS_CAPACITY,
  SCHEDULE_PAGE_DEFAULTS,
  type TClassSchedule,
  ZScheduleUpdateInput,
} from '../../../../shared/schemas/classes';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { useZodForm } from '../types/useZodForm';
import { useLastNonNull } from './useLastNonNull';

const SHRINK = { inputLabel: { shrink: true } } as const;

/** A non-numeric capacity falls back to 15 (spec 02 §5). */
const capacityOf = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? SCHEDULE_PAGE_DEFAULTS.maxStudents : n;
};

function QuickEditForm({ schedule, onClose }: { schedule: TClassSchedule; onClose: () => void }) {
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const form = useZodForm({
    startTime: schedule.startTime.slice(0, 5),
    endTime: schedule.endTime.slice(0, 5),
    location: schedule.location,
    maxStudents: String(schedule.maxStudents),
  });
  const update = useMutation(trpc.classes.updateSchedule.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { maxStudents, ...rest } = form.values;
    const input = form.check(ZScheduleUpdateInput, {
      id: schedule.id,
      ...rest,
      maxStudents: capacityOf(maxStudents),
    });
    if (!input) return;
    update.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Schedule updated', description: `${schedule.displayName} has been saved.` });
        void invalidate();
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Error updating schedule',
          description: errorMessage(error, 'Please try again'),
          variant: 'destructive',
        }),
    });
  };

  const half = { xs: 12, sm: 6 } as const;
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>Edit Details</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {schedule.displayName}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={half}>
            <TextField
              label="Start Time"
              type="time"
              required
              fullWidth
              slotProps={SHRINK}
              {...form.text('startTime')}
            />
          </Grid>
          <Grid size={half}>
            <TextField
              label="End Time"
              type="time"
              required
              fullWidth
              slotProps={SHRINK}
              {...form.text('endTime')}
            />
          </Grid>
          <Grid size={12}>
            <TextField label="Location" required fullWidth {...form.text('location')} />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Maximum Students"
              type="number"
              required
              fullWidth
              slotProps={{ htmlInput: { min: 1, max: MAX_CLASS_CAPACITY } }}
              {...form.text('maxStudents', `1 to ${MAX_CLASS_CAPACITY}`)}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The card's quick edit ("Edit View" → "Edit Details"): times, location and capacity. */
export function QuickEditDialog({
  schedule,
  onClose,
}: {
  schedule: TClassSchedule | null;
  onClose: () => void;
}) {
  const shown = useLastNonNull(schedule);
  return (
    <Dialog open={schedule !== null} onClose={onClose} fullWidth maxWidth="xs">
      {shown && <QuickEditForm key={shown.id} schedule={shown} onClose={onClose} />}
    </Dialog>
  );
}
