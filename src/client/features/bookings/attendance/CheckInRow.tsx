import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Chip,
  CircularProgress,
  Paper,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { TAttendanceMark, TRosterStudent } from '../../../../shared/schemas/attendance';

/** Large enough for a thumb at the door (WCAG's 44 px and Material's 48 px); the chosen one filled. */
const target = (color: 'success' | 'error') =>
  ({
    minHeight: 48,
    minWidth: 112,
    fontWeight: 600,
    flex: 1,
    '&.Mui-selected, &.Mui-selected:hover': { bgcolor: `${color}.main`, color: `${color}.contrastText` },
  }) as const;

/** One student: name and flags, and the Attended / No-show toggles (pressing the chosen one clears it). */
export function CheckInRow({
  student,
  canMark,
  canMarkNoShow,
  saving,
  onMark,
}: {
  student: TRosterStudent;
  canMark: boolean;
  canMarkNoShow: boolean;
  saving: boolean;
  onMark: (mark: TAttendanceMark | null) => void;
}) {
  const { t } = useLingui();
  const nameId = `check-in-name-${student.bookingId}`;
  const studentName = student.studentName;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        listStyle: 'none',
        p: 1.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
        borderLeft: 4,
        borderLeftColor:
          student.attendance === 'attended'
            ? 'success.main'
            : student.attendance === 'no_show'
              ? 'error.main'
              : 'divider',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={nameId} sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {student.studentName}
          </Typography>
          {student.isWalkIn && <Chip size="small" label={t`Walk-in`} color="info" variant="outlined" />}
          {student.overCapacity && (
            <Chip size="small" label={t`Over capacity`} color="warning" variant="outlined" />
          )}
          {saving && <CircularProgress size={16} aria-label={t`Saving`} />}
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {student.studentEmail}
        </Typography>
      </Box>
      <ToggleButtonGroup
        exclusive
        value={student.attendance}
        onChange={(_e, next: TAttendanceMark | null) => onMark(next)}
        aria-label={t`Attendance of ${studentName}`}
        disabled={!canMark}
        sx={{ display: 'flex', width: { xs: '100%', sm: 'auto' } }}
      >
        <ToggleButton value="attended" color="success" sx={target('success')}>
          <Trans>Attended</Trans>
        </ToggleButton>
        <ToggleButton
          value="no_show"
          color="error"
          sx={target('error')}
          disabled={!canMark || !canMarkNoShow}
        >
          <Trans>No-show</Trans>
        </ToggleButton>
      </ToggleButtonGroup>
    </Paper>
  );
}
