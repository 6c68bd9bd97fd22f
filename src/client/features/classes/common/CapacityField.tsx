import { TextField, type TextFieldProps } from '@mui/material';
import { MAX_CLASS_CAPACITY } from '../../../../shared/schemas/classes/fields';

/** The helper text the create forms show under the capacity. */
export const CAPACITY_HINT = `1 to ${MAX_CLASS_CAPACITY}`;

/** "Maximum Students": a required number from 1 to the studio's largest class. */
export function CapacityField(props: TextFieldProps) {
  return (
    <TextField
      label="Maximum Students"
      type="number"
      required
      fullWidth
      slotProps={{ htmlInput: { min: 1, max: MAX_CLASS_CAPACITY } }}
      {...props}
    />
  );
}
