import { FormControlLabel, Grid, InputAdornment, Switch, TextField, Typography } from '@mui/material';
import { CLASS_DURATION } from '../../../../shared/schemas/classes/fields';
import type { ZodForm } from '../../../lib/useZodForm';
import type { ClassTypeValues } from './classTypeValues';

/** Name, description, duration, price and active: the one field set of both class type forms. */
export function ClassTypeFields({
  form,
  autoFocus,
}: {
  form: ZodForm<ClassTypeValues>;
  autoFocus?: boolean;
}) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField label="Class Name" required fullWidth autoFocus={autoFocus} {...form.text('name')} />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Description"
          required
          fullWidth
          multiline
          minRows={3}
          {...form.text('description', 'What students can expect from this class')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Duration (minutes)"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: CLASS_DURATION.min, max: CLASS_DURATION.max, step: 5 } }}
          {...form.text('duration', `${CLASS_DURATION.min} to ${CLASS_DURATION.max} minutes`)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Price"
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
          {...form.text('price', 'Per class, e.g. 20.00')}
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Switch checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />
          }
          label="Active"
        />
        <Typography variant="body2" color="text.secondary">
          Inactive class types stay on existing schedules but accept no new enrolments.
        </Typography>
      </Grid>
    </Grid>
  );
}
