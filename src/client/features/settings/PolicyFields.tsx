import { Alert, FormControlLabel, InputAdornment, Stack, Switch, TextField } from '@mui/material';
import { cutoffMismatchWarning } from '../../../shared/policy-text';
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
      helperText={error ?? helperText}
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
  return (
    <Stack spacing={2.5}>
      <SettingsCard title="Cancellation">
        <FieldGrid>
          <PolicyTextField
            form={form}
            name="cancellationHours"
            label="Cancellation Window (hours)"
            unit="hours"
            helperText="1 to 168. Cancelling earlier gives a credit; the Financial tab's deadline is the same."
          />
        </FieldGrid>
      </SettingsCard>
      <SettingsCard title="Class Changes">
        <FieldGrid columns={3}>
          <PolicyTextField
            form={form}
            name="monthlyChangesAllowed"
            label="Monthly Changes Allowed"
            helperText="0 to 20."
          />
          <PolicyTextField
            form={form}
            name="weeklyChangesAllowed"
            label="Weekly Changes Allowed"
            helperText="0 to 10."
          />
          <PolicyTextField
            form={form}
            name="dailyChangesAllowed"
            label="Daily Changes Allowed"
            helperText="0 to 5."
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
              label="Unlimited changes more than 24 hours before class"
            />
          </FullRow>
        </FieldGrid>
      </SettingsCard>
      <SettingsCard title="Emergency Changes">
        <FieldGrid>
          <PolicyTextField
            form={form}
            name="emergencyChangeHours"
            label="Emergency Change Cutoff (hours)"
            unit="hours"
            helperText="0 to 24 hours before class."
          />
          <PolicyTextField
            form={form}
            name="emergencyChangesAllowed"
            label="Emergency Changes Allowed"
            helperText="0 to 5."
          />
        </FieldGrid>
      </SettingsCard>
      <SettingsCard
        title="Policy Texts"
        subtitle="Students read these as written, with {{cancellation_hours}} replaced by the cancellation cut-off."
      >
        <Stack spacing={2.5}>
          {(['refundPolicy', 'classChangePolicy'] as const).map((name) => {
            const mismatch = cutoffMismatchWarning(form.values[name], Number(form.values.cancellationHours));
            return (
              <Stack key={name} spacing={1}>
                <PolicyTextField
                  form={form}
                  name={name}
                  label={name === 'refundPolicy' ? 'Refund Policy' : 'Class Change Policy'}
                  helperText="At least 10 characters."
                  multiline
                />
                {mismatch && (
                  <Alert severity="warning" role="note">
                    {mismatch}
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
