import { Box, Button, ListItem, Stack, Typography } from '@mui/material';
import { formatDate, monthLabel } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { TInvoice } from '../../../shared/schemas/invoices';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { ViewInvoiceLink } from './ViewInvoiceLink';

export interface InvoiceRowActions {
  onSend: (invoice: TInvoice) => void;
  onRemind: (invoice: TInvoice) => void;
  onMarkPaid: (invoice: TInvoice) => void;
}

/**
 * One invoice with the actions its state allows (spec 03 §4): Send when pending; Send Reminder and
 * Mark Paid when sent or overdue — and on every row of the Overdue tab (`overdueTab`). View opens
 * the invoice page in a new tab whatever the state.
 */
export function InvoiceRow({
  invoice: i,
  actions,
  overdueTab,
  divider,
}: {
  invoice: TInvoice;
  actions: InvoiceRowActions;
  overdueTab: boolean;
  divider: boolean;
}) {
  const open = i.status === 'sent' || i.status === 'overdue';
  const chase = open || (overdueTab && i.status !== 'paid');
  return (
    <ListItem
      divider={divider}
      aria-label={`${i.invoiceNumber}, ${i.studentName}`}
      sx={{ display: 'block', px: { xs: 1, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', minWidth: 0 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {i.invoiceNumber} · {i.studentName}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            {monthLabel(i.billingPeriod)} · due {formatDate(i.dueDate)}{' '}
            <InvoiceStatusChip status={i.status} />
            {i.status !== 'paid' && i.amountDue !== i.totalAmount && (
              <> · {formatMoney(i.amountDue)} still to pay</>
            )}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(i.totalAmount)}</Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        <ViewInvoiceLink invoiceId={i.id} invoiceNumber={i.invoiceNumber} newTab variant="text" />
        {i.status === 'pending' && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => actions.onSend(i)}
            aria-label={`Send ${i.invoiceNumber}`}
          >
            Send
          </Button>
        )}
        {chase && (
          <>
            <Button
              size="small"
              variant="outlined"
              onClick={() => actions.onRemind(i)}
              aria-label={`Send reminder for ${i.invoiceNumber}`}
            >
              Send Reminder
            </Button>
            <Button
              size="small"
              variant="contained"
              onClick={() => actions.onMarkPaid(i)}
              aria-label={`Mark ${i.invoiceNumber} paid`}
            >
              Mark Paid
            </Button>
          </>
        )}
      </Stack>
    </ListItem>
  );
}
