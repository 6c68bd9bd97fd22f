import { Trans } from '@lingui/react/macro';
import { Grid, Link, Paper, Typography } from '@mui/material';
import type { TPaymentOption } from '../../../../shared/schemas/studio';
import { PaymentOptionCard } from './PaymentOptionCard';

/**
 * How to pay: a card per enabled method, or "No Payment Methods Available", and whom to ask. Shown on
 * the student's Payments tab and in the Settings screen's Student View Preview.
 */
export function PaymentOptionsList({
  options,
  contactEmail,
}: {
  options: TPaymentOption[];
  contactEmail: string;
}) {
  const email = contactEmail.trim();
  return (
    <>
      {options.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            <Trans>No Payment Methods Available</Trans>
          </Typography>
          <Typography color="text.secondary">
            <Trans>The studio has not set up any payment options yet.</Trans>
          </Typography>
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
          <Trans>
            Questions about payments? Contact the studio at <Link href={`mailto:${email}`}>{email}</Link>.
          </Trans>
        ) : (
          <Trans>Questions about payments? Contact the studio.</Trans>
        )}
      </Typography>
    </>
  );
}
