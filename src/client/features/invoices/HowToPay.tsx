import { Trans } from '@lingui/react/macro';
import { Box, Stack, Typography } from '@mui/material';
import type { TInvoiceDetail } from '../../../shared/schemas/invoices';
import { tr } from '../../i18n/tr';

/** The studio's enabled payment methods with the facts needed to pay (the invoice e-mail's "How to pay"). */
export function HowToPay({ options }: { options: TInvoiceDetail['paymentOptions'] }) {
  if (options.length === 0) {
    return (
      <Typography>
        <Trans>Please contact the studio to arrange payment.</Trans>
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {options.map((o) => (
        <Box key={o.id}>
          <Typography sx={{ fontWeight: 600 }}>{tr(o.title)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {tr(o.description)}
          </Typography>
          {o.details.map((d) => {
            const label = tr(d.label);
            const value = d.value;
            return (
              <Typography key={d.label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Trans>
                  {label}: <strong>{value}</strong>
                </Trans>
              </Typography>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
