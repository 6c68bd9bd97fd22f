import { TextField } from '@mui/material';
import { currencyAdornment } from '../../common/currencyAdornment';

/** A dollar amount typed as text (step 0.01), with its validation message. */
export function MoneyField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      slotProps={{
        htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
        input: currencyAdornment(),
      }}
    />
  );
}
