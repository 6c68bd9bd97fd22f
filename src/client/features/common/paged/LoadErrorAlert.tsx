import { Trans } from '@lingui/react/macro';
import Refresh from '@mui/icons-material/Refresh';
import { Alert, Button } from '@mui/material';
import { errorMessage } from '../../../lib/trpc';

/** A failed load: the server's message (or `fallback`) and a Retry button. */
export function LoadErrorAlert({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}
