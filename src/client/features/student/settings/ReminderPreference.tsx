import { useLingui } from '@lingui/react/macro';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { REMINDER_MESSAGES } from '../../../../shared/schemas/reminders';
import { tr } from '../../../i18n/tr';
import { useToast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { useStudentProfile } from '../studentQueries';
import { SettingsSection } from './SettingsSection';
import { useSaveProfileField } from './useSaveProfileField';

/**
 * The student's switch for reminder e-mails (issue 14 §4): class reminders and the reminder before a
 * bill is due. It saves at once; the link at the end of every reminder turns it off too.
 */
export function ReminderPreference({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const profile = useStudentProfile(studentId);
  const save = useSaveProfileField(studentId);
  if (!profile.data) return null;
  const on = save.isPending ? Boolean(save.variables?.emailReminders) : profile.data.emailReminders;

  return (
    <Box sx={{ mt: 3 }}>
      <SettingsSection id="reminders" title={t`Reminders`} labelled>
        <FormControlLabel
          control={
            <Switch
              name="emailReminders"
              checked={on}
              disabled={save.isPending}
              onChange={(_e, checked) =>
                save.mutate(
                  { id: studentId, emailReminders: checked },
                  {
                    onSuccess: ({ student }) =>
                      toast({
                        title: tr(
                          student.emailReminders ? REMINDER_MESSAGES.turnedOn : REMINDER_MESSAGES.turnedOff,
                        ),
                      }),
                    onError: (error) =>
                      toast({
                        title: t`Update Failed`,
                        description: errorMessage(error, t`Please try again.`),
                        variant: 'destructive',
                      }),
                  },
                )
              }
            />
          }
          label={tr(REMINDER_MESSAGES.settingLabel)}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {tr(REMINDER_MESSAGES.settingHelp)}
        </Typography>
      </SettingsSection>
    </Box>
  );
}
