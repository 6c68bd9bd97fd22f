import { useLingui } from '@lingui/react/macro';
import { TextField } from '@mui/material';
import { currencyAdornment } from '../../common/currencyAdornment';
import { AMOUNT_INPUT } from './moneyAmount';

/** A money amount: 0 to 1000 in steps of 0.01, with the decimal keypad on phones. */
export function AmountField({
  label,
  value,
  onChange,
  error,
  disabled,
  autoFocus,
  helperText,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  disabled: boolean;
  autoFocus?: boolean;
  helperText?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Amount`}
      type="number"
      required
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      helperText={helperText}
      slotProps={{
        htmlInput: { ...AMOUNT_INPUT, inputMode: 'decimal' },
        input: currencyAdornment(),
      }}
    />
  );
}
