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
  const standing = balanceStanding(summary);
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Row label="Total Payments" value={moneyLabel(summary.totalPayments)} />
      <Row label="Total Charges" value={moneyLabel(summary.totalCharges)} />
      <Row label="Available Credit" value={moneyLabel(summary.availableCredit)} tone="success.main" />
      <Divider />
      {standing.kind === 'owing' ? (
        <Row label="Outstanding Balance" value={standing.amount} tone="error.main" />
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.main' }}>
          Account Fully Paid
        </Typography>
      )}
    </Box>
  );
}

/** Total Payments, Total Charges, Available Credit, then what is owed or "Account Fully Paid". */
export function BalanceSummary({ studentId }: { studentId: number }) {
  const summary = useQuery(trpc.billing.balanceSummary.queryOptions({ studentId }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="credit-balance-summary" sx={{ p: 2 }}>
      <Typography
        id="credit-balance-summary"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        Credit Balance Summary
      </Typography>
      <QueryContent query={summary} loadingLabel="Loading balance" errorFallback="Failed to load balance">
        {(data) => <Figures summary={data} />}
      </QueryContent>
    </Paper>
  );
}
