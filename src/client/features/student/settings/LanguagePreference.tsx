import { useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import { LanguagePicker } from '../../../i18n/LanguagePicker';
import { SettingsSection } from './SettingsSection';

/** The student's language (issue 33): the dashboard and every e-mail the studio sends them. */
export function LanguagePreference() {
  const { t } = useLingui();
  return (
    <Box sx={{ mt: 3 }}>
      <SettingsSection id="language" title={t`Language`} labelled>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t`Your dashboard and the e-mails we send you will be in this language.`}
        </Typography>
        <LanguagePicker />
      </SettingsSection>
    </Box>
  );
}
