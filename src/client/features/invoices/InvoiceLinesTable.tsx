import { Trans, useLingui } from '@lingui/react/macro';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import type { TInvoiceDetail } from '../../../shared/schemas/invoices';
import { lineText, money } from './invoiceFormat';

const NO_DATE = '—';
/** Shown from 600 px and on paper; on a phone the date goes under the description. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** What was billed: a line per class booked (and per other charge), tax included. */
export function InvoiceLinesTable({ lines }: { lines: TInvoiceDetail['lines'] }) {
  const { t } = useLingui();
  return (
    <Table size="small" aria-label={t`Invoice lines`} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={wide}>
            <Trans>Date</Trans>
          </TableCell>
          <TableCell>
            <Trans>Description</Trans>
          </TableCell>
          <TableCell align="right" sx={wide}>
            <Trans>Tax included</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Amount</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.length === 0 && (
          <TableRow>
            <TableCell colSpan={4}>
              <Trans>No lines on this invoice.</Trans>
            </TableCell>
          </TableRow>
        )}
        {lines.map((l) => (
          <TableRow key={l.id}>
            <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
              {l.classDate ? formatDate(l.classDate) : NO_DATE}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {lineText(l.description, l.classDate)}
              {l.classDate && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {formatDate(l.classDate)}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ ...wide, whiteSpace: 'nowrap' }}>
              {money(l.taxAmount)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(l.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
