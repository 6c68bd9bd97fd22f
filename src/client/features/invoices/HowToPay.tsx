import { Box, Stack, Typography } from '@mui/material';
import type { TInvoiceDetail } from '../../../shared/schemas/invoices';

/** The studio's enabled payment methods with the facts needed to pay (the invoice e-mail's "How to pay"). */
export function HowToPay({ options }: { options: TInvoiceDetail['paymentOptions'] }) {
  if (options.length === 0) {
    return <Typography>Please contact the studio to arrange payment.</Typography>;
  }
  return (
    <Stack spacing={1.5}>
      {options.map((o) => (
        <Box key={o.id}>
          <Typography sx={{ fontWeight: 600 }}>{o.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {o.description}
          </Typography>
          {o.details.map((d) => (
            <Typography key={d.label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {d.label}: <strong>{d.value}</strong>
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
