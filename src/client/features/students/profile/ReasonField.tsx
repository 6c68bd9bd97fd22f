import { useLingui } from '@lingui/react/macro';
import { TextField } from '@mui/material';
import { MAX_REASON_CHARS } from './moneyAmount';

/** The required Reason of Add Charge and Refund. */
export function ReasonField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (reason: string) => void;
  error: boolean;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Reason`}
      required
      fullWidth
      multiline
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: MAX_REASON_CHARS } }}
    />
  );
}
