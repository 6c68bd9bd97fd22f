import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';

export interface SignupResult {
  email: string;
  temporaryPassword?: string;
}

/** "Create New Account": full name, e-mail and phone, all required. */
export function SignupForm({
  onCreated,
  onCancel,
}: {
  onCreated: (r: SignupResult) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [form, setForm] = useState({ name: '', email: '', phone: '' });
  const signup = useMutation(trpc.auth.studentSignup.mutationOptions());
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    signup.mutate(form, {
      onSuccess: (res) => {
        toast({ title: t`Account created`, description: t`Check your email for your temporary password.` });
        onCreated({ email: res.student.email, temporaryPassword: res.temporaryPassword });
      },
      onError: (error) =>
        toast({
          title: t`Signup Failed`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate={false}>
      <Alert severity="info">
        {t`We will e-mail you a temporary password. You can change it after signing in.`}
      </Alert>
      <TextField label={t`Full Name`} required autoComplete="name" value={form.name} onChange={set('name')} />
      <TextField
        label={t`Email`}
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        required
        autoComplete="tel"
        value={form.phone}
        onChange={set('phone')}
      />
      <Button type="submit" variant="contained" size="large" disabled={signup.isPending}>
        {signup.isPending ? t`Creating...` : t`Create Account`}
      </Button>
      <Button onClick={onCancel}>{t`Back to Sign In`}</Button>
    </Stack>
  );
}
