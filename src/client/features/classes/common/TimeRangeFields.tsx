import { Grid, TextField, type TextFieldProps } from '@mui/material';

const SHRINK = { inputLabel: { shrink: true } } as const;
const HALF = { xs: 12, sm: 6 } as const;

/** "Start Time" and "End Time" side by side, as two items of a Grid container. */
export function TimeRangeFields({ start, end }: { start: TextFieldProps; end: TextFieldProps }) {
  return (
    <>
      <Grid size={HALF}>
        <TextField label="Start Time" type="time" required fullWidth slotProps={SHRINK} {...start} />
      </Grid>
      <Grid size={HALF}>
        <TextField label="End Time" type="time" required fullWidth slotProps={SHRINK} {...end} />
      </Grid>
    </>
  );
}
