import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CircularProgress, List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../shared/money';
import { tr } from '../../../i18n/tr';
import { formatStudioDate } from '../../../lib/studioClock';
import { recentQuery } from '../../billing/payments/moneyQueries';
import { MoneyRow } from '../../common/MoneyRow';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';

/** Recent Activity: the last 10 payments received (not refunded, pending, failed or cancelled). */
export function RecentActivityCard() {
  const { t } = useLingui();
  const recent = useQuery(recentQuery());
  const openProfile = useOpenStudentProfile();
  const rows = recent.data ?? [];
  return (
    <Card component="section" aria-labelledby="recent-activity-title">
      <CardContent>
        <Typography id="recent-activity-title" variant="h6" component="h2" gutterBottom>
          <Trans>Recent Activity</Trans>
        </Typography>
        {recent.isPending && <CircularProgress aria-label={t`Loading recent activity`} size={24} />}
        {recent.isError && (
          <LoadErrorAlert
            error={recent.error}
            fallback={t`Failed to load recent activity`}
            onRetry={() => void recent.refetch()}
          />
        )}
        {recent.data && rows.length === 0 && (
          <Typography color="text.secondary">
            <Trans>No payments recorded yet</Trans>
          </Typography>
        )}
        {rows.length > 0 && (
          <List aria-label={t`Recent payments`} disablePadding>
            {rows.map((p, i) => (
              <MoneyRow
                key={p.id}
                title={p.studentName}
                details={`${formatStudioDate(p.paymentDate, { withTime: true })} · ${tr(p.methodLabel)}`}
                amount={formatMoney(p.amount)}
                onOpen={() => openProfile(p.studentId)}
                divider={i < rows.length - 1}
              />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
