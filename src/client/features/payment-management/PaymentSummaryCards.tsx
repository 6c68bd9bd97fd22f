import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Paid from '@mui/icons-material/Paid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { countOf } from '../dashboard/money/count';
import { dashboardStatsQuery, outstandingQuery } from '../dashboard/money/moneyQueries';
import { moneyText, NO_VALUE } from '../ledger/ledgerQuery';
import { StatCard } from '../student/stats/StatCard';

const ITEM = { xs: 12, sm: 6, md: 3 } as const;

/**
 * Total Bills, Outstanding Amount, Paid This Month and Total Revenue (spec 03 §2.2). Until monthly
 * bills exist, a student's open balance is their bill: Total Bills counts the students who owe.
 */
export function PaymentSummaryCards() {
  const stats = useQuery(dashboardStatsQuery());
  const outstanding = useQuery(outstandingQuery());
  const revenue = useQuery(trpc.billing.paymentPage.queryOptions({ page: 0, pageSize: 25 }));
  return (
    <Grid container spacing={2}>
      <Grid size={ITEM}>
        <StatCard
          label="Total Bills"
          tone="primary"
          icon={<ReceiptLong />}
          loading={outstanding.isPending}
          value={outstanding.data ? outstanding.data.studentCount.toLocaleString('en-US') : NO_VALUE}
          caption="Students who owe"
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label="Outstanding Amount"
          tone="warning"
          icon={<AccountBalanceWallet />}
          loading={stats.isPending}
          value={stats.data ? moneyText(stats.data.outstanding) : NO_VALUE}
          caption={stats.data ? `Owed by ${countOf(stats.data.studentsOwing, 'student')}` : ''}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label="Paid This Month"
          tone="success"
          icon={<Paid />}
          loading={stats.isPending}
          value={stats.data ? moneyText(stats.data.paidThisMonth) : NO_VALUE}
          caption={stats.data ? countOf(stats.data.paymentsThisMonth, 'payment') : ''}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label="Total Revenue"
          tone="success"
          icon={<TrendingUp />}
          loading={revenue.isPending}
          value={revenue.data ? moneyText(revenue.data.totals.totalAmount) : NO_VALUE}
          caption={revenue.data ? `All ${countOf(revenue.data.totals.count, 'payment')} received` : ''}
        />
      </Grid>
    </Grid>
  );
}
