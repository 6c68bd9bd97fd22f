import { useLingui } from '@lingui/react/macro';
import { Alert, FormControlLabel, InputAdornment, Stack, Switch, TextField } from '@mui/material';
import { CANCELLATION_HOURS_TOKEN, cutoffMismatch } from '../../../shared/policy-text';
import { tr } from '../../i18n/tr';
import type { PolicyField, PolicyValues } from './policyFormModel';
import { FieldGrid, FullRow, SettingsCard } from './SettingsCard';
import type { PoliciesForm } from './usePoliciesForm';

type NumberField = { [K in PolicyField]: PolicyValues[K] extends string ? K : never }[PolicyField];

function PolicyTextField({
  form,
  name,
  label,
  helperText,
  unit,
  multiline = false,
}: {
  form: PoliciesForm;
  name: NumberField;
  label: string;
  helperText: string;
  unit?: string;
  multiline?: boolean;
}) {
  const error = form.errors[name];
  return (
    <TextField
      id={`policy-${name}`}
      label={label}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value)}
      error={Boolean(error)}
      helperText={error ? tr(error) : helperText}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      slotProps={{
        htmlInput: multiline ? undefined : { inputMode: 'numeric' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** The nine policy fields with spec 03 §5 bounds (the messages come from the shared `ZPolicy`). */
export function PolicyFields({ form }: { form: PoliciesForm }) {
  const { t } = useLingui();
  const token = CANCELLATION_HOURS_TOKEN;
  return (
    <Stack spacing={2.5}>
      <SettingsCard title={t`Cancellation`}>
        <FieldGrid>
          <PolicyTextField
            form={form}
            name="cancellationHours"
            label={t`Cancellation Window (hours)`}
            unit={t`hours`}
            helperText={t`1 to 168. Cancelling earlier gives a credit; the Financial tab's deadline is the same.`}
          />
        </FieldGrid>
      </SettingsCard>
      <SettingsCard title={t`Class Changes`}>
        <FieldGrid columns={3}>
          <PolicyTextField
            form={form}
            name="monthlyChangesAllowed"
            label={t`Monthly Changes Allowed`}
            helperText={t`0 to 20.`}
          />
          <PolicyTextField
            form={form}
            name="weeklyChangesAllowed"
            label={t`Weekly Changes Allowed`}
            helperText={t`0 to 10.`}
          />
          <PolicyTextField
            form={form}
            name="dailyChangesAllowed"
            label={t`Daily Changes Allowed`}
            helperText={t`0 to 5.`}
          />
          <FullRow>
            <FormControlLabel
              control={
                <Switch
                  id="policy-unlimitedChanges24Plus"
                  checked={form.values.unlimitedChanges24Plus}
                  onChange={(e) => form.set('unlimitedChanges24Plus', e.target.checked)}
                />
              }
              label={t`Unlimited changes more than 24 hours before class`}
            />
          </FullRow>
        </FieldGrid>
      </SettingsCard>
      <SettingsCard title={t`Emergency Changes`}>
        <FieldGrid>
          <PolicyTextField
            form={form}
            name="emergencyChangeHours"
            label={t`Emergency Change Cutoff (hours)`}
            unit={t`hours`}
            helperText={t`0 to 24 hours before class.`}
          />
          <PolicyTextField
            form={form}
            name="emergencyChangesAllowed"
            label={t`Emergency Changes Allowed`}
            helperText={t`0 to 5.`}
          />
        </FieldGrid>
      </SettingsCard>
      <SettingsCard
        title={t`Policy Texts`}
        subtitle={t`Students read these as written, with ${token} replaced by the cancellation cut-off.`}
      >
        <Stack spacing={2.5}>
          {(['refundPolicy', 'classChangePolicy'] as const).map((name) => {
            const mismatch = cutoffMismatch(form.values[name], Number(form.values.cancellationHours));
            return (
              <Stack key={name} spacing={1}>
                <PolicyTextField
                  form={form}
                  name={name}
                  label={name === 'refundPolicy' ? t`Refund Policy` : t`Class Change Policy`}
                  helperText={t`At least 10 characters.`}
                  multiline
                />
                {mismatch && (
                  <Alert severity="warning" role="note">
                    {tr(mismatch)}
                  </Alert>
                )}
              </Stack>
            );
          })}
        </Stack>
      </SettingsCard>
    </Stack>
  );
}
