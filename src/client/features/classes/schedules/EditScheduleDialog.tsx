import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import {
  MAX_CLASS_CAPACITY,
  type TClassSchedule,
  ZScheduleUpdateInput,
} from '../../../../shared/schemas/classes';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useIsMobile } from '../../../lib/useIsMobile';
import { useInvalidateClasses } from '../common/useInvalidateClasses';
import { useZodForm } from '../types/useZodForm';
import { useLastNonNull } from './useLastNonNull';

function EditForm({ schedule, onClose }: { schedule: TClassSchedule; onClose: () => void }) {
  const { toast } = useToast();
  const invalidate = useInvalidateClasses();
  const form = useZodForm({
    customName: schedule.customName ?? '',
    location: schedule.location,
    maxStudents: String(schedule.maxStudents),
    description: schedule.description ?? '',
    isActive: schedule.isActive,
  });
  const update = useMutation(trpc.classes.updateSchedule.mutationOptions());
  const isCustom = Boolean(schedule.customName);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZScheduleUpdateInput, { id: schedule.id, ...form.values });
    if (!input) return;
    update.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: 'Schedule updated', description: `${saved.displayName} has been saved.` });
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

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>Edit Schedule</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Alert severity="info" icon={false}>
            <Typography variant="body2" color="text.secondary">
              Currently shown as
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{schedule.displayName}</Typography>
              <Chip size="small" label={isCustom ? 'Custom name' : 'Default name'} />
            </Box>
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="Custom Class Name"
              fullWidth
              placeholder={schedule.classType.name}
              {...form.text('customName', `Leave blank to show "${schedule.classType.name}".`)}
            />
            <Button
              onClick={() => form.set('customName', '')}
              disabled={!form.values.customName}
              sx={{ flexShrink: 0, mt: { sm: 1 } }}
            >
              Reset to Default
            </Button>
          </Stack>
          <TextField label="Location" required fullWidth {...form.text('location')} />
          <TextField
            label="Maximum Students"
            type="number"
            required
            fullWidth
            slotProps={{ htmlInput: { min: 1, max: MAX_CLASS_CAPACITY } }}
            {...form.text('maxStudents')}
          />
          <TextField
            label="Description"
            fullWidth
            multiline
            minRows={2}
            {...form.text('description', 'Optional')}
          />
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={form.values.isActive}
                  onChange={(e) => form.set('isActive', e.target.checked)}
                />
              }
              label="Class Active"
            />
            <Typography variant="body2" color="text.secondary">
              {form.values.isActive
                ? 'This class is visible to students.'
                : 'Hidden from students while inactive.'}
            </Typography>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Edit Schedule: custom name (Reset to Default blanks it), location, capacity, description, active. */
export function EditScheduleDialog({
  schedule,
  onClose,
}: {
  schedule: TClassSchedule | null;
  onClose: () => void;
}) {
  const shown = useLastNonNull(schedule);
  const isMobile = useIsMobile();
  return (
    <Dialog open={schedule !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={isMobile}>
      {shown && <EditForm key={shown.id} schedule={shown} onClose={onClose} />}
    </Dialog>
  );
}
