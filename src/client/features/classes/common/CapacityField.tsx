import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '@mui/material';
import { MAX_CLASS_CAPACITY } from '../../../../shared/schemas/classes/fields';

/** The helper text the create forms show under the capacity (called at render time). */
export function capacityHint(): string {
  const max = MAX_CLASS_CAPACITY;
  return t`1 to ${max}`;
}

/** "Maximum Students": a required number from 1 to the studio's largest class. */
export function CapacityField(props: TextFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Maximum Students`}
      type="number"
      required
      fullWidth
      slotProps={{ htmlInput: { min: 1, max: MAX_CLASS_CAPACITY } }}
      {...props}
    />
  );
}
