import { TIMEZONES } from '../../../shared/schemas/settings';
import { SettingSelect, SettingTextField } from './SettingFields';
import { FieldGrid, FullRow, SettingsCard } from './SettingsCard';
import type { SettingsForm } from './useSettingsForm';

/** Business: who the studio is (page titles, the login screen, e-mails) and its clock. */
export function BusinessTab({ form }: { form: SettingsForm }) {
  return (
    <SettingsCard
      title="Business Information"
      subtitle="Your studio's name and contact details appear on the login screen, page titles and e-mails."
    >
      <FieldGrid>
        <SettingTextField
          form={form}
          name="businessName"
          label="Business Name"
          required
          autoComplete="organization"
        />
        <SettingTextField
          form={form}
          name="businessEmail"
          label="Business Email"
          type="email"
          autoComplete="email"
        />
        <SettingTextField
          form={form}
          name="businessPhone"
          label="Business Phone"
          type="tel"
          autoComplete="tel"
        />
        <SettingSelect
          form={form}
          name="timezone"
          label="Timezone"
          choices={TIMEZONES}
          helperText="Class times, “today” and cancellation cut-offs follow this timezone."
        />
        <FullRow>
          <SettingTextField
            form={form}
            name="businessAddress"
            label="Business Address"
            multiline
            autoComplete="street-address"
          />
        </FullRow>
      </FieldGrid>
    </SettingsCard>
  );
}
