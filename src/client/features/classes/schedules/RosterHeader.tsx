import { useLingui } from '@lingui/react/macro';
import { Box, Chip, Typography } from '@mui/material';
import { formatDate, formatTimeRange, weekdayName } from '../../../../shared/dates';
import { isClassFull } from '../../../../shared/schemas/classes/instances';
import type { TScheduleRoster } from '../../../../shared/schemas/classes/rosters';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';

/** Class name, next class date and time, and the location above a schedule's roster. */
export function RosterHeader({ schedule, roster }: { schedule: TClassSchedule; roster?: TScheduleRoster }) {
  const { t } = useLingui();
  const full = roster ? isClassFull(roster) : false;
  const dayName = weekdayName(schedule.dayOfWeek);
  const time = formatTimeRange(schedule.startTime, schedule.endTime);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {roster?.className ?? schedule.displayName}
        </Typography>
        {full && <Chip size="small" color="error" label={t`Full`} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {roster?.classDate
          ? `${formatDate(roster.classDate)} · ${formatTimeRange(roster.startTime, roster.endTime)}`
          : t`${dayName}s · ${time}`}
        {` · ${roster?.location ?? schedule.location}`}
      </Typography>
    </Box>
  );
}
