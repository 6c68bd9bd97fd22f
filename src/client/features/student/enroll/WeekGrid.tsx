import { useLingui } from '@lingui/react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { formatDate, weekdayName } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { WEEK_CELL_NAME_CHARS } from '../../../lib/uiConstants';
import { dayNumber, weekDays } from '../../calendar/calendarGrid';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';
import { ClassEntry } from './ClassEntry';
import type { ClassState } from './enrollMath';

/** Seven columns, Sunday..Saturday, each with its classes in time order (names cut to 12 characters). */
export function WeekGrid({
  cursor,
  today,
  byDate,
  stateOf,
  onOpen,
}: {
  cursor: string;
  today: string;
  byDate: InstancesByDate;
  stateOf: (instance: TClassInstance) => ClassState;
  onOpen: (instance: TClassInstance) => void;
}) {
  // Re-renders on a language switch: the day names are read at render time.
  useLingui();
  const days = weekDays(cursor);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(112px, 1fr))', minWidth: 784 }}>
        {days.map((date, index) => {
          const isToday = date === today;
          const isPast = date < today;
          const classes = byDate.get(date) ?? [];
          return (
            <Box
              key={date}
              role="region"
              aria-label={formatDate(date)}
              data-date={date}
              sx={{
                borderRight: index < 6 ? 1 : 0,
                borderColor: 'divider',
                minWidth: 0,
                bgcolor: isPast ? 'rgba(0,0,0,0.015)' : 'background.paper',
              }}
            >
              <Box
                aria-current={isToday ? 'date' : undefined}
                sx={{
                  py: 1,
                  textAlign: 'center',
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: isToday ? 'primary.main' : 'grey.50',
                  color: isToday ? 'primary.contrastText' : isPast ? 'text.secondary' : 'text.primary',
                }}
              >
                <Typography
                  variant="caption"
                  component="div"
                  // No opacity: a past day's text.secondary on grey.50 faded to 4.05:1 (issue 28, axe).
                  sx={{ textTransform: 'uppercase', fontWeight: 700, letterSpacing: 0.6 }}
                >
                  {weekdayName(index, 'short')}
                </Typography>
                <Typography variant="h6" component="div" sx={{ lineHeight: 1.2, fontWeight: 600 }}>
                  {dayNumber(date)}
                </Typography>
              </Box>
              <Stack spacing={0.75} sx={{ p: 0.75, minHeight: 240 }}>
                {classes.map((instance) => (
                  <ClassEntry
                    key={instance.id}
                    instance={instance}
                    state={stateOf(instance)}
                    nameChars={WEEK_CELL_NAME_CHARS}
                    onOpen={onOpen}
                  />
                ))}
                {classes.length === 0 && (
                  <Typography
                    variant="caption"
                    color="text.disabled"
                    sx={{ textAlign: 'center', pt: 2 }}
                    aria-hidden
                  >
                    —
                  </Typography>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
