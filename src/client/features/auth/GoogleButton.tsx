import { Trans } from '@lingui/react/macro';
import GoogleIcon from '@mui/icons-material/Google';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { googleNotAvailableToast, googleStartErrorToast } from './googleSignIn';

/**
 * "Continue with Google". Students see it only when the server reports Google sign-in as enabled
 * (spec 01 §2); the admin login always offers it (spec 02 §2) and answers "Google Sign-In Not
 * Available" when Google is not configured, "Authentication Error" when the sign-in cannot start.
 */
export function GoogleButton({ principal }: { principal: 'student' | 'admin' }) {
  const { toast } = useToast();
  const config = useQuery(trpc.auth.googleConfig.queryOptions());
  const [starting, setStarting] = useState(false);
  if (principal === 'student' && !config.data?.enabled) return null;

  const start = async () => {
    setStarting(true);
    try {
      // Ask again: the answer cached when the page opened may be stale.
      const fresh = await config.refetch();
      if (fresh.isError) {
        toast(googleStartErrorToast());
        return;
      }
      if (!fresh.data?.enabled) {
        toast(googleNotAvailableToast());
        return;
      }
      window.location.assign(`/api/auth/google/${principal}`);
    } catch {
      toast(googleStartErrorToast());
    } finally {
      setStarting(false);
    }
  };
  return (
    <Button
      variant="outlined"
      fullWidth
      startIcon={<GoogleIcon />}
      onClick={() => void start()}
      disabled={starting}
    >
      <Trans>Continue with Google</Trans>
    </Button>
  );
}
