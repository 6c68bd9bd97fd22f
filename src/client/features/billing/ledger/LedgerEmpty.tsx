import { Trans } from '@lingui/react/macro';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Typography } from '@mui/material';

/** What shows when no payment matches: with filters set, a hint to change them. */
export function LedgerEmpty({ filtered }: { filtered: boolean }) {
  return (
    <>
      <ReceiptLong sx={{ fontSize: 32, color: 'action.disabled' }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
        <Trans>No payments found</Trans>
      </Typography>
      <Typography variant="body2">
        {filtered ? (
          <Trans>Try other dates or another student.</Trans>
        ) : (
          <Trans>Payments appear here once they are recorded or read from e-mail.</Trans>
        )}
      </Typography>
    </>
  );
}
