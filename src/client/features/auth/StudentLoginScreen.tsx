import { useLingui } from '@lingui/react/macro';
import { Box, Button, Link as MuiLink, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { LOGIN_FAILED } from '../../../shared/sign-in-messages';
import { withArea } from '../../i18n/language';
import { tr } from '../../i18n/tr';
import { resetSessions } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { LoadingPanel } from '../common/LoadingPanel';
import { OutlinedField } from '../common/OutlinedField';
import { PasswordField } from '../common/PasswordField';
import { AuthLayout } from './AuthLayout';
import { GoogleButton } from './GoogleButton';
import { loginRefusal } from './loginRefusal';

// Downloaded when first asked for, so the login screen carries only the sign-in form.
const ForgotPasswordDialog = lazy(
  withArea('account', () =>
    import('./ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
  ),
);
const SignupForm = lazy(
  withArea('account', () => import('./SignupForm').then((m) => ({ default: m.SignupForm }))),
);

/** A rule with a word in its middle; MUI's Divider would bring its code to the login screen for one line. */
const TEXT_DIVIDER = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  color: 'text.secondary',
  '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
} as const;

/** Route / without a session: sign in, reset a password, or create an account. */
export function StudentLoginScreen() {
  const { t } = useLingui();
  const { toast, dismiss } = useToast();
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [forgotOpen, setForgotOpen] = useState(false);
  // Stays mounted once opened, so closing it still animates.
  const [forgotWanted, setForgotWanted] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(trpc.auth.studentLogin.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: (res) => {
          // An answer without success is a failed login, whatever else it says.
          if (res?.success !== true) {
            toast({
              title: tr(LOGIN_FAILED.title),
              description: tr(LOGIN_FAILED.wrongCredentials),
              variant: 'destructive',
            });
            return;
          }
          dismiss();
          void resetSessions();
        },
        onError: (error) =>
          toast({ title: tr(LOGIN_FAILED.title), description: loginRefusal(error), variant: 'destructive' }),
      },
    );
  };

  if (mode === 'signup') {
    return (
      <AuthLayout title={t`Create New Account`} subtitle={t`Join the studio to book classes online.`}>
        <Suspense fallback={<LoadingPanel label={t`Loading the sign-up form`} />}>
          <SignupForm
            onCancel={() => setMode('login')}
            onCreated={({ email: created, temporaryPassword }) => {
              setEmail(created);
              setPassword(temporaryPassword ?? '');
              setMode('login');
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t`Welcome back`} subtitle={t`Sign in to book and manage your classes.`}>
      <Stack component="form" spacing={2} onSubmit={submit}>
        <OutlinedField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <MuiLink
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setForgotWanted(true);
            setForgotOpen(true);
          }}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t`Forgot your password?`}
        </MuiLink>
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? t`Signing in...` : t`Sign In`}
        </Button>
        <GoogleButton principal="student" />
        <Box role="separator" sx={TEXT_DIVIDER}>
          {t`New here?`}
        </Box>
        <Button variant="outlined" onClick={() => setMode('signup')}>
          {t`Create New Account`}
        </Button>
        <MuiLink component={Link} to="/admin-login" variant="body2" sx={{ textAlign: 'center' }}>
          {t`Admin Login`}
        </MuiLink>
      </Stack>
      {forgotWanted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
