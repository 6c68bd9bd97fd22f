import { useLingui } from '@lingui/react/macro';
import { Box, Paper, Typography } from '@mui/material';
import { weekdayName } from '../../../../shared/dates';
import { monthWeeks, sameMonth } from './calendarMath';
import type { GridViewProps } from './calendarViewProps';
import { EmptyPeriod } from './EmptyPeriod';
import { MonthDayCell } from './MonthDayCell';

/** Desktop month grid, Sunday..Saturday. */
export function MonthView({ cursor, today, byDate, onOpen, onShowDay, loading }: GridViewProps) {
  const { t } = useLingui();
  const weeks = monthWeeks(cursor);
  const hasClasses = weeks.some((week) => week.some((d) => sameMonth(d, cursor) && byDate.has(d)));
  return (
    <Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          role="table"
          aria-label={t`Month`}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
        >
          <Box role="row" sx={{ display: 'contents' }}>
            {[0, 1, 2, 3, 4, 5, 6].map((day) => (
              <Typography
                key={day}
                role="columnheader"
                variant="caption"
                sx={{
                  py: 1,
                  textAlign: 'center',
                  fontWeight: 600,
                  color: 'text.secondary',
                  textTransform: 'uppercase',
                  letterSpacing: 0.5,
                  borderBottom: 1,
                  borderRight: 1,
                  borderColor: 'divider',
                  bgcolor: 'grey.50',
                }}
              >
                {weekdayName(day, 'short')}
              </Typography>
            ))}
          </Box>
          {weeks.map((week) => (
            <Box role="row" key={week[0]} sx={{ display: 'contents' }}>
              {week.map((date) => (
                <MonthDayCell
                  key={date}
                  date={date}
                  inMonth={sameMonth(date, cursor)}
                  isToday={date === today}
                  classes={byDate.get(date) ?? []}
                  onOpen={onOpen}
                  onShowDay={onShowDay}
                />
              ))}
            </Box>
          ))}
        </Box>
      </Paper>
      {!hasClasses && !loading && (
        <EmptyPeriod text={t`No classes scheduled for this month`} sx={{ mt: 2 }} />
      )}
    </Box>
  );
}
