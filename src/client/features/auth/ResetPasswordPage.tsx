import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { PasswordField } from '../common/PasswordField';
import { AuthLayout } from './AuthLayout';

/** The page a reset e-mail links to: choose a new password once, within the hour. */
export function ResetPasswordPage({ token }: { token?: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) return setProblem(t`Passwords do not match`);
    if (password.length < MIN_PASSWORD_LENGTH)
      return setProblem(t`Password must be at least 6 characters long`);
    setProblem(null);
    reset.mutate(
      { token: token ?? '', newPassword: password },
      {
        onSuccess: (res) => toast({ title: t`Password reset`, description: res.message }),
        onError: (error) => setProblem(errorMessage(error, t`Please try again.`)),
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t`Password changed`} subtitle={t`You can now sign in with your new password.`}>
        <Button variant="contained" component={Link} to="/" fullWidth>
          {t`Go to Login`}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t`Choose a new password`} subtitle={t`At least 6 characters.`}>
      {!token ? (
        <Alert severity="error">{t`This password reset link is invalid or has expired.`}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <PasswordField
            label={t`New Password`}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={t`Confirm Password`}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" variant="contained" disabled={reset.isPending}>
            {t`Set New Password`}
          </Button>
        </Stack>
      )}
      <Button component={Link} to="/" sx={{ mt: 2 }} fullWidth>
        {t`Back to Sign In`}
      </Button>
    </AuthLayout>
  );
}
