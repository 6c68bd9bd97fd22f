import { MenuItem, TextField } from '@mui/material';
import { RECORD_METHODS } from './paymentForms';

/** The payment method, from the spec's recording list. */
export function MethodSelect({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label="Payment method"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
    >
      {RECORD_METHODS.map((m) => (
        <MenuItem key={m.value} value={m.value}>
          {m.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
