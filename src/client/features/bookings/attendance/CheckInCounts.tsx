import { useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import type { TCheckInRoster } from '../../../../shared/schemas/attendance';

function Count({ label, value, color }: { label: string; value: string | number; color?: string }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' }, lineHeight: 1.2, color }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Booked / capacity, attended, no-shows and not yet marked, at the top of the check-in screen. */
export function CheckInCounts({ roster }: { roster: TCheckInRoster }) {
  const { t } = useLingui();
  const { counts, maxStudents } = roster;
  return (
    <Box
      role="group"
      aria-label={t`Check-in counts`}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, py: 1 }}
    >
      <Count label={t`Booked`} value={`${counts.booked} / ${maxStudents}`} />
      <Count label={t`Attended`} value={counts.attended} color="success.main" />
      <Count label={t`No-show`} value={counts.noShow} color="error.main" />
      <Count label={t`Not marked`} value={counts.unmarked} />
    </Box>
  );
}
