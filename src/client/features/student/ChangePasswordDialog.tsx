import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { PasswordField } from '../common/PasswordField';

/** The dashboard variant: new and confirm fields (spec 01 §5 messages). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation(trpc.auth.changePassword.mutationOptions());

  const close = () => {
    setPassword('');
    setConfirm('');
    setProblem(null);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) return setProblem('Passwords do not match');
    if (password.length < MIN_PASSWORD_LENGTH)
      return setProblem('Password must be at least 6 characters long');
    setProblem(null);
    change.mutate(
      { newPassword: password },
      {
        onSuccess: () => {
          toast({ title: 'Password Changed', description: 'Your password has been updated.' });
          close();
        },
        onError: (error) =>
          toast({
            title: 'Password Change Failed',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>Change Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Update Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
