import { Trans, useLingui } from '@lingui/react/macro';
import Autorenew from '@mui/icons-material/Autorenew';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';
import { generatePassword } from '../../../shared/password-generator';
import type { TPasswordOption } from '../../../shared/schemas/students';
import type { ZodForm } from '../../lib/useZodForm';
import { PasswordField } from '../common/PasswordField';
import type { StudentFormValues } from './studentFormModel';

/**
 * "Student Login Setup" (create only): a password typed or generated now, or a temporary one the
 * server generates and e-mails.
 */
export function LoginSetupFields({ form }: { form: ZodForm<StudentFormValues> }) {
  const { t } = useLingui();
  const labelId = useId();
  const option = form.values.passwordOption;
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ fontWeight: 600, fontSize: 14, color: 'text.primary' }}
      >
        <Trans>Student Login Setup</Trans>
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={option}
        onChange={(e) => form.set('passwordOption', e.target.value as TPasswordOption)}
      >
        <FormControlLabel value="create" control={<Radio size="small" />} label={t`Create password now`} />
        <FormControlLabel
          value="email"
          control={<Radio size="small" />}
          label={t`Send temporary password via email`}
        />
      </RadioGroup>
      {option === 'create' ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1 }}>
          <PasswordField
            {...form.text('customPassword', t`The student will log in with their email and this password.`)}
            label={t`Password`}
            autoComplete="new-password"
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="outlined"
            startIcon={<Autorenew />}
            onClick={() => form.set('customPassword', generatePassword())}
            sx={{ mt: 1, flexShrink: 0 }}
          >
            <Trans>Generate</Trans>
          </Button>
        </Box>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          <Trans>A temporary password will be generated and sent to the student's email address.</Trans>
        </Alert>
      )}
    </FormControl>
  );
}
