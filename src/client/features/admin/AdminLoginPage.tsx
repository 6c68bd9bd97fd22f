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
  const { toast, dismiss } = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(trpc.auth.adminLogin.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: 'Missing Information',
        description: 'Please enter both email and password',
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
                title: 'Connection Error',
                description: 'Unable to connect to server. Please try again.',
                variant: 'destructive',
              })
            : toast({ title: errorMessage(error, 'Invalid credentials'), variant: 'destructive' }),
      },
    );
  };

  return (
    <AuthLayout title="Admin Login" subtitle="Sign in to manage the studio.">
      {/* noValidate: the spec's own "Missing Information" toast replaces the browser's bubbles. */}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <GoogleButton principal="admin" />
        <MuiLink component={Link} to="/" variant="body2" sx={{ textAlign: 'center' }}>
          Student login
        </MuiLink>
      </Stack>
    </AuthLayout>
  );
}
