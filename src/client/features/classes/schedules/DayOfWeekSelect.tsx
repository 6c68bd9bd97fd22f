import { TextField } from '@mui/material';
import { DAY_NAMES } from '../../../../shared/dates';

/** Sunday (0) to Saturday (6). */
export function DayOfWeekSelect({
  value,
  onChange,
  error,
  helperText,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
}) {
  return (
    <TextField
      select
      label="Day of Week"
      required
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {DAY_NAMES.map((day, index) => (
        <option key={day} value={String(index)}>
          {day}
        </option>
      ))}
    </TextField>
  );
}
