import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Typography } from '@mui/material';

export const EMPTY_TITLE = 'No payments found';

/** What shows when no payment matches: with filters set, a hint to change them. */
export function LedgerEmpty({ filtered }: { filtered: boolean }) {
  return (
    <>
      <ReceiptLong sx={{ fontSize: 32, color: 'action.disabled' }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{EMPTY_TITLE}</Typography>
      <Typography variant="body2">
        {filtered
          ? 'Try other dates or another student.'
          : 'Payments appear here once they are recorded or read from e-mail.'}
      </Typography>
    </>
  );
}
