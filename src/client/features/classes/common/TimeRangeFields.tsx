import { useLingui } from '@lingui/react/macro';
import { Grid, TextField, type TextFieldProps } from '@mui/material';

const SHRINK = { inputLabel: { shrink: true } } as const;
const HALF = { xs: 12, sm: 6 } as const;

/** "Start Time" and "End Time" side by side, as two items of a Grid container. */
export function TimeRangeFields({ start, end }: { start: TextFieldProps; end: TextFieldProps }) {
  const { t } = useLingui();
  return (
    <>
      <Grid size={HALF}>
        <TextField label={t`Start Time`} type="time" required fullWidth slotProps={SHRINK} {...start} />
      </Grid>
      <Grid size={HALF}>
        <TextField label={t`End Time`} type="time" required fullWidth slotProps={SHRINK} {...end} />
      </Grid>
    </>
  );
}
