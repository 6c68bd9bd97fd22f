import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TPaymentPage } from '../../../../shared/schemas/billing';

export const TAX_NOTE = 'Amounts are shown as received, tax included.';

/**
 * What the ledger's amounts hold (decision 028): each payment's tax was recorded when it was received,
 * and the note says how much of the filtered total that is, the figure Reports show as tax collected.
 */
export function TaxNote({ totals }: { totals: TPaymentPage['totals'] | undefined }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary' }}>
      <InfoOutlined aria-hidden sx={{ fontSize: 18, mt: '1px' }} />
      <Typography variant="body2" data-testid="ledger-tax-note">
        {TAX_NOTE}
        {totals &&
          ` Tax recorded with these payments when they were received: ${formatMoney(totals.taxAmount)}.`}
      </Typography>
    </Box>
  );
}
