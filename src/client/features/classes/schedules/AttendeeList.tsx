import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { decimalToCents, formatMoney } from '../../../../shared/money';
import type { TEnrolledStudent, TScheduleRoster } from '../../../../shared/schemas/classes/rosters';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';

const BADGE = {
  paid: { label: 'Paid', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  overdue: { label: 'Overdue', color: 'error' },
} as const;

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
  return (
    <Box sx={{ display: 'flex', gap: 1 }} aria-label="Payment summary">
      <Count label="Paid" value={counts.paid} color="success.main" />
      <Count label="Pending" value={counts.pending} color="warning.main" />
      <Count label="Overdue" value={counts.overdue} color="error.main" />
    </Box>
  );
}

/** "Paid", "Pending · owes $133.50", "Overdue · owes $133.50": the badge and what the profile's Outstanding says. */
export const badgeLabel = (s: Pick<TEnrolledStudent, 'paymentStatus' | 'owed'>): string =>
  s.paymentStatus === 'paid'
    ? BADGE.paid.label
    : `${BADGE[s.paymentStatus].label} · owes ${formatMoney(decimalToCents(s.owed) ?? 0)}`;

/** Each attendee with a paid / pending / overdue badge (from what they owe, issue 28) and View Profile. */
export function AttendeeList({ students }: { students: TEnrolledStudent[] }) {
  const openProfile = useOpenStudentProfile();
  if (students.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        No students enrolled yet
      </Typography>
    );
  }
  return (
    <List aria-label="Attendees" sx={{ maxHeight: 256, overflowY: 'auto' }}>
      {students.map((s, i) => {
        const badge = BADGE[s.paymentStatus];
        const name = s.name || 'Unknown Student';
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
              {s.overCapacity && <Chip size="small" variant="outlined" label="Over capacity" />}
              <Chip size="small" label={badgeLabel(s)} color={badge.color} />
              <Button
                size="small"
                onClick={() => openProfile(s.studentId)}
                aria-label={`View Profile of ${name}`}
              >
                View Profile
              </Button>
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
