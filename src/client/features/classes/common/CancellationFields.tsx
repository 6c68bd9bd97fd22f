import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import type { CancellationForm } from './useCancelClass';

/** Reason (required) plus the notify-students and issue-credits switches, both on by default. */
export function CancellationFields({
  form,
  onChange,
  disabled,
  autoFocus,
}: {
  form: CancellationForm;
  onChange: (next: CancellationForm) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Stack spacing={1}>
      <TextField
        label="Reason for cancellation"
        placeholder="e.g. Instructor unavailable"
        required
        multiline
        minRows={2}
        fullWidth
        autoFocus={autoFocus}
        disabled={disabled}
        value={form.reason}
        onChange={(e) => onChange({ ...form, reason: e.target.value })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.notifyStudents}
            disabled={disabled}
            onChange={(e) => onChange({ ...form, notifyStudents: e.target.checked })}
          />
        }
        label="Notify students by email"
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.issueCredits}
            disabled={disabled}
            onChange={(e) => onChange({ ...form, issueCredits: e.target.checked })}
          />
        }
        label="Issue credits"
      />
    </Stack>
  );
}
