import { useLingui } from '@lingui/react/macro';
import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { formatDate, weekdayName } from '../../../../shared/dates';
import { ClassChip } from './ClassChip';
import { dayNumber, dayNumberTitle, weekDays } from './calendarMath';
import type { GridViewProps } from './calendarViewProps';
import { EmptyPeriod } from './EmptyPeriod';

/** Seven columns, Sunday..Saturday, each with its classes in time order. */
export function WeekView({ cursor, today, byDate, onOpen, onShowDay, loading }: GridViewProps) {
  const { t } = useLingui();
  const days = weekDays(cursor);
  const hasClasses = days.some((d) => byDate.has(d));
  return (
    <Box>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(120px, 1fr))', minWidth: 840 }}>
          {days.map((date, index) => {
            const isToday = date === today;
            const classes = byDate.get(date) ?? [];
            return (
              <Box
                key={date}
                role="region"
                aria-label={formatDate(date)}
                sx={{ borderRight: index < 6 ? 1 : 0, borderColor: 'divider', minWidth: 0 }}
              >
                <ButtonBase
                  onClick={() => onShowDay(date)}
                  aria-label={`${weekdayName(index, 'short')} ${dayNumberTitle(date)}`}
                  sx={{
                    width: '100%',
                    py: 1,
                    flexDirection: 'column',
                    borderBottom: 1,
                    borderColor: 'divider',
                    bgcolor: isToday ? 'primary.main' : 'grey.50',
                    color: isToday ? 'primary.contrastText' : 'text.primary',
                  }}
                >
                  <Typography
                    variant="caption"
                    sx={{ textTransform: 'uppercase', fontWeight: 600, opacity: 0.8 }}
                  >
                    {weekdayName(index, 'short')}
                  </Typography>
                  {/* Not laid out in the column, but it makes the text "Sun 6" (not "Sun6"), which
                      the label starts with: what is seen is what a voice user says (WCAG 2.5.3). */}{' '}
                  <Typography variant="h6" component="span" sx={{ lineHeight: 1.2 }}>
                    {dayNumber(date)}
                  </Typography>
                </ButtonBase>
                <Stack spacing={0.75} sx={{ p: 0.75, minHeight: hasClasses ? 280 : 48 }}>
                  {classes.map((instance) => (
                    <ClassChip key={instance.id} instance={instance} onOpen={onOpen} showEnrolment />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Box>
      </Paper>
      {!hasClasses && !loading && <EmptyPeriod text={t`No classes scheduled for this week`} sx={{ mt: 2 }} />}
    </Box>
  );
}
