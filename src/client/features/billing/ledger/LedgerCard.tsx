import { Trans } from '@lingui/react/macro';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money';
import type { TLedgerPayment } from '../../../../shared/schemas/billing';
import { formatStudioDate } from '../../../lib/studioClock';

/** One payment on a phone: the grid row's fields stacked; long text wraps instead of scrolling. */
export function LedgerCard({ payment }: { payment: TLedgerPayment }) {
  const p = payment;
  const date = formatStudioDate(p.paymentDate);
  const amount = formatMoney(p.amount);
  const emailFrom = p.emailFrom?.trim();
  const notes = p.notes?.trim();
  const transactionId = p.transactionId;
  return (
    <Card component="li" aria-label={`${p.studentName}, ${amount}, ${date}`}>
      <CardContent sx={{ p: 1.75, '&:last-child': { pb: 1.75 }, overflowWrap: 'anywhere' }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, minWidth: 0 }}>{p.studentName}</Typography>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {amount}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {date} · {p.methodLabel}
        </Typography>
        {transactionId && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <Trans>Reference: {transactionId}</Trans>
          </Typography>
        )}
        {emailFrom && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <Trans>Email Source: {emailFrom}</Trans>
          </Typography>
        )}
        {notes && (
          <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', whiteSpace: 'pre-line' }}>
            {notes}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
