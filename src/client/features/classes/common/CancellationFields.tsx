import { Trans, useLingui } from '@lingui/react/macro';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { CancellationReasonField } from './CancellationReasonField';
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
  const { t } = useLingui();
  return (
    <Stack spacing={1}>
      <CancellationReasonField
        value={form.reason}
        onChange={(reason) => onChange({ ...form, reason })}
        disabled={disabled}
        autoFocus={autoFocus}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.notifyStudents}
            disabled={disabled}
            onChange={(e) => onChange({ ...form, notifyStudents: e.target.checked })}
          />
        }
        label={t`Notify students by email`}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.issueCredits}
            disabled={disabled}
            onChange={(e) => onChange({ ...form, issueCredits: e.target.checked })}
          />
        }
        label={t`Issue credits`}
      />
      {form.issueCredits && (
        <Typography variant="caption" color="text.secondary">
          <Trans>
            Each student gets back what they paid for the class as credit; an unpaid booking's charge is
            simply removed.
          </Trans>
        </Typography>
      )}
    </Stack>
  );
}
