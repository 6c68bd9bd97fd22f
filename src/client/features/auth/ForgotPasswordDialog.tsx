import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FORGOT_PASSWORD_NEUTRAL } from '../../../shared/schemas/auth';
import { tr } from '../../i18n/tr';
import { useToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const reset = useMutation(trpc.auth.forgotPassword.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    reset.mutate(
      { email },
      {
        onSuccess: () => {
          toast({ title: t`Check your email`, description: tr(FORGOT_PASSWORD_NEUTRAL) });
          onClose();
        },
        onError: () =>
          toast({
            title: t`Error`,
            description: t`Failed to send password reset email. Please try again.`,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{t`Reset your password`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}
          </DialogContentText>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            fullWidth
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" variant="contained" disabled={reset.isPending}>
            {reset.isPending ? t`Sending...` : t`Send Reset Link`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
