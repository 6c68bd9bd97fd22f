import GoogleIcon from '@mui/icons-material/Google';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** "Continue with Google", shown only when the server reports Google sign-in as enabled. */
export function GoogleButton({ principal }: { principal: 'student' | 'admin' }) {
  const { toast } = useToast();
  const config = useQuery(trpc.auth.googleConfig.queryOptions());
  if (!config.data?.enabled) return null;
  const start = () => {
    try {
      window.location.assign(`/api/auth/google/${principal}`);
    } catch {
      toast({ title: 'Authentication Error', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outlined" fullWidth startIcon={<GoogleIcon />} onClick={start}>
      Continue with Google
    </Button>
  );
}
