import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';

/** The methods a payment is recorded with (spec 03 §9), as the server stores them. */
export const RECORD_METHODS = [
  { value: 'cash', label: msg`Cash` },
  { value: 'card', label: msg`Credit card` },
  { value: 'debit', label: msg`Debit card` },
  { value: 'e_transfer', label: msg`Interac e-Transfer` },
  { value: 'cheque', label: msg`Cheque` },
  { value: 'bank_transfer', label: msg`Bank transfer` },
  { value: 'other', label: msg`Other` },
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
  const { t, i18n } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Payment method`}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
    >
      {RECORD_METHODS.map((m) => (
        <MenuItem key={m.value} value={m.value}>
          {i18n._(m.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
