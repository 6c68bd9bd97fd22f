import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { centsToDecimal, decimalToCents, formatMoney } from '../../../../shared/money';
import { insufficientCreditsMessage } from '../../../../shared/schemas/billing';
import type { TBookingPolicy } from '../../../../shared/schemas/bookings';
import { tr } from '../../../i18n/tr';
import { priceCents } from './enrollMath';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * How this booking is paid (spec 01 §2 "Booking info box"): with pre-payment required, the student's
 * credits against the price (and a warning when they fall short); with invoicing, book now, pay later.
 * The server decides; this only explains.
 */
export function BookingInfoBox({
  policy,
  availableCredit,
  price,
}: {
  policy: TBookingPolicy;
  /** The student's available credits, "5.00"; undefined while loading. */
  availableCredit: string | undefined;
  price: string;
}) {
  const { t } = useLingui();
  if (policy.prepaymentRequired) {
    const needed = priceCents(price);
    const held = availableCredit === undefined ? null : (decimalToCents(availableCredit) ?? 0);
    const short = held !== null && held < needed;
    return (
      <Alert
        severity={short ? 'warning' : 'info'}
        icon={<AccountBalanceWallet />}
        role="note"
        aria-label={t`Pre-payment Required`}
        sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}
      >
        <AlertTitle>{t`Pre-payment Required`}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Trans>This studio takes payment before booking: the class is paid from your credits.</Trans>
        </Typography>
        <Row label={t`Your current credits`} value={held === null ? '…' : formatMoney(held)} />
        <Row label={t`Class price`} value={formatMoney(needed)} />
        {short && (
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {tr(insufficientCreditsMessage(centsToDecimal(needed), centsToDecimal(held)))}
          </Typography>
        )}
      </Alert>
    );
  }
  if (policy.paymentMode === 'invoice') {
    const dueDays = policy.paymentDueDays;
    return (
      <Alert severity="info" icon={<ReceiptLong />} role="note" aria-label={t`Invoice Payment`}>
        <AlertTitle>{t`Invoice Payment`}</AlertTitle>
        {plural(dueDays, {
          one: 'You can book now and pay later. Payment is due within # days of the invoice.',
          other: 'You can book now and pay later. Payment is due within # days of the invoice.',
        })}
      </Alert>
    );
  }
  return null;
}
