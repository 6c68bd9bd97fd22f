import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, DialogActions } from '@mui/material';

/** A form dialog's action row: a dismiss button and the submit button, which says `pendingLabel` while saving. */
export function FormDialogActions({
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending,
  disabled = pending,
  color,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** When the submit button is off; by default while pending. */
  disabled?: boolean;
  color?: ButtonProps['color'];
}) {
  const { t } = useLingui();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel}>{cancelLabel ?? t`Cancel`}</Button>

      <Button type="submit" variant="contained" color={color} disabled={disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
