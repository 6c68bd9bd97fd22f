import { Box, Card, CardContent, Chip, CircularProgress, List, Pagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, monthLabel } from '../../../shared/dates';
import { trpc } from '../../lib/trpc';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { MoneyRow } from '../dashboard/money/MoneyRow';
import { moneyText } from '../ledger/ledgerQuery';
import { useOpenStudentProfile } from '../students/profile/StudentProfileContext';

const PAGE_SIZE = 25;
const STATUS_COLOR = {
  pending: 'default',
  sent: 'info',
  paid: 'success',
  overdue: 'error',
  cancelled: 'default',
} as const;

/** The Monthly Bills tab: every student's bill per month, newest first, paged on the server. */
export function MonthlyBills() {
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
          Monthly Bills
        </Typography>
        {list.isPending && <CircularProgress size={24} aria-label="Loading monthly bills" />}
        {list.isError && (
          <LoadErrorAlert
            error={list.error}
            fallback="Failed to load bills"
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && rows.length === 0 && (
          <Typography color="text.secondary">No bills yet: generate them on the Generate tab.</Typography>
        )}
        {rows.length > 0 && (
          <List aria-label="Monthly bills" disablePadding aria-busy={list.isFetching || undefined}>
            {rows.map((b, i) => (
              <MoneyRow
                key={b.id}
                title={`${b.studentName} · ${monthLabel(b.billingPeriod)}`}
                details={
                  <>
                    {b.invoiceNumber} · due {formatDate(b.dueDate)} ·{' '}
                    <Chip size="small" label={b.status} color={STATUS_COLOR[b.status]} sx={{ height: 20 }} />
                    {b.status !== 'paid' && b.amountDue !== b.totalAmount && (
                      <div>{moneyText(b.amountDue)} still to pay</div>
                    )}
                  </>
                }
                amount={moneyText(b.totalAmount)}
                onOpen={() => openProfile(b.studentId)}
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
              aria-label="Monthly bills pages"
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
