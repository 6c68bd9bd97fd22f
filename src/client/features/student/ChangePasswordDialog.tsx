import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { PasswordField } from '../common/PasswordField';

/**
 * The two variants of spec 01 §5. The dashboard header's says "Passwords do not match" / "Password
 * must be at least 6 characters long"; the profile (settings) variant raises the toasts "Password
 * Mismatch" / "Password Too Short" with their sentences. Both also show the problem in the dialog.
 */
const PROBLEMS = {
  dashboard: {
    mismatch: { title: msg`Passwords do not match`, description: undefined },
    tooShort: { title: msg`Password must be at least 6 characters long`, description: undefined },
  },
  profile: {
    mismatch: { title: msg`Password Mismatch`, description: msg`New passwords do not match.` },
    tooShort: {
      title: msg`Password Too Short`,
      description: msg`Password must be at least 6 characters long.`,
    },
  },
} as const;

export type ChangePasswordVariant = keyof typeof PROBLEMS;

export function ChangePasswordDialog({
  open,
  onClose,
  variant = 'dashboard',
}: {
  open: boolean;
  onClose: () => void;
  variant?: ChangePasswordVariant;
}) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ title: string; description?: string } | null>(null);
  const change = useMutation(trpc.auth.changePassword.mutationOptions());

  const close = () => {
    setPassword('');
    setConfirm('');
    setProblem(null);
    onClose();
  };

  const reject = (which: 'mismatch' | 'tooShort') => {
    const shown = PROBLEMS[variant][which];
    const p = {
      title: i18n._(shown.title),
      description: shown.description ? i18n._(shown.description) : undefined,
    };
    setProblem(p);
    // The profile variant also raises the toast; the dialog shows it too, because a modal hides the
    // rest of the page (the toast included) from assistive technology.
    if (variant === 'profile') toast({ title: p.title, description: p.description, variant: 'destructive' });
  };

  const minLength = MIN_PASSWORD_LENGTH;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) return reject('mismatch');
    if (password.length < MIN_PASSWORD_LENGTH) return reject('tooShort');
    setProblem(null);
    change.mutate(
      { newPassword: password },
      {
        onSuccess: () => {
          toast({ title: t`Password Changed`, description: t`Your password has been updated.` });
          close();
        },
        onError: (error) =>
          toast({
            title: t`Password Change Failed`,
            description: errorMessage(error, t`Please try again.`),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">{t`Change Password`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error">
                {problem.description ? (
                  <>
                    <AlertTitle>{problem.title}</AlertTitle>
                    {problem.description}
                  </>
                ) : (
                  problem.title
                )}
              </Alert>
            )}
            <PasswordField
              label={t`New Password`}
              autoComplete="new-password"
              required
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              helperText={t`At least ${minLength} characters`}
            />
            <PasswordField
              label={t`Confirm Password`}
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t`Cancel`}</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? t`Saving...` : t`Update Password`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
