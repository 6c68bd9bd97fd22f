import { Trans } from '@lingui/react/macro';
import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';

/**
 * Export CSV: a download of every payment the filters match (the server streams it and names the
 * file payment-ledger-{date}.csv; the session cookie goes with the request).
 */
export function ExportCsvButton({ href, disabled }: { href: string; disabled: boolean }) {
  return (
    <Button
      variant="contained"
      component="a"
      href={disabled ? undefined : href}
      download
      disabled={disabled}
      startIcon={<Download />}
      sx={{ height: 40 }}
    >
      <Trans>Export CSV</Trans>
    </Button>
  );
}
