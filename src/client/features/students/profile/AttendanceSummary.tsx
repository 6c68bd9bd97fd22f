import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Paper, Typography } from '@mui/material';
import type { TAttendanceFigures } from '../../../../shared/schemas/attendance';
import { attendanceSummary, rateLabel } from './attendanceDisplay';

/** The student's attendance rate and no-show rate over their past classes (decision 013). */
export function AttendanceSummary({ figures }: { figures: TAttendanceFigures }) {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={t`Attendance`}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            <Trans>Attendance rate</Trans>
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="attendance-rate">
            {rateLabel(figures.attendanceRate)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            <Trans>No-show rate</Trans>
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {rateLabel(figures.noShowRate)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {attendanceSummary(figures)}
      </Typography>
    </Paper>
  );
}
