import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Divider, Typography } from '@mui/material';
import type { TInvoiceDetail } from '../../../shared/schemas/invoices';
import { tr } from '../../i18n/tr';
import { isZero, minus, money } from './invoiceFormat';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Box component="tr">
      <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: weight, py: 0.5, pr: 3 }}>
        {label}
      </Box>
      <Box component="td" sx={{ textAlign: 'right', fontWeight: weight, py: 0.5, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

/** Subtotal, the tax split, the total, what has been taken off it since, and the Amount Due. */
export function InvoiceTotals({ invoice: i }: { invoice: TInvoiceDetail }) {
  const { t } = useLingui();
  const due = money(i.amountDue);
  return (
    <Box sx={{ ml: { sm: 'auto' }, width: { xs: '100%', sm: 360 } }}>
      <Box
        component="table"
        aria-label={t`Invoice totals`}
        sx={{ width: '100%', borderCollapse: 'collapse' }}
      >
        <tbody>
          <Row label={t`Subtotal`} value={money(i.subtotalAmount)} />
          {i.taxLines.map((tax) => (
            <Row key={tax.label} label={tr(tax.label)} value={money(tax.amount)} />
          ))}
          <Row label={t`Total`} value={money(i.totalAmount)} strong />
          {!isZero(i.adjustmentsAmount) && (
            <Row label={t`Cancellations and credits`} value={minus(i.adjustmentsAmount)} />
          )}
          <Row label={t`Payments received`} value={minus(i.paymentsAmount)} />
        </tbody>
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
        aria-label={t`Amount Due ${due}`}
        role="group"
      >
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          <Trans>Amount Due</Trans>
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {due}
        </Typography>
      </Box>
    </Box>
  );
}
