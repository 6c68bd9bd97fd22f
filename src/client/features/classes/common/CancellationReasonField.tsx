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
  return (
    <TextField
      label="Reason for cancellation"
      placeholder="e.g. Instructor unavailable"
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
