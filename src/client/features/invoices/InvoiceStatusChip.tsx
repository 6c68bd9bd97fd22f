import { Chip } from '@mui/material';
import type { TInvoice } from '../../../shared/schemas/invoices';

const STATUS_COLOR = {
  pending: 'default',
  sent: 'info',
  paid: 'success',
  overdue: 'error',
  cancelled: 'default',
} as const;

/** An invoice's state in the spec's words (pending, sent, paid, overdue), coloured by urgency. */
export function InvoiceStatusChip({ status }: { status: TInvoice['status'] }) {
  return <Chip size="small" label={status} color={STATUS_COLOR[status]} sx={{ height: 20 }} />;
}
