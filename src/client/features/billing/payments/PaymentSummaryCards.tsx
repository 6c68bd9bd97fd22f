import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Paid from '@mui/icons-material/Paid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/money';
import { trpc } from '../../../lib/trpc';
import { NO_VALUE } from '../../../lib/uiConstants';
import { StatCard } from '../../common/StatCard';
import { dashboardStatsQuery } from './moneyQueries';

const ITEM = { xs: 12, sm: 6, md: 3 } as const;

/**
 * Total Bills, Outstanding Amount, Paid This Month and Total Revenue (spec 03 §2.2). Total Bills counts
 * the monthly bills (one per student per month) from the same query as the Overview's Recent bills, so
 * the card and the list never disagree (issue 28: "Total Bills 46" stood beside "No bills yet" when it
 * counted the students who owe; the Outstanding Amount card says who owes).
 */
export function PaymentSummaryCards() {
  const { i18n, t } = useLingui();
  const stats = useQuery(dashboardStatsQuery());
  const bills = useQuery(trpc.invoices.page.queryOptions({ page: 0, pageSize: 25 }));
  const revenue = useQuery(trpc.billing.paymentPage.queryOptions({ page: 0, pageSize: 25 }));
  const studentsOwing = stats.data?.studentsOwing ?? 0;
  const paymentsThisMonth = stats.data?.paymentsThisMonth ?? 0;
  const received = revenue.data?.totals.count ?? 0;
  return (
    <Grid container spacing={2}>
      <Grid size={ITEM}>
        <StatCard
          label={t`Total Bills`}
          tone="primary"
          icon={<ReceiptLong />}
          loading={bills.isPending}
          value={bills.data ? i18n.number(bills.data.total) : NO_VALUE}
          caption={t`Monthly bills, one per student per month`}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Outstanding Amount`}
          tone="warning"
          icon={<AccountBalanceWallet />}
          loading={stats.isPending}
          value={stats.data ? formatMoney(stats.data.outstanding) : NO_VALUE}
          caption={
            stats.data ? plural(studentsOwing, { one: 'Owed by # student', other: 'Owed by # students' }) : ''
          }
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Paid This Month`}
          tone="success"
          icon={<Paid />}
          loading={stats.isPending}
          value={stats.data ? formatMoney(stats.data.paidThisMonth) : NO_VALUE}
          caption={stats.data ? plural(paymentsThisMonth, { one: '# payment', other: '# payments' }) : ''}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Total Revenue`}
          tone="success"
          icon={<TrendingUp />}
          loading={revenue.isPending}
          value={revenue.data ? formatMoney(revenue.data.totals.totalAmount) : NO_VALUE}
          caption={
            revenue.data
              ? plural(received, { one: 'All # payment received', other: 'All # payments received' })
              : ''
          }
        />
      </Grid>
    </Grid>
  );
}
