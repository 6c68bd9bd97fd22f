import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, monthLabel } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import type { TInvoice } from '../../../../shared/schemas/invoices';
import { trpc } from '../../../lib/trpc';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';
import { InvoiceStatusChip } from '../../invoices/InvoiceStatusChip';
import { ViewInvoiceLink } from '../../invoices/ViewInvoiceLink';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';

const PAGE_SIZE = 25;

/** One student's bill for a month: View opens the invoice page (new tab), Profile the student. */
function BillRow({
  bill: b,
  divider,
  onProfile,
}: {
  bill: TInvoice;
  divider: boolean;
  onProfile: () => void;
}) {
  const { t } = useLingui();
  const title = `${b.studentName} · ${monthLabel(b.billingPeriod)}`;
  const studentName = b.studentName;
  const dueDate = formatDate(b.dueDate);
  const amountDue = formatMoney(b.amountDue);
  return (
    <ListItem divider={divider} aria-label={title} sx={{ display: 'block', px: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', minWidth: 0 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            component="div"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {b.invoiceNumber} · {t`due ${dueDate}`} · <InvoiceStatusChip status={b.status} />
            {b.status !== 'paid' && b.amountDue !== b.totalAmount && (
              <div>{t`${amountDue} still to pay`}</div>
            )}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(b.totalAmount)}</Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <ViewInvoiceLink invoiceId={b.id} invoiceNumber={b.invoiceNumber} newTab variant="text" />
        <Button size="small" onClick={onProfile} aria-label={t`Open ${studentName}'s profile`}>
          <Trans>Profile</Trans>
        </Button>
      </Stack>
    </ListItem>
  );
}

/** The Monthly Bills tab: every student's bill per month, newest first, paged on the server. */
export function MonthlyBills() {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const list = useQuery({
    ...trpc.invoices.page.queryOptions({ page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const openProfile = useOpenStudentProfile();
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Card component="section" aria-labelledby="monthly-bills-title">
      <CardContent>
        <Typography id="monthly-bills-title" variant="h6" component="h2" gutterBottom>
          <Trans>Monthly Bills</Trans>
        </Typography>
        {list.isPending && <CircularProgress size={24} aria-label={t`Loading monthly bills`} />}
        {list.isError && (
          <LoadErrorAlert
            error={list.error}
            fallback={t`Failed to load bills`}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && rows.length === 0 && (
          <Typography color="text.secondary">
            <Trans>No bills yet: generate them on the Generate tab.</Trans>
          </Typography>
        )}
        {rows.length > 0 && (
          <List aria-label={t`Monthly bills`} disablePadding aria-busy={list.isFetching || undefined}>
            {rows.map((b, i) => (
              <BillRow
                key={b.id}
                bill={b}
                onProfile={() => openProfile(b.studentId)}
                divider={i < rows.length - 1}
              />
            ))}
          </List>
        )}
        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_e, p) => setPage(p - 1)}
              aria-label={t`Monthly bills pages`}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
