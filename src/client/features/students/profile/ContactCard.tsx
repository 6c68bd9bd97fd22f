import EmailOutlined from '@mui/icons-material/EmailOutlined';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { Box, Chip, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { REMINDER_MESSAGES } from '../../../../shared/schemas/reminders';
import type { TStudentProfile } from '../../../../shared/schemas/students';
import { dateLabel } from './profileDates';

const STATUS_BADGE: Record<string, { label: string; color: 'success' | 'warning' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  inactive: { label: 'Inactive', color: 'default' },
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" color="text.primary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** E-mail, phone, "Reminder e-mails off" when they are, the status badge and when the student joined. */
export function ContactCard({ student }: { student: TStudentProfile }) {
  const badge = STATUS_BADGE[student.status] ?? STATUS_BADGE.inactive!;
  return (
    <Paper variant="outlined" component="section" aria-label="Contact" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Line icon={<EmailOutlined fontSize="small" aria-hidden />}>{student.email}</Line>
        <Line icon={<PhoneOutlined fontSize="small" aria-hidden />}>{student.phone || 'No phone'}</Line>
        {!student.emailReminders && (
          <Line icon={<NotificationsOff fontSize="small" aria-hidden />}>{REMINDER_MESSAGES.adminOff}</Line>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={badge.label} color={badge.color} />
          <Typography variant="body2" color="text.secondary">
            Joined {dateLabel(student.createdAt)}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
