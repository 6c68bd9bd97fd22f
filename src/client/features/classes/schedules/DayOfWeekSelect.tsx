import { useLingui } from '@lingui/react/macro';
import { TextField } from '@mui/material';
import { weekdayName } from '../../../../shared/dates';

const DAYS = [0, 1, 2, 3, 4, 5, 6];

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
  const { t } = useLingui();
  return (
    <TextField
      select
      label={t`Day of Week`}
      required
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {DAYS.map((day) => (
        <option key={day} value={String(day)}>
          {weekdayName(day)}
        </option>
      ))}
    </TextField>
  );
}
