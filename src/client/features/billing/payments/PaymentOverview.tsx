import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, CardContent, CircularProgress, Grid, List, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate, monthLabel } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import type { TInvoice } from '../../../../shared/schemas/invoices';
import { formatStudioDate } from '../../../lib/studioClock';
import { trpc } from '../../../lib/trpc';
import { MoneyRow } from '../../common/MoneyRow';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { outstandingQuery, recentQuery } from './moneyQueries';

const OVERVIEW_ITEMS = 5;

/** A bill's state as the list writes it (the spec's lower-case words). */
const BILL_STATUS: Record<TInvoice['status'], MessageDescriptor> = {
  pending: msg`pending`,
  sent: msg`sent`,
  paid: msg`paid`,
  overdue: msg`overdue`,
  cancelled: msg`cancelled`,
};

function OverviewList<T>({
  title,
  loadingLabel,
  failedLabel,
  items,
  query,
  empty,
  children,
}: {
  title: string;
  /** The spinner's name ("Loading Recent bills"). */
  loadingLabel: string;
  /** What a failed load says when the server gives no message ("Failed to load Recent bills"). */
  failedLabel: string;
  /** All the items; the first five are shown. Undefined until they load. */
  items: T[] | undefined;
  query: Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const rows = (items ?? []).slice(0, OVERVIEW_ITEMS);
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {query.isPending && <CircularProgress size={24} aria-label={loadingLabel} />}
        {query.isError && (
          <LoadErrorAlert error={query.error} fallback={failedLabel} onRetry={() => void query.refetch()} />
        )}
        {items && rows.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
        {rows.length > 0 && (
          <List aria-label={title} disablePadding>
            {children(rows)}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The Overview tab: the 5 newest monthly bills, the 5 largest open balances (what each student owes,
 * billed or not yet) and the 5 most recent payments; a line opens the student's profile.
 */
export function PaymentOverview() {
  const { i18n, t } = useLingui();
  const bills = useQuery(trpc.invoices.page.queryOptions({ page: 0, pageSize: 25 }));
  const outstanding = useQuery(outstandingQuery());
  const recent = useQuery(recentQuery());
  const openProfile = useOpenStudentProfile();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <OverviewList
          title={t`Recent bills`}
          loadingLabel={t`Loading Recent bills`}
          failedLabel={t`Failed to load Recent bills`}
          items={bills.data?.rows}
          query={bills}
          empty={t`No bills yet: generate them on the Generate tab.`}
        >
          {(rows) =>
            rows.map((b, i) => {
              const dueDate = formatDate(b.dueDate);
              return (
                <MoneyRow
                  key={b.id}
                  title={`${b.studentName} · ${monthLabel(b.billingPeriod)}`}
                  details={`${b.invoiceNumber} · ${i18n._(BILL_STATUS[b.status])} · ${t`due ${dueDate}`}`}
                  amount={formatMoney(b.totalAmount)}
                  onOpen={() => openProfile(b.studentId)}
                  divider={i < rows.length - 1}
                />
              );
            })
          }
        </OverviewList>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <OverviewList
          title={t`Open balances`}
          loadingLabel={t`Loading Open balances`}
          failedLabel={t`Failed to load Open balances`}
          items={outstanding.data?.details}
          query={outstanding}
          empty={t`Nobody owes anything`}
        >
          {(rows) =>
            rows.map((d, i) => {
              const classCount = d.classCount;
              const unpaid = plural(classCount, { one: '# unpaid class', other: '# unpaid classes' });
              return (
                <MoneyRow
                  key={d.studentId}
                  title={d.studentName}
                  details={`${d.studentEmail} · ${unpaid}`}
                  amount={formatMoney(d.outstandingAmount)}
                  amountLabel={t`owed`}
                  onOpen={() => openProfile(d.studentId)}
                  divider={i < rows.length - 1}
                />
              );
            })
          }
        </OverviewList>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <OverviewList
          title={t`Recent payments`}
          loadingLabel={t`Loading Recent payments`}
          failedLabel={t`Failed to load Recent payments`}
          items={recent.data}
          query={recent}
          empty={t`No payments recorded yet`}
        >
          {(rows) =>
            rows.map((p, i) => (
              <MoneyRow
                key={p.id}
                title={p.studentName}
                details={`${formatStudioDate(p.paymentDate, { withTime: true })} · ${p.methodLabel}`}
                amount={formatMoney(p.amount)}
                onOpen={() => openProfile(p.studentId)}
                divider={i < rows.length - 1}
              />
            ))
          }
        </OverviewList>
      </Grid>
    </Grid>
  );
}
