import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Paid from '@mui/icons-material/Paid';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { centsToDecimal, decimalToCents, formatMoney } from '../../../../shared/money';
import type { TDashboardStats } from '../../../../shared/schemas/billing';
import { NO_VALUE } from '../../../lib/uiConstants';
import { dashboardStatsQuery } from '../../billing/payments/moneyQueries';
import { StatCard } from '../../common/StatCard';

export type MoneyDialogId = 'paid-this-month' | 'outstanding' | 'overdue';

const ITEM = { xs: 12, sm: 6, md: 3 } as const;

/** The tax part of Paid This Month: what was paid less the same without tax, in cents. */
const taxOf = (gross: string, net: string) =>
  centsToDecimal((decimalToCents(gross) ?? 0) - (decimalToCents(net) ?? 0));

/** Paid This Month (net plus tax), Outstanding and Overdue; each opens its dialog. */
export function MoneyCards({ onOpen }: { onOpen: (dialog: MoneyDialogId) => void }) {
  const { t } = useLingui();
  const stats = useQuery(dashboardStatsQuery());
  const s = stats.data;
  const failed = stats.isError ? t`Could not load the figures` : null;
  return (
    <>
      <Grid size={ITEM}>
        <StatCard
          label={t`Paid This Month`}
          tone="success"
          icon={<Paid />}
          loading={stats.isPending}
          value={s ? formatMoney(s.paidThisMonth) : NO_VALUE}
          caption={failed ?? (s ? paidCaption(s) : '')}
          onOpen={() => onOpen('paid-this-month')}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Outstanding`}
          tone="warning"
          icon={<AccountBalanceWallet />}
          loading={stats.isPending}
          value={s ? formatMoney(s.outstanding) : NO_VALUE}
          caption={failed ?? (s ? outstandingCaption(s) : '')}
          onOpen={() => onOpen('outstanding')}
        />
      </Grid>
      <Grid size={ITEM}>
        <StatCard
          label={t`Overdue`}
          tone="warning"
          icon={<WarningAmber />}
          loading={stats.isPending}
          value={s ? formatMoney(s.overdue) : NO_VALUE}
          caption={failed ?? (s ? overdueCaption(s.studentsOverdue) : '')}
          onOpen={() => onOpen('overdue')}
        />
      </Grid>
    </>
  );
}

/**
 * Who owes it and, on a line of its own, the part for classes not yet held and not billed (owed, not
 * due: issue 27 §2). Short: the card's caption does not wrap.
 */
function outstandingCaption(s: TDashboardStats): ReactNode {
  const studentsOwing = s.studentsOwing;
  const owedBy = plural(studentsOwing, { one: 'Owed by # student', other: 'Owed by # students' });
  if ((decimalToCents(s.upcoming) ?? 0) === 0) return owedBy;
  const upcoming = formatMoney(s.upcoming);
  return (
    <>
      {owedBy}
      <br />
      <Trans>{upcoming} upcoming</Trans>
    </>
  );
}

/** "$1,130.00 net + $169.50 tax". */
function paidCaption(s: TDashboardStats): string {
  const net = formatMoney(s.paidThisMonthNet);
  const tax = formatMoney(taxOf(s.paidThisMonth, s.paidThisMonthNet));
  return t`${net} net + ${tax} tax`;
}

const overdueCaption = (students: number): string =>
  plural(students, { one: '# student past due', other: '# students past due' });
