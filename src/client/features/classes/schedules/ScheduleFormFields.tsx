import { FormControlLabel, FormGroup, Grid, Switch, TextField } from '@mui/material';
import { MAX_CLASS_CAPACITY } from '../../../../shared/schemas/classes';
import type { ZodForm } from '../types/useZodForm';
import { ClassTypeSelect } from './ClassTypeSelect';
import { DayOfWeekSelect } from './DayOfWeekSelect';
import type { ScheduleValues } from './scheduleValues';

const SHRINK = { inputLabel: { shrink: true } } as const;

/** Every field of a weekly schedule; the dialog variant leaves the description out. */
export function ScheduleFormFields({
  form,
  withDescription = true,
  autoFocus,
}: {
  form: ZodForm<ScheduleValues>;
  withDescription?: boolean;
  autoFocus?: boolean;
}) {
  const { values, errors, set, text } = form;
  const half = { xs: 12, sm: 6 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <ClassTypeSelect
          autoFocus={autoFocus}
          value={values.classTypeId}
          onChange={(v) => set('classTypeId', v)}
          error={errors.classTypeId !== undefined}
          helperText={errors.classTypeId}
        />
      </Grid>
      <Grid size={half}>
        <DayOfWeekSelect
          value={values.dayOfWeek}
          onChange={(v) => set('dayOfWeek', v)}
          error={errors.dayOfWeek !== undefined}
          helperText={errors.dayOfWeek}
        />
      </Grid>
      <Grid size={half}>
        <TextField
          label="Start Time"
          type="time"
          required
          fullWidth
          slotProps={SHRINK}
          {...text('startTime')}
        />
      </Grid>
      <Grid size={half}>
        <TextField label="End Time" type="time" required fullWidth slotProps={SHRINK} {...text('endTime')} />
      </Grid>
      <Grid size={half}>
        <TextField label="Location" required fullWidth placeholder="e.g. Studio A" {...text('location')} />
      </Grid>
      <Grid size={half}>
        <TextField
          label="Maximum Students"
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: MAX_CLASS_CAPACITY } }}
          {...text('maxStudents', `1 to ${MAX_CLASS_CAPACITY}`)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Custom Class Name"
          fullWidth
          {...text('customName', 'Optional. Leave blank to use the class type name.')}
        />
      </Grid>
      {withDescription && (
        <Grid size={12}>
          <TextField
            label="Description"
            fullWidth
            multiline
            minRows={2}
            {...text('description', 'Optional. Shown to students with this class.')}
          />
        </Grid>
      )}
      <Grid size={12}>
        <FormGroup row sx={{ columnGap: 3 }}>
          <FormControlLabel
            control={
              <Switch checked={values.isRecurring} onChange={(e) => set('isRecurring', e.target.checked)} />
            }
            label="Recurring weekly"
          />
          <FormControlLabel
            control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
            label="Active"
          />
        </FormGroup>
      </Grid>
    </Grid>
  );
}
