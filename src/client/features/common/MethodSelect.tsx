import { MenuItem, TextField } from '@mui/material';

/** The methods a payment is recorded with (spec 03 §9), as the server stores them. */
export const RECORD_METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Credit card' },
  { value: 'debit', label: 'Debit card' },
  { value: 'e_transfer', label: 'Interac e-Transfer' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'other', label: 'Other' },
] as const;

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
