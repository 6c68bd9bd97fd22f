import { Trans, useLingui } from '@lingui/react/macro';
import Lock from '@mui/icons-material/Lock';
import LockReset from '@mui/icons-material/LockReset';
import { Box, Button, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { TStudentProfile } from '../../../../shared/schemas/students';
import { useStudioToday } from '../../../lib/studioClock';
import { ChangePasswordDialog } from '../ChangePasswordDialog';
import { ProfileField } from './ProfileField';
import { type ProfileFieldKey, storedValue } from './profileFields';
import { SettingsSection } from './SettingsSection';

const HALF = { xs: 12, sm: 6 } as const;

/** The profile's sections; each field saves itself when it is left. */
export function ProfileForm({ profile }: { profile: TStudentProfile }) {
  const { t } = useLingui();
  const [changingPassword, setChangingPassword] = useState(false);
  const today = useStudioToday();
  const field = (key: ProfileFieldKey) => ({
    studentId: profile.id,
    field: key,
    initial: storedValue(profile, key),
  });

  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        <Trans>Changes are saved automatically when you leave a field.</Trans>
      </Typography>

      <SettingsSection id="basic-information" title={t`Basic Information`}>
        <Grid container columnSpacing={2} rowSpacing={1.5}>
          <Grid size={HALF}>
            <ProfileField {...field('name')} label={t`Full Name`} autoComplete="name" required />
          </Grid>
          <Grid size={HALF}>
            <ProfileField
              {...field('preferredName')}
              label={t`Preferred Name`}
              autoComplete="nickname"
              hint={t`What you would like us to call you`}
            />
          </Grid>
          <Grid size={HALF}>
            <ProfileField {...field('phone')} label={t`Phone`} type="tel" autoComplete="tel" />
          </Grid>
          <Grid size={HALF}>
            <ProfileField
              {...field('birthday')}
              label={t`Birthday`}
              type="date"
              autoComplete="bday"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
          </Grid>
        </Grid>
      </SettingsSection>

      <SettingsSection
        id="email-settings"
        title={t`Email Settings`}
        description={t`Choose where billing and class messages go. Leave a field blank to use your primary email.`}
      >
        <Grid container columnSpacing={2} rowSpacing={1.5}>
          <Grid size={12}>
            <TextField
              fullWidth
              label={t`Primary Email`}
              value={profile.email}
              helperText={t`Your sign-in email. Contact the studio to change it.`}
              slotProps={{
                input: {
                  readOnly: true,
                  endAdornment: (
                    <InputAdornment position="end">
                      <Lock fontSize="small" aria-hidden />
                    </InputAdornment>
                  ),
                  sx: { bgcolor: 'action.hover' },
                },
              }}
            />
          </Grid>
          <Grid size={HALF}>
            <ProfileField
              {...field('paymentEmail')}
              label={t`Billing & Payment Email`}
              type="email"
              autoComplete="email"
              hint={t`Invoices and payment receipts`}
            />
          </Grid>
          <Grid size={HALF}>
            <ProfileField
              {...field('notificationEmail')}
              label={t`Class Notifications Email`}
              type="email"
              autoComplete="email"
              hint={t`Class reminders and schedule changes`}
            />
          </Grid>
        </Grid>
      </SettingsSection>

      <SettingsSection
        id="emergency-medical"
        title={t`Emergency Contact & Medical`}
        description={t`Only shared with your instructors, to keep you safe in class.`}
      >
        <Grid container columnSpacing={2} rowSpacing={1.5}>
          <Grid size={12}>
            <ProfileField
              {...field('emergencyContact')}
              label={t`Emergency Contact`}
              hint={t`Name, relationship and phone`}
            />
          </Grid>
          <Grid size={12}>
            <ProfileField
              {...field('medicalNotes')}
              label={t`Medical Notes`}
              multiline
              minRows={3}
              hint={t`Injuries, conditions or anything your instructor should know`}
            />
          </Grid>
        </Grid>
      </SettingsSection>

      <SettingsSection id="account-security" title={t`Account Security`} labelled>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            <Trans>Change the password you use to sign in to the studio.</Trans>
          </Typography>
          <Button variant="outlined" startIcon={<LockReset />} onClick={() => setChangingPassword(true)}>
            <Trans>Change Password</Trans>
          </Button>
        </Box>
      </SettingsSection>

      <ChangePasswordDialog
        variant="profile"
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
      />
    </Stack>
  );
}
