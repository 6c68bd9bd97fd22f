import { useLingui } from '@lingui/react/macro';
import { FormControlLabel, FormGroup, Grid, Switch, TextField } from '@mui/material';
import type { ZodForm } from '../../../lib/useZodForm';
import { SessionFields } from '../common/SessionFields';
import { ClassTypeSelect } from './ClassTypeSelect';
import { DayOfWeekSelect } from './DayOfWeekSelect';
import type { ScheduleValues } from './scheduleValues';

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
  const { t } = useLingui();
  const { values, set, text, select } = form;
  const half = { xs: 12, sm: 6 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <ClassTypeSelect autoFocus={autoFocus} {...select('classTypeId')} />
      </Grid>
      <Grid size={half}>
        <DayOfWeekSelect {...select('dayOfWeek')} />
      </Grid>
      <SessionFields text={text} />
      <Grid size={12}>
        <TextField
          label={t`Custom Class Name`}
          fullWidth
          {...text('customName', t`Optional. Leave blank to use the class type name.`)}
        />
      </Grid>
      {withDescription && (
        <Grid size={12}>
          <TextField
            label={t`Description`}
            fullWidth
            multiline
            minRows={2}
            {...text('description', t`Optional. Shown to students with this class.`)}
          />
        </Grid>
      )}
      <Grid size={12}>
        <FormGroup row sx={{ columnGap: 3 }}>
          <FormControlLabel
            control={
              <Switch checked={values.isRecurring} onChange={(e) => set('isRecurring', e.target.checked)} />
            }
            label={t`Recurring weekly`}
          />
          <FormControlLabel
            control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />}
            label={t`Active`}
          />
        </FormGroup>
      </Grid>
    </Grid>
  );
}
