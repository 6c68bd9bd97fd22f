import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Divider, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TBalanceSummary } from '../../../../shared/schemas/billing';
import { trpc } from '../../../lib/trpc';
import { balanceStanding, moneyLabel } from './profileFigures';
import { QueryContent } from './QueryContent';

function Row({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, color: tone }}>
        {value}
      </Typography>
    </Box>
  );
}

function Figures({ summary }: { summary: TBalanceSummary }) {
  const { t } = useLingui();
  const standing = balanceStanding(summary);
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Row label={t`Total Payments`} value={moneyLabel(summary.totalPayments)} />
      <Row label={t`Total Charges`} value={moneyLabel(summary.totalCharges)} />
      <Row label={t`Available Credit`} value={moneyLabel(summary.availableCredit)} tone="success.main" />
      <Divider />
      {standing.kind === 'owing' ? (
        <Row label={t`Outstanding Balance`} value={standing.amount} tone="error.main" />
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.main' }}>
          <Trans>Account Fully Paid</Trans>
        </Typography>
      )}
    </Box>
  );
}

/** Total Payments, Total Charges, Available Credit, then what is owed or "Account Fully Paid". */
export function BalanceSummary({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const summary = useQuery(trpc.billing.balanceSummary.queryOptions({ studentId }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="credit-balance-summary" sx={{ p: 2 }}>
      <Typography
        id="credit-balance-summary"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        <Trans>Credit Balance Summary</Trans>
      </Typography>
      <QueryContent
        query={summary}
        loadingLabel={t`Loading balance`}
        errorFallback={t`Failed to load balance`}
      >
        {(data) => <Figures summary={data} />}
      </QueryContent>
    </Paper>
  );
}
