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
  return (
    <Stack spacing={2.5}>
      <SettingsCard title="Email">
        <FieldGrid>
          <SettingSelect
            form={form}
            name="emailProvider"
            label="Email Provider"
            choices={EMAIL_PROVIDER_CHOICES}
            helperText="The service behind the studio's mailbox; the mail status below checks that SMTP_URL sends through it."
          />
          <FullRow>
            <MailStatusCard />
          </FullRow>
        </FieldGrid>
      </SettingsCard>
      <SettingsCard
        title="Payment Methods"
        subtitle="Students see the methods switched on, with their details."
      >
        <PaymentMethodFields form={form} />
      </SettingsCard>
      <StripeKeysCard />
      <SettingsCard title="Booking Payment Mode">
        <BookingPaymentModeFields form={form} />
      </SettingsCard>
      <CalendarFeedCard />
    </Stack>
  );
}
