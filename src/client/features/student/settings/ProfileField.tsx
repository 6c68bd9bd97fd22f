import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { fieldProblem, fieldUpdate, type ProfileFieldKey, storedValue } from './profileFields';
import { useSaveProfileField } from './useSaveProfileField';

const SAVED_SHOWN_MS = 3000;

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

function Saved() {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}
    >
      <CheckCircle sx={{ fontSize: 14 }} aria-hidden />
      <Trans>Saved</Trans>
    </Box>
  );
}

/**
 * One profile field, saved on its own when it is left (spec 01 §2): only when the value changed, only
 * that field is sent, a short "Saved" follows, and a failure toasts "Update Failed" with the reason.
 */
export function ProfileField({
  studentId,
  field,
  initial,
  label,
  hint,
  ...props
}: {
  studentId: number;
  field: ProfileFieldKey;
  initial: string;
  label: string;
  hint?: ReactNode;
} & Pick<TextFieldProps, 'type' | 'multiline' | 'minRows' | 'autoComplete' | 'slotProps' | 'required'>) {
  const { t } = useLingui();
  const { toast } = useToast();
  const save = useSaveProfileField(studentId);
  const [value, setValue] = useState(initial);
  const saved = useRef(initial);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = (message: string) => {
    setStatus({ kind: 'error', message });
    toast({ title: t`Update Failed`, description: message, variant: 'destructive' });
  };

  const commit = () => {
    const next = value.trim();
    if (next === saved.current.trim()) {
      if (status.kind === 'error') setStatus({ kind: 'idle' });
      return;
    }
    const problem = fieldProblem(studentId, field, next);
    if (problem) return fail(problem);
    setStatus({ kind: 'saving' });
    save.mutate(fieldUpdate(studentId, field, next), {
      onSuccess: ({ student }) => {
        const stored = storedValue(student, field);
        saved.current = stored;
        setValue((current) => (current.trim() === next ? stored : current));
        setStatus({ kind: 'saved' });
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => setStatus((s) => (s.kind === 'saved' ? { kind: 'idle' } : s)),
          SAVED_SHOWN_MS,
        );
      },
      onError: (error) => fail(errorMessage(error, t`Please try again.`)),
    });
  };

  const helper =
    status.kind === 'error' ? (
      status.message
    ) : status.kind === 'saving' ? (
      t`Saving...`
    ) : status.kind === 'saved' ? (
      <Saved />
    ) : (
      hint
    );

  return (
    <TextField
      {...props}
      fullWidth
      name={field}
      label={label}
      value={value}
      error={status.kind === 'error'}
      helperText={helper ?? ' '}
      slotProps={{ ...props.slotProps, formHelperText: { 'aria-live': 'polite' } }}
      onChange={(e) => {
        setValue(e.target.value);
        if (status.kind === 'saved') setStatus({ kind: 'idle' });
      }}
      onBlur={commit}
    />
  );
}
