import { Box, TextField, Typography } from '@mui/material';
import type { ZodForm } from '../../lib/useZodForm';
import { TWO_COLUMNS } from './StudentDetailsFields';
import type { StudentFormValues } from './studentFormModel';

/** The boxed "Secondary Contact (for payments)": someone who may pay on the student's behalf. */
export function SecondaryContactFields({ form }: { form: ZodForm<StudentFormValues> }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: 14 }}>
        Secondary Contact (for payments)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Add a spouse or family member who may pay on behalf of this student.
      </Typography>
      <Box sx={TWO_COLUMNS}>
        <TextField
          {...form.text('secondaryContactName')}
          label="Secondary Contact Name"
          autoComplete="off"
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          {...form.text('secondaryContactEmail')}
          label="Secondary Contact Email"
          type="email"
          autoComplete="off"
        />
        <TextField
          {...form.text('secondaryContactPhone')}
          label="Secondary Contact Phone"
          type="tel"
          autoComplete="off"
        />
      </Box>
    </Box>
  );
}
