import { Trans, useLingui } from '@lingui/react/macro';
import { FormControlLabel, Grid, Switch, TextField, Typography } from '@mui/material';
import { CLASS_DURATION } from '../../../../shared/schemas/classes/fields';
import type { ZodForm } from '../../../lib/useZodForm';
import { currencyAdornment } from '../../common/currencyAdornment';
import type { ClassTypeValues } from './classTypeValues';

/** Name, description, duration, price and active: the one field set of both class type forms. */
export function ClassTypeFields({
  form,
  autoFocus,
}: {
  form: ZodForm<ClassTypeValues>;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const min = CLASS_DURATION.min;
  const max = CLASS_DURATION.max;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField label={t`Class Name`} required fullWidth autoFocus={autoFocus} {...form.text('name')} />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t`Description`}
          required
          fullWidth
          multiline
          minRows={3}
          {...form.text('description', t`What students can expect from this class`)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t`Duration (minutes)`}
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: CLASS_DURATION.min, max: CLASS_DURATION.max, step: 5 } }}
          {...form.text('duration', t`${min} to ${max} minutes`)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t`Price`}
          fullWidth
          slotProps={{
            input: currencyAdornment(),
            htmlInput: { inputMode: 'decimal' },
          }}
          {...form.text('price', t`Per class, e.g. 20.00`)}
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Switch checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />
          }
          label={t`Active`}
        />
        <Typography variant="body2" color="text.secondary">
          <Trans>Inactive class types stay on existing schedules but accept no new enrolments.</Trans>
        </Typography>
      </Grid>
    </Grid>
  );
}
