import { useLingui } from '@lingui/react/macro';
import { TextField } from '@mui/material';

/** The required "Reason for cancellation" of every cancel form. */
export function CancellationReasonField({
  value,
  onChange,
  disabled,
  autoFocus,
}: {
  value: string;
  onChange: (reason: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Reason for cancellation`}
      placeholder={t`e.g. Instructor unavailable`}
      required
      multiline
      minRows={2}
      fullWidth
      autoFocus={autoFocus}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
