import { Box, MenuItem, TextField } from '@mui/material';
import { STUDENT_STATUS_MEANING, STUDENT_STATUS_VALUES } from '../../../shared/schemas/students';
import type { ZodForm } from '../../lib/useZodForm';
import { statusLabel } from './studentDisplay';
import type { StudentFormValues } from './studentFormModel';

export const TWO_COLUMNS = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

/** Full Name, Email, Phone, Status (with what it allows) and the optional Payment / Notification e-mails. */
export function StudentDetailsFields({
  form,
  autoFocus,
}: {
  form: ZodForm<StudentFormValues>;
  autoFocus: boolean;
}) {
  return (
    <Box sx={TWO_COLUMNS}>
      <TextField
        {...form.text('name')}
        label="Full Name"
        required
        autoComplete="off"
        autoFocus={autoFocus}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField {...form.text('email')} label="Email" type="email" required autoComplete="off" />
      <TextField {...form.text('phone')} label="Phone" type="tel" autoComplete="off" />
      <TextField
        {...form.text('status', STUDENT_STATUS_MEANING[form.values.status])}
        select
        label="Status"
        sx={{ gridColumn: '1 / -1' }}
      >
        {STUDENT_STATUS_VALUES.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...form.text('paymentEmail', 'Optional. Invoices and payment receipts')}
        label="Payment Email"
        type="email"
        autoComplete="off"
      />
      <TextField
        {...form.text('notificationEmail', 'Optional. Class reminders and schedule changes')}
        label="Notification Email"
        type="email"
        autoComplete="off"
      />
    </Box>
  );
}
