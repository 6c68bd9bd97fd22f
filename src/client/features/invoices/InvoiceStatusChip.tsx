import { t } from '@lingui/core/macro';
import { Chip } from '@mui/material';
import type { TInvoice } from '../../../shared/schemas/invoices';

const STATUS_COLOR = {
  pending: 'default',
  sent: 'info',
  paid: 'success',
  overdue: 'error',
  cancelled: 'default',
} as const;

/** An invoice's state in words, as the spec writes it (lower case). */
function statusLabel(status: TInvoice['status']): string {
  switch (status) {
    case 'pending':
      return t`pending`;
    case 'sent':
      return t`sent`;
    case 'paid':
      return t`paid`;
    case 'overdue':
      return t`overdue`;
    case 'cancelled':
      return t`cancelled`;
    default:
      return status;
  }
}

/** An invoice's state in the spec's words (pending, sent, paid, overdue), coloured by urgency. */
export function InvoiceStatusChip({ status }: { status: TInvoice['status'] }) {
  return <Chip size="small" label={statusLabel(status)} color={STATUS_COLOR[status]} sx={{ height: 20 }} />;
}
