import { Trans, useLingui } from '@lingui/react/macro';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { paymentMethodLabel } from '../../../shared/payment-methods';
import type { TInvoiceDetail } from '../../../shared/schemas/invoices';
import { tr } from '../../i18n/tr';
import { money } from './invoiceFormat';

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** "of $50.00": a payment's whole amount, under the part of it applied here. */
function OfAmount({ amount }: { amount: string }) {
  const whole = money(amount);
  return <Trans>of {whole}</Trans>;
}

/** The payments that paid this invoice: payments pay the oldest charges first, so one may be split. */
export function InvoicePayments({ payments }: { payments: TInvoiceDetail['payments'] }) {
  const { t } = useLingui();
  if (payments.length === 0) {
    return (
      <Typography color="text.secondary">
        <Trans>No payments received against this invoice yet.</Trans>
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={t`Payments received`} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Date</Trans>
          </TableCell>
          <TableCell>
            <Trans>Method</Trans>
          </TableCell>
          <TableCell sx={wide}>
            <Trans>Reference</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Applied</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.paymentId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.paidOn)}</TableCell>
            <TableCell>{tr(paymentMethodLabel(p.method))}</TableCell>
            <TableCell sx={{ ...wide, overflowWrap: 'anywhere' }}>{p.reference ?? '—'}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(p.appliedAmount)}
              {p.appliedAmount !== p.amount && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  <OfAmount amount={p.amount} />
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
