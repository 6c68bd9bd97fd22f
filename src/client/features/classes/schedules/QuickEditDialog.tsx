import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContent, DialogTitle, Grid, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { type TClassSchedule, ZScheduleUpdateInput } from '../../../../shared/schemas/classes/schedules';
import { useZodForm } from '../../../lib/useZodForm';
import { FormDialogActions } from '../../common/FormDialogActions';
import { SubjectDialog } from '../../common/SubjectDialog';
import { CapacityField, capacityHint } from '../common/CapacityField';
import { TimeRangeFields } from '../common/TimeRangeFields';
import { OverCapacityAlert } from './OverCapacityAlert';
import type { ScheduleDialogProps } from './scheduleDialogs';
import { SCHEDULE_PAGE_DEFAULTS } from './scheduleValues';
import { useScheduleUpdate } from './useScheduleUpdate';

/** A non-numeric capacity falls back to 15 (spec 02 §5). */
const capacityOf = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? SCHEDULE_PAGE_DEFAULTS.maxStudents : n;
};

function QuickEditForm({ schedule, onClose }: { schedule: TClassSchedule; onClose: () => void }) {
  const form = useZodForm({
    startTime: schedule.startTime.slice(0, 5),
    endTime: schedule.endTime.slice(0, 5),
    location: schedule.location,
    maxStudents: String(schedule.maxStudents),
  });
  const { t } = useLingui();
  const update = useScheduleUpdate(onClose);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { maxStudents, ...rest } = form.values;
    const input = form.check(ZScheduleUpdateInput, {
      id: schedule.id,
      ...rest,
      maxStudents: capacityOf(maxStudents),
    });
    if (input) update.save(input);
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>
        <Trans>Edit Details</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {schedule.displayName}
        </Typography>
        <Grid container spacing={2}>
          <TimeRangeFields start={form.text('startTime')} end={form.text('endTime')} />
          <Grid size={12}>
            <TextField label={t`Location`} required fullWidth {...form.text('location')} />
          </Grid>
          <Grid size={12}>
            <CapacityField {...form.text('maxStudents', capacityHint())} />
          </Grid>
        </Grid>
        <OverCapacityAlert message={update.overCapacity} />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={update.submitLabel(t`Save`)}
        pendingLabel={t`Saving...`}
        pending={update.isPending}
      />
    </form>
  );
}

/** The card's quick edit ("Edit View" → "Edit Details"): times, location and capacity. */
export function QuickEditDialog({ schedule, onClose }: ScheduleDialogProps) {
  return (
    <SubjectDialog subject={schedule} onClose={onClose} maxWidth="xs">
      {(shown) => <QuickEditForm schedule={shown} onClose={onClose} />}
    </SubjectDialog>
  );
}
