import { useLingui } from '@lingui/react/macro';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Button, CircularProgress } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { scanDoneToast, scanFailedToast } from './scanToast';

/**
 * Scan Emails (spec 03 §2.1, §4): reads the studio mailbox now (inbox.scan); "Scanning…" until it
 * answers, then the counts; every money figure and list, and the inbox, are fetched again.
 */
export function ScanEmailsButton() {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const scan = useMutation(
    trpc.inbox.scan.mutationOptions({
      onSuccess: (result) => toast(scanDoneToast(result)),
      onError: (error) => toast(scanFailedToast(error)),
      onSettled: () => {
        void queryClient.invalidateQueries(trpc.billing.pathFilter());
        void queryClient.invalidateQueries(trpc.inbox.pathFilter());
        void queryClient.invalidateQueries(trpc.paymentEmails.pathFilter());
      },
    }),
  );
  return (
    <Button
      variant="outlined"
      startIcon={scan.isPending ? <CircularProgress size={18} aria-hidden /> : <MarkEmailRead />}
      disabled={scan.isPending}
      onClick={() => scan.mutate()}
    >
      {scan.isPending ? t`Scanning…` : t`Scan Emails`}
    </Button>
  );
}
