import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mui/material';
import { BookingPaymentModeFields } from './BookingPaymentModeFields';
import { CalendarFeedCard } from './CalendarFeedCard';
import { EMAIL_PROVIDER_CHOICES } from './choices';
import { MailStatusCard } from './MailStatusCard';
import { PaymentMethodFields } from './PaymentMethodFields';
import { SettingSelect } from './SettingFields';
import { FieldGrid, FullRow, SettingsCard } from './SettingsCard';
import { StripeKeysCard } from './StripeKeysCard';
import type { SettingsForm } from './useSettingsForm';

/** Integration: e-mail (provider and the real mail status), payment methods, booking payment mode. */
export function IntegrationTab({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  return (
    <Stack spacing={2.5}>
      <SettingsCard title={t`Email`}>
        <FieldGrid>
          <SettingSelect
            form={form}
            name="emailProvider"
            label={t`Email Provider`}
            choices={EMAIL_PROVIDER_CHOICES}
            helperText={t`The service behind the studio's mailbox; the mail status below checks that SMTP_URL sends through it.`}
          />
          <FullRow>
            <MailStatusCard />
          </FullRow>
        </FieldGrid>
      </SettingsCard>
      <SettingsCard
        title={t`Payment Methods`}
        subtitle={t`Students see the methods switched on, with their details.`}
      >
        <PaymentMethodFields form={form} />
      </SettingsCard>
      <StripeKeysCard />
      <SettingsCard title={t`Booking Payment Mode`}>
        <BookingPaymentModeFields form={form} />
      </SettingsCard>
      <CalendarFeedCard />
    </Stack>
  );
}
