import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { paymentMethodLabel } from '../../../shared/payment-methods';
import type { TInvoiceDetail } from '../../../shared/schemas/invoices';
import { money } from './invoiceFormat';

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The payments that paid this invoice: payments pay the oldest charges first, so one may be split. */
export function InvoicePayments({ payments }: { payments: TInvoiceDetail['payments'] }) {
  if (payments.length === 0) {
    return <Typography color="text.secondary">No payments received against this invoice yet.</Typography>;
  }
  return (
    <Table size="small" aria-label="Payments received" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Method</TableCell>
          <TableCell sx={wide}>Reference</TableCell>
          <TableCell align="right">Applied</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.paymentId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.paidOn)}</TableCell>
            <TableCell>{paymentMethodLabel(p.method)}</TableCell>
            <TableCell sx={{ ...wide, overflowWrap: 'anywhere' }}>{p.reference ?? '—'}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(p.appliedAmount)}
              {p.appliedAmount !== p.amount && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  of {money(p.amount)}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
