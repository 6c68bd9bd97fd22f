import { Trans } from '@lingui/react/macro';
import { Alert, Box, Button } from '@mui/material';

/** Shown instead of the app when the studio's clock cannot be had: no date may come from the device. */
export function StudioClockUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>We could not reach the studio to read its date and time.</Trans>
      </Alert>
    </Box>
  );
}
