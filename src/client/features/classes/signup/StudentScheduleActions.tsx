import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { formatDate } from '../../../../shared/dates';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import type { ScheduleEnrolState } from './studentEnrolState';

/** The student's part of a schedule card: the "Enrolled" badge, or Enroll (disabled when full). */
export function StudentScheduleActions({
  schedule,
  state,
  bookedNext,
  pending,
  busy,
  onEnroll,
}: {
  schedule: TClassSchedule;
  state: ScheduleEnrolState;
  /** The student holds a confirmed booking of the schedule's next class. */
  bookedNext: boolean;
  /** This schedule's enrolment is being sent. */
  pending: boolean;
  /** Some enrolment on the page is being sent. */
  busy: boolean;
  onEnroll: (schedule: TClassSchedule) => void;
}) {
  const { t } = useLingui();
  if (state === 'enrolled') {
    const date = schedule.nextClassDate ? formatDate(schedule.nextClassDate) : '';
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip color="success" icon={<CheckCircle />} label={t`Enrolled`} />
        {bookedNext && schedule.nextClassDate && (
          <Typography variant="body2" color="text.secondary">
            <Trans>Your spot on {date} is booked.</Trans>
          </Typography>
        )}
      </Box>
    );
  }
  const hint =
    state === 'full'
      ? t`This class is full.`
      : state === 'no-class'
        ? t`No upcoming class to book yet.`
        : t`Books your spot in the next class.`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', width: '100%' }}>
      <Button
        variant="contained"
        onClick={() => onEnroll(schedule)}
        disabled={state !== 'open' || busy}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={{ minWidth: 104 }}
      >
        <Trans>Enroll</Trans>
      </Button>
      <Typography variant="body2" color={state === 'full' ? 'error.main' : 'text.secondary'}>
        {hint}
      </Typography>
    </Box>
  );
}
