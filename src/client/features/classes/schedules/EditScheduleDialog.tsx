import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Chip,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { FormEvent } from 'react';
import { type TClassSchedule, ZScheduleUpdateInput } from '../../../../shared/schemas/classes/schedules';
import { useZodForm } from '../../../lib/useZodForm';
import { FormDialogActions } from '../../common/FormDialogActions';
import { SubjectDialog } from '../../common/SubjectDialog';
import { CapacityField } from '../common/CapacityField';
import { OverCapacityAlert } from './OverCapacityAlert';
import type { ScheduleDialogProps } from './scheduleDialogs';
import { useScheduleUpdate } from './useScheduleUpdate';

function EditForm({ schedule, onClose }: { schedule: TClassSchedule; onClose: () => void }) {
  const form = useZodForm({
    customName: schedule.customName ?? '',
    location: schedule.location,
    maxStudents: String(schedule.maxStudents),
    description: schedule.description ?? '',
    isActive: schedule.isActive,
  });
  const { t } = useLingui();
  const update = useScheduleUpdate(onClose);
  const typeName = schedule.classType.name;
  const isCustom = Boolean(schedule.customName);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = form.check(ZScheduleUpdateInput, { id: schedule.id, ...form.values });
    if (input) update.save(input);
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>
        <Trans>Edit Schedule</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Alert severity="info" icon={false}>
            <Typography variant="body2" color="text.secondary">
              <Trans>Currently shown as</Trans>
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{schedule.displayName}</Typography>
              <Chip size="small" label={isCustom ? t`Custom name` : t`Default name`} />
            </Box>
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t`Custom Class Name`}
              fullWidth
              placeholder={schedule.classType.name}
              {...form.text('customName', t`Leave blank to show "${typeName}".`)}
            />
            <Button
              onClick={() => form.set('customName', '')}
              disabled={!form.values.customName}
              sx={{ flexShrink: 0, mt: { sm: 1 } }}
            >
              <Trans>Reset to Default</Trans>
            </Button>
          </Stack>
          <TextField label={t`Location`} required fullWidth {...form.text('location')} />
          <CapacityField {...form.text('maxStudents')} />
          <TextField
            label={t`Description`}
            fullWidth
            multiline
            minRows={2}
            {...form.text('description', t`Optional`)}
          />
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={form.values.isActive}
                  onChange={(e) => form.set('isActive', e.target.checked)}
                />
              }
              label={t`Class Active`}
            />
            <Typography variant="body2" color="text.secondary">
              {form.values.isActive
                ? t`This class is visible to students.`
                : t`Hidden from students while inactive.`}
            </Typography>
          </Box>
        </Stack>
        <OverCapacityAlert message={update.overCapacity} />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={update.submitLabel(t`Save Changes`)}
        pendingLabel={t`Saving...`}
        pending={update.isPending}
      />
    </form>
  );
}

/** Edit Schedule: custom name (Reset to Default blanks it), location, capacity, description, active. */
export function EditScheduleDialog({ schedule, onClose }: ScheduleDialogProps) {
  return (
    <SubjectDialog subject={schedule} onClose={onClose} fullScreenOnMobile>
      {(shown) => <EditForm schedule={shown} onClose={onClose} />}
    </SubjectDialog>
  );
}
