import { Trans, useLingui } from '@lingui/react/macro';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { Box, Chip, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { REMINDER_MESSAGES } from '../../../../shared/schemas/reminders';
import type { TStudentProfile } from '../../../../shared/schemas/students';
import { tr } from '../../../i18n/tr';
import { statusLabel } from '../studentDisplay';
import { dateLabel } from './profileDates';

const STATUS_BADGE: Record<
  string,
  { status: 'active' | 'pending' | 'inactive'; color: 'success' | 'warning' | 'default' }
> = {
  active: { status: 'active', color: 'success' },
  pending: { status: 'pending', color: 'warning' },
  inactive: { status: 'inactive', color: 'default' },
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
  const { t } = useLingui();
  const badge = STATUS_BADGE[student.status] ?? STATUS_BADGE.inactive!;
  const joined = dateLabel(student.createdAt);
  return (
    <Paper variant="outlined" component="section" aria-label={t`Contact`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Line icon={<EmailOutlined fontSize="small" aria-hidden />}>{student.email}</Line>
        <Line icon={<PhoneOutlined fontSize="small" aria-hidden />}>{student.phone || t`No phone`}</Line>
        {!student.emailReminders && (
          <Line icon={<NotificationsOff fontSize="small" aria-hidden />}>
            {tr(REMINDER_MESSAGES.adminOff)}
          </Line>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={statusLabel(badge.status)} color={badge.color} />
          <Typography variant="body2" color="text.secondary">
            <Trans>Joined {joined}</Trans>
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
