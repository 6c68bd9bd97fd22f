import { useLingui } from '@lingui/react/macro';
import { Box, MenuItem, TextField } from '@mui/material';
import { STUDENT_STATUS_MEANING, STUDENT_STATUS_VALUES } from '../../../shared/schemas/students';
import { tr } from '../../i18n/tr';
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
  const { t } = useLingui();
  return (
    <Box sx={TWO_COLUMNS}>
      <TextField
        {...form.text('name')}
        label={t`Full Name`}
        required
        autoComplete="off"
        autoFocus={autoFocus}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField {...form.text('email')} label={t`Email`} type="email" required autoComplete="off" />
      <TextField {...form.text('phone')} label={t`Phone`} type="tel" autoComplete="off" />
      <TextField
        {...form.text('status', tr(STUDENT_STATUS_MEANING[form.values.status]))}
        select
        label={t`Status`}
        sx={{ gridColumn: '1 / -1' }}
      >
        {STUDENT_STATUS_VALUES.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...form.text('paymentEmail', t`Optional. Invoices and payment receipts`)}
        label={t`Payment Email`}
        type="email"
        autoComplete="off"
      />
      <TextField
        {...form.text('notificationEmail', t`Optional. Class reminders and schedule changes`)}
        label={t`Notification Email`}
        type="email"
        autoComplete="off"
      />
    </Box>
  );
}
