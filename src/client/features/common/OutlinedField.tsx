import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface OutlinedFieldProps
  extends Omit<OutlinedInputProps, 'label' | 'error' | 'required' | 'fullWidth'> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
}

/**
 * TextField's outlined variant put together from its parts, with the same markup, classes and
 * labelling (the label names the input; the helper text describes it and carries the error). TextField
 * always imports Select and with it Menu, Popover and Modal (22 KB gzip): the login screen and the
 * password fields use this instead, so a student's first load does not carry them.
 */
export function OutlinedField({
  label,
  helperText,
  error = false,
  required = false,
  fullWidth = false,
  id: idOverride,
  className,
  sx,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      error={error}
      required={required}
      fullWidth={fullWidth}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} fullWidth={fullWidth} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
