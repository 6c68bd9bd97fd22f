import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link as MuiLink, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { resetSessions } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { errorMessage, isNetworkError, trpc } from '../../lib/trpc';
import { AuthLayout } from '../auth/AuthLayout';
import { GoogleButton } from '../auth/GoogleButton';
import { PasswordField } from '../common/PasswordField';

export default function AdminLoginPage() {
  const { t } = useLingui();
  const { toast, dismiss } = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(trpc.auth.adminLogin.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: t`Missing Information`,
        description: t`Please enter both email and password`,
        variant: 'destructive',
      });
      return;
    }
    login.mutate(
      { email, password },
      {
        onSuccess: async () => {
          dismiss();
          await resetSessions();
          await navigate({ to: '/' });
        },
        onError: (error) =>
          isNetworkError(error)
            ? toast({
                title: t`Connection Error`,
                description: t`Unable to connect to server. Please try again.`,
                variant: 'destructive',
              })
            : toast({ title: errorMessage(error, t`Invalid credentials`), variant: 'destructive' }),
      },
    );
  };

  return (
    <AuthLayout title={t`Admin Login`} subtitle={t`Sign in to manage the studio.`}>
      {/* noValidate: the spec's own "Missing Information" toast replaces the browser's bubbles. */}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? t`Signing in...` : t`Sign In`}
        </Button>
        <GoogleButton principal="admin" />
        <MuiLink component={Link} to="/" variant="body2" sx={{ textAlign: 'center' }}>
          <Trans>Student login</Trans>
        </MuiLink>
      </Stack>
    </AuthLayout>
  );
}
