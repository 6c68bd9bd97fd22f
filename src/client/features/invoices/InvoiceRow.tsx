import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const number = i.invoiceNumber;
  const student = i.studentName;
  const period = monthLabel(i.billingPeriod);
  const due = formatDate(i.dueDate);
  const stillToPay = formatMoney(i.amountDue);
  const open = i.status === 'sent' || i.status === 'overdue';
  const chase = open || (overdueTab && i.status !== 'paid');
  return (
    <ListItem
      divider={divider}
      aria-label={`${number}, ${student}`}
      sx={{ display: 'block', px: { xs: 1, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', minWidth: 0 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {i.invoiceNumber} · {i.studentName}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            {t`${period} · due ${due}`} <InvoiceStatusChip status={i.status} />
            {i.status !== 'paid' && i.amountDue !== i.totalAmount && <> · {t`${stillToPay} still to pay`}</>}
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
            aria-label={t`Send ${number}`}
          >
            <Trans>Send</Trans>
          </Button>
        )}
        {chase && (
          <>
            <Button
              size="small"
              variant="outlined"
              onClick={() => actions.onRemind(i)}
              aria-label={t`Send reminder for ${number}`}
            >
              <Trans>Send Reminder</Trans>
            </Button>
            <Button
              size="small"
              variant="contained"
              onClick={() => actions.onMarkPaid(i)}
              aria-label={t`Mark ${number} paid`}
            >
              <Trans>Mark Paid</Trans>
            </Button>
          </>
        )}
      </Stack>
    </ListItem>
  );
}
