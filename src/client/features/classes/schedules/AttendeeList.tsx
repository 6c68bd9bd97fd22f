import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { decimalToCents, formatMoney } from '../../../../shared/money';
import type { TEnrolledStudent, TScheduleRoster } from '../../../../shared/schemas/classes/rosters';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';

const BADGE: Record<
  TEnrolledStudent['paymentStatus'],
  { label: MessageDescriptor; color: 'success' | 'warning' | 'error' }
> = {
  paid: { label: msg`Paid`, color: 'success' },
  pending: { label: msg`Pending`, color: 'warning' },
  overdue: { label: msg`Overdue`, color: 'error' },
};

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Box sx={{ flex: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ color, fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Paid, pending and overdue counts of a roster. */
export function AttendeeCounts({ counts }: { counts: TScheduleRoster['counts'] }) {
  const { i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', gap: 1 }} aria-label={i18n._(msg`Payment summary`)}>
      <Count label={i18n._(BADGE.paid.label)} value={counts.paid} color="success.main" />
      <Count label={i18n._(BADGE.pending.label)} value={counts.pending} color="warning.main" />
      <Count label={i18n._(BADGE.overdue.label)} value={counts.overdue} color="error.main" />
    </Box>
  );
}

/** "Paid", "Pending · owes $133.50", "Overdue · owes $133.50": the badge and what the profile's Outstanding says. */
export function badgeLabel(s: Pick<TEnrolledStudent, 'paymentStatus' | 'owed'>): string {
  if (s.paymentStatus === 'paid') return i18n._(BADGE.paid.label);
  const owed = formatMoney(decimalToCents(s.owed) ?? 0);
  return i18n._(s.paymentStatus === 'pending' ? msg`Pending · owes ${owed}` : msg`Overdue · owes ${owed}`);
}

/** Each attendee with a paid / pending / overdue badge (from what they owe, issue 28) and View Profile. */
export function AttendeeList({ students }: { students: TEnrolledStudent[] }) {
  const { t } = useLingui();
  const openProfile = useOpenStudentProfile();
  if (students.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        <Trans>No students enrolled yet</Trans>
      </Typography>
    );
  }
  return (
    <List aria-label={t`Attendees`} sx={{ maxHeight: 256, overflowY: 'auto' }}>
      {students.map((s, i) => {
        const badge = BADGE[s.paymentStatus];
        const name = s.name || t`Unknown Student`;
        return (
          <ListItem
            key={s.bookingId}
            divider={i < students.length - 1}
            sx={{ px: 0, columnGap: 1, rowGap: 0.5, flexWrap: 'wrap' }}
          >
            <ListItemText
              primary={name}
              secondary={s.email}
              slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
              sx={{ flex: '1 1 10rem', minWidth: 0 }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {s.overCapacity && <Chip size="small" variant="outlined" label={t`Over capacity`} />}
              <Chip size="small" label={badgeLabel(s)} color={badge.color} />
              <Button
                size="small"
                onClick={() => openProfile(s.studentId)}
                aria-label={t`View Profile of ${name}`}
              >
                <Trans>View Profile</Trans>
              </Button>
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
