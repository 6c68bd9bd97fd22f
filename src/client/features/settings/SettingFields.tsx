import { FormControlLabel, FormHelperText, InputAdornment, Switch, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { SettingKey } from '../../../shared/schemas/settings';
import { tr } from '../../i18n/tr';
import type { SettingsForm } from './useSettingsForm';

interface FieldProps {
  form: SettingsForm;
  name: SettingKey;
  label: string;
  helperText?: ReactNode;
}

const fieldId = (name: string) => `setting-${name}`;

/** A text or whole-number setting; its rule's message shows under it. */
export function SettingTextField({
  form,
  name,
  label,
  helperText,
  type = 'text',
  numeric = false,
  unit,
  multiline = false,
  required = false,
  autoComplete,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel';
  numeric?: boolean;
  unit?: string;
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
}) {
  const error = form.errors[name];
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      type={type}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value)}
      error={Boolean(error)}
      helperText={error ? tr(error) : helperText}
      required={required}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{
        htmlInput: numeric ? { inputMode: 'numeric' } : undefined,
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * A setting chosen from a list (a native select: the phone's own picker). A stored value the list does
 * not offer (an older studio's) stays shown rather than silently changing.
 */
export function SettingSelect({
  form,
  name,
  label,
  helperText,
  choices,
  onChange,
}: FieldProps & { choices: readonly Choice[]; onChange?: (value: string) => void }) {
  const value = form.values[name];
  const error = form.errors[name];
  const all = choices.some((c) => c.value === value) ? choices : [...choices, { value, label: value || '—' }];
  return (
    <TextField
      id={fieldId(name)}
      select
      label={label}
      value={value}
      onChange={(e) => (onChange ? onChange(e.target.value) : form.set(name, e.target.value))}
      error={Boolean(error)}
      helperText={error ? tr(error) : helperText}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {all.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}

/** An on/off setting ("true"/"false"), with an optional line explaining it. */
export function SettingSwitch({ form, name, label, helperText }: FieldProps) {
  const error = form.errors[name];
  const describedBy = helperText || error ? `${fieldId(name)}-help` : undefined;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            id={fieldId(name)}
            checked={form.values[name] === 'true'}
            onChange={(e) => form.set(name, String(e.target.checked))}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
          />
        }
        label={label}
      />
      {describedBy && (
        <FormHelperText id={describedBy} error={Boolean(error)} sx={{ mt: -0.5, ml: 6 }}>
          {error ? tr(error) : helperText}
        </FormHelperText>
      )}
    </div>
  );
}
