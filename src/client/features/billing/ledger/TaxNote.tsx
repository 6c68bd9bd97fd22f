import { useLingui } from '@lingui/react/macro';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TPaymentPage } from '../../../../shared/schemas/billing';

/**
 * What the ledger's amounts hold (decision 028): each payment's tax was recorded when it was received,
 * and the note says how much of the filtered total that is, the figure Reports show as tax collected.
 */
export function TaxNote({ totals }: { totals: TPaymentPage['totals'] | undefined }) {
  const { t } = useLingui();
  const tax = totals ? formatMoney(totals.taxAmount) : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary' }}>
      <InfoOutlined aria-hidden sx={{ fontSize: 18, mt: '1px' }} />
      <Typography variant="body2" data-testid="ledger-tax-note">
        {tax === null
          ? t`Amounts are shown as received, tax included.`
          : t`Amounts are shown as received, tax included. Tax recorded with these payments when they were received: ${tax}.`}
      </Typography>
    </Box>
  );
}
