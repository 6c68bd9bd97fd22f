import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { monthLabel } from '../../../../shared/dates';
import type { TInvoice } from '../../../../shared/schemas/invoices';
import { trpc } from '../../../lib/trpc';
import { PayByCardButton } from '../../card-payments/PayByCardButton';
import { InvoiceStatusChip } from '../../invoices/InvoiceStatusChip';
import { isZero, money } from '../../invoices/invoiceFormat';
import { ViewInvoiceLink } from '../../invoices/ViewInvoiceLink';

function InvoiceItem({ invoice: i, divider }: { invoice: TInvoice; divider: boolean }) {
  const { t } = useLingui();
  const invoiceNumber = i.invoiceNumber;
  const total = money(i.totalAmount);
  const due = money(i.amountDue);
  return (
    <ListItem
      divider={divider}
      aria-label={t`Invoice ${invoiceNumber}`}
      sx={{ display: 'flex', gap: 2, alignItems: 'center', px: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {monthLabel(i.billingPeriod)} · {i.invoiceNumber}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {t`Total ${total}`} · {isZero(i.amountDue) ? t`nothing due` : t`${due} due`} ·{' '}
          <InvoiceStatusChip status={i.status} />
        </Typography>
      </Box>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: 'flex-end' }}
      >
        {!isZero(i.amountDue) && (
          <PayByCardButton
            input={{ purpose: 'invoice', invoiceId: i.id }}
            size="small"
            variant="outlined"
            label={t`Pay by Card`}
          />
        )}
        <ViewInvoiceLink invoiceId={i.id} invoiceNumber={i.invoiceNumber} />
      </Box>
    </ListItem>
  );
}

/** The student's invoices (monthly bills), newest first, each opening its printable page. */
export function YourInvoices({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const list = useQuery(trpc.invoices.forStudent.queryOptions({ studentId }));
  if (list.isPending) return <Skeleton variant="rounded" height={72} />;
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>We could not load your invoices.</Trans>
      </Alert>
    );
  }
  if (list.data.length === 0)
    return (
      <Typography color="text.secondary">
        <Trans>No invoices yet.</Trans>
      </Typography>
    );
  return (
    <List
      aria-label={t`Your invoices`}
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {list.data.map((i, k) => (
        <InvoiceItem key={i.id} invoice={i} divider={k < list.data.length - 1} />
      ))}
    </List>
  );
}
