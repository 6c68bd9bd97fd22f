import { Trans, useLingui } from '@lingui/react/macro';
import { Box, TextField, Typography } from '@mui/material';
import type { ZodForm } from '../../lib/useZodForm';
import { TWO_COLUMNS } from './StudentDetailsFields';
import type { StudentFormValues } from './studentFormModel';

/** The boxed "Secondary Contact (for payments)": someone who may pay on the student's behalf. */
export function SecondaryContactFields({ form }: { form: ZodForm<StudentFormValues> }) {
  const { t } = useLingui();
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: 14 }}>
        <Trans>Secondary Contact (for payments)</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Add a spouse or family member who may pay on behalf of this student.</Trans>
      </Typography>
      <Box sx={TWO_COLUMNS}>
        <TextField
          {...form.text('secondaryContactName')}
          label={t`Secondary Contact Name`}
          autoComplete="off"
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          {...form.text('secondaryContactEmail')}
          label={t`Secondary Contact Email`}
          type="email"
          autoComplete="off"
        />
        <TextField
          {...form.text('secondaryContactPhone')}
          label={t`Secondary Contact Phone`}
          type="tel"
          autoComplete="off"
        />
      </Box>
    </Box>
  );
}
