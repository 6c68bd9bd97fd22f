import { t } from '@lingui/core/macro';
import { Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '../../../../shared/money';
import type { TLedgerPayment } from '../../../../shared/schemas/billing';
import { formatStudioDate } from '../../../lib/studioClock';
import { NO_VALUE } from '../../../lib/uiConstants';
import { emailSource, isServerSortable } from './ledgerQuery';

const text = (value: string, sx: object = {}) => (
  <Typography component="span" title={value} sx={{ fontSize: 'inherit', overflowWrap: 'anywhere', ...sx }}>
    {value}
  </Typography>
);

/**
 * Date, Student, Amount, Method, Email Source and Notes (spec 03 §2.5). Dates are the studio's days;
 * only the columns the server can order by sort.
 */
export function ledgerColumns(): GridColDef<TLedgerPayment>[] {
  const columns: GridColDef<TLedgerPayment>[] = [
    {
      field: 'paymentDate',
      headerName: t`Date`,
      width: 116,
      valueFormatter: (value: string) => formatStudioDate(value),
    },
    {
      field: 'studentName',
      headerName: t`Student`,
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => text(row.studentName, { fontWeight: 600 }),
    },
    {
      field: 'amount',
      headerName: t`Amount`,
      width: 104,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string) => formatMoney(value),
      cellClassName: 'ledger-amount',
    },
    {
      field: 'methodLabel',
      headerName: t`Method`,
      flex: 0.8,
      minWidth: 130,
      // The processor's reference under the method (a Stripe PaymentIntent, an e-Transfer number).
      renderCell: ({ row }) => (
        <span>
          {text(row.methodLabel)}
          {row.transactionId && (
            <Typography
              component="span"
              title={row.transactionId}
              sx={{
                display: 'block',
                fontSize: '0.75rem',
                color: 'text.secondary',
                overflowWrap: 'anywhere',
              }}
            >
              {row.transactionId}
            </Typography>
          )}
        </span>
      ),
    },
    {
      field: 'emailFrom',
      headerName: t`Email Source`,
      flex: 1.1,
      minWidth: 170,
      valueGetter: (_value, row) => emailSource(row.emailFrom),
      renderCell: ({ row, formattedValue }) =>
        row.emailFrom?.trim() ? text(String(formattedValue)) : text(NO_VALUE, { color: 'text.secondary' }),
    },
    {
      field: 'notes',
      headerName: t`Notes`,
      flex: 1.4,
      minWidth: 170,
      renderCell: ({ row }) =>
        row.notes?.trim()
          ? text(row.notes.trim(), {
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            })
          : null,
    },
  ];
  return columns.map((c) => (isServerSortable(c.field) ? c : { ...c, sortable: false }));
}
