import { useLingui } from '@lingui/react';
import Payments from '@mui/icons-material/Payments';
import { Chip } from '@mui/material';
import type { TIncomingPayment } from '../../../../shared/schemas/inbox';
import { paymentChip } from './paymentStatus';

/** What the message came to as a payment: "Payment recorded", "Waiting for review", …; nothing otherwise. */
export function IncomingPaymentChip({ payment }: { payment: TIncomingPayment | null | undefined }) {
  useLingui(); // the text is made outside React: read again when the language changes
  const chip = paymentChip(payment);
  if (!chip) return null;
  return (
    <Chip
      size="small"
      color={chip.color}
      variant={chip.color === 'default' ? 'outlined' : 'filled'}
      icon={<Payments />}
      label={chip.label}
      sx={{ maxWidth: '100%', fontWeight: 600 }}
    />
  );
}
