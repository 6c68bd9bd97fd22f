import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Box, Button, Grid, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { settingsToMap } from '../../../../shared/schemas/settings';
import { moneyToCents } from '../stats/owedBreakdown';
import { useCredits, useOutstanding, usePaymentSettings } from '../studentQueries';
import { CreditsCard } from './CreditsCard';
import { OutstandingCard } from './OutstandingCard';
import { PaymentOptionCard } from './PaymentOptionCard';
import { paymentOptions } from './paymentMethods';

function LoadError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Try Again
        </Button>
      }
    >
      We could not load {what}.
    </Alert>
  );
}

function Balance({ studentId }: { studentId: number }) {
  const outstanding = useOutstanding(studentId);
  const credits = useCredits(studentId);
  if (outstanding.isPending) return <Skeleton variant="rounded" height={120} />;
  if (outstanding.isError) return <LoadError what="your balance" retry={() => outstanding.refetch()} />;
  const owes = moneyToCents(outstanding.data.totalOwed) > 0;
  return (
    <Stack spacing={2}>
      {owes ? (
        <OutstandingCard outstanding={outstanding.data} />
      ) : (
        <Alert icon={<CheckCircleOutlined />} severity="success" variant="outlined">
          You're all paid up. Nothing is owed right now.
        </Alert>
      )}
      {credits.data && <CreditsCard credits={credits.data} />}
    </Stack>
  );
}

function PaymentOptions() {
  const settings = usePaymentSettings();
  if (settings.isPending) {
    return (
      <Grid container spacing={2}>
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={150} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (settings.isError) return <LoadError what="the payment options" retry={() => settings.refetch()} />;
  const map = settingsToMap(settings.data);
  const options = paymentOptions(map);
  const email = map.businessEmail?.trim();
  return (
    <>
      {options.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            No Payment Methods Available
          </Typography>
          <Typography color="text.secondary">The studio has not set up any payment options yet.</Typography>
        </Paper>
      ) : (
        <Grid container spacing={2}>
          {options.map((o) => (
            <Grid key={o.id} size={{ xs: 12, md: 6 }}>
              <PaymentOptionCard option={o} />
            </Grid>
          ))}
        </Grid>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {email ? (
          <>
            Questions about payments? Contact the studio at <Link href={`mailto:${email}`}>{email}</Link>.
          </>
        ) : (
          'Questions about payments? Contact the studio.'
        )}
      </Typography>
    </>
  );
}

/** The Payments tab (spec 01 §2) for the signed-in student: what is owed, credits, how to pay. */
export function PaymentsTab({ studentId }: { studentId: number }) {
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="payments-balance-title">
        <Typography id="payments-balance-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Your Balance
        </Typography>
        <Balance studentId={studentId} />
      </Box>
      <Box component="section" aria-labelledby="payments-options-title">
        <Typography id="payments-options-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Payment Options
        </Typography>
        <PaymentOptions />
      </Box>
    </Stack>
  );
}
