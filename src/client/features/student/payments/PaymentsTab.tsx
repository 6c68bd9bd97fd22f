import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useStudioProfile } from '../../../lib/studioProfile';
import { CardPaymentReturn } from '../../card-payments/CardPaymentReturn';
import { ProductShelf } from '../../products/ProductShelf';
import { PolicyTexts } from '../policies/PolicyTexts';
import { moneyToCents } from '../stats/owedBreakdown';
import { useCredits, useOutstanding, usePaymentOptions, useStudioPolicies } from '../studentQueries';
import { CreditsCard } from './CreditsCard';
import { OutstandingCard } from './OutstandingCard';
import { PaymentOptionsList } from './PaymentOptionsList';
import { YourInvoices } from './YourInvoices';

function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          <Trans>Try Again</Trans>
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

function Balance({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const outstanding = useOutstanding(studentId);
  const credits = useCredits(studentId);
  if (outstanding.isPending) return <Skeleton variant="rounded" height={120} />;
  if (outstanding.isError)
    return <LoadError message={t`We could not load your balance.`} retry={() => outstanding.refetch()} />;
  const owes = moneyToCents(outstanding.data.totalOwed) > 0;
  return (
    <Stack spacing={2}>
      {owes ? (
        <OutstandingCard outstanding={outstanding.data} />
      ) : (
        <Alert icon={<CheckCircleOutlined />} severity="success" variant="outlined">
          <Trans>You're all paid up. Nothing is owed right now.</Trans>
        </Alert>
      )}
      {credits.data && (
        <CreditsCard credits={credits.data} heldCents={moneyToCents(outstanding.data.availableCredit)} />
      )}
    </Stack>
  );
}

function PaymentOptions() {
  const { t } = useLingui();
  const options = usePaymentOptions();
  const profile = useStudioProfile();
  if (options.isPending) {
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
  if (options.isError)
    return <LoadError message={t`We could not load the payment options.`} retry={() => options.refetch()} />;
  return <PaymentOptionsList options={options.data} contactEmail={profile.data?.businessEmail ?? ''} />;
}

function StudioPolicies() {
  const { t } = useLingui();
  const policy = useStudioPolicies();
  if (policy.isPending) return <Skeleton variant="rounded" height={160} />;
  if (policy.isError)
    return <LoadError message={t`We could not load the studio's policies.`} retry={() => policy.refetch()} />;
  return <PolicyTexts policy={policy.data} />;
}

export interface CardReturn {
  checkoutId: number;
  /** The student left Stripe's page without paying (its cancel address). */
  left: boolean;
}

/** The Payments tab (spec 01 §2) for the signed-in student: what is owed, credits, invoices, how to pay. */
export function PaymentsTab({ studentId, cardReturn }: { studentId: number; cardReturn?: CardReturn }) {
  return (
    <Stack spacing={4}>
      {cardReturn && <CardPaymentReturn checkoutId={cardReturn.checkoutId} left={cardReturn.left} />}
      <Box component="section" aria-labelledby="payments-balance-title">
        <Typography id="payments-balance-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          <Trans>Your Balance</Trans>
        </Typography>
        <Balance studentId={studentId} />
      </Box>
      <ProductShelf kind="pack" />
      <ProductShelf kind="membership" />
      <Box component="section" aria-labelledby="payments-invoices-title">
        <Typography id="payments-invoices-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          <Trans>Your Invoices</Trans>
        </Typography>
        <YourInvoices studentId={studentId} />
      </Box>
      <Box component="section" aria-labelledby="payments-options-title">
        <Typography id="payments-options-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          <Trans>Payment Options</Trans>
        </Typography>
        <PaymentOptions />
      </Box>
      <StudioPolicies />
    </Stack>
  );
}
