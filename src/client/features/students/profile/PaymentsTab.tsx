import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { studioTimeZone } from '../../../lib/studioZone';
import { trpc } from '../../../lib/trpc';
import { EmptyText } from './EmptyText';
import { type PaymentRow, paymentRow } from './paymentRows';
import { QueryContent } from './QueryContent';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {label}: {value}
    </Typography>
  );
}

function PaymentItem({ row }: { row: PaymentRow }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{row.amount}</Typography>
        <Typography variant="body2" color="text.secondary">
          {row.date}
        </Typography>
      </Box>
      <Typography variant="body2">{row.method}</Typography>
      {row.emailFrom && <Detail label="Email from" value={row.emailFrom} />}
      {row.emailSubject && <Detail label="Email subject" value={row.emailSubject} />}
      {row.emailProcessedAt && <Detail label="Email processed" value={row.emailProcessedAt} />}
      {row.notes && (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {row.notes}
        </Typography>
      )}
    </Paper>
  );
}

/** The student's payments, newest first. */
export function PaymentsTab({ studentId }: { studentId: number }) {
  const payments = useQuery(trpc.billing.studentPayments.queryOptions({ studentId }));
  return (
    <QueryContent query={payments} loadingLabel="Loading payments" errorFallback="Failed to load payments">
      {(data) => {
        if (data.length === 0) return <EmptyText>No payment records found</EmptyText>;
        const zone = studioTimeZone();
        return (
          <Stack component="ul" aria-label="Payments" spacing={1} sx={{ m: 0, p: 0 }}>
            {data.map((payment) => (
              <PaymentItem key={payment.id} row={paymentRow(payment, zone)} />
            ))}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
