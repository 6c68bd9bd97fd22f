import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { parseSettings } from '../../../shared/schemas/settings';
import { prepaymentRequiredBy } from '../../../shared/schemas/studio';
import { SettingSwitch } from './SettingFields';
import type { SettingsForm } from './useSettingsForm';

/** How students pay for what they book (spec 01 §3): invoiced later, or paid before booking. */
export function BookingPaymentModeFields({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const enforced = prepaymentRequiredBy(parseSettings(new Map(Object.entries(form.values))));
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="payment-mode-label">
          <Trans>How students pay for bookings</Trans>
        </FormLabel>
        <RadioGroup
          aria-labelledby="payment-mode-label"
          name="payment_method"
          value={form.values.payment_method}
          onChange={(e) => form.set('payment_method', e.target.value)}
        >
          <FormControlLabel
            value="invoice"
            control={<Radio />}
            label={t`Invoice: book now, pay from the invoice`}
          />
          <FormControlLabel
            value="prepayment"
            control={<Radio />}
            label={t`Prepayment: pay before booking`}
          />
        </RadioGroup>
      </FormControl>
      <SettingSwitch
        form={form}
        name="require_payment_before_booking"
        label={t`Require payment before booking`}
      />
      <Typography variant="body2" color="text.secondary">
        <Trans>
          Students must pay (hold enough credit) before booking when any of these holds: Prepayment is chosen
          with “Require payment before booking” on, “Booking requires credit” is on, or “Allow booking without
          payment” is off (both on the Financial tab).
        </Trans>
      </Typography>
      <Alert severity={enforced ? 'warning' : 'info'} role="note">
        {enforced
          ? t`With these settings, students must pay before they can book.`
          : t`With these settings, students can book now and pay later.`}
      </Alert>
    </Stack>
  );
}
