import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LOCALES } from '../../../shared/i18n/locales';
import { TIMEZONES } from '../../../shared/schemas/settings';
import { SettingSelect, SettingTextField } from './SettingFields';
import { FieldGrid, FullRow, SettingsCard } from './SettingsCard';
import type { SettingsForm } from './useSettingsForm';

/** Each language named in itself, so a studio can find its own whatever the page's language. */
const LANGUAGE_CHOICES = LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** Business: who the studio is (page titles, the login screen, e-mails) and its clock. */
export function BusinessTab({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  return (
    <SettingsCard
      title={t`Business Information`}
      subtitle={t`Your studio's name and contact details appear on the login screen, page titles and e-mails.`}
    >
      <FieldGrid>
        <SettingTextField
          form={form}
          name="businessName"
          label={t`Business Name`}
          required
          autoComplete="organization"
        />
        <SettingTextField
          form={form}
          name="businessEmail"
          label={t`Business Email`}
          type="email"
          autoComplete="email"
        />
        <SettingTextField
          form={form}
          name="businessPhone"
          label={t`Business Phone`}
          type="tel"
          autoComplete="tel"
        />
        <SettingSelect
          form={form}
          name="timezone"
          label={t`Timezone`}
          choices={TIMEZONES}
          helperText={t`Class times, “today” and cancellation cut-offs follow this timezone.`}
        />
        <SettingSelect
          form={form}
          name="language"
          label={t`Studio Language`}
          choices={LANGUAGE_CHOICES}
          helperText={t`Screens and e-mails for anyone who has not chosen their own language.`}
        />
        <FullRow>
          <SettingTextField
            form={form}
            name="businessAddress"
            label={t`Business Address`}
            multiline
            autoComplete="street-address"
          />
        </FullRow>
      </FieldGrid>
    </SettingsCard>
  );
}
