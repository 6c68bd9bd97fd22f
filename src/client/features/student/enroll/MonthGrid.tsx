import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Paper, Typography } from '@mui/material';
import { formatDate, weekdayName } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { MONTH_CELL_NAME_CHARS } from '../../../lib/uiConstants';
import { dayNumber, monthWeeks, sameMonth } from '../../calendar/calendarGrid';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';
import { ClassEntry } from './ClassEntry';
import { type ClassState, firstOfDay } from './enrollMath';

/**
 * The desktop month, Sunday first. A day shows only its first class (name cut to 8 characters) and
 * "+N more", which opens the day's list.
 */
export function MonthGrid({
  cursor,
  today,
  byDate,
  stateOf,
  onOpen,
  onShowDay,
}: {
  cursor: string;
  today: string;
  byDate: InstancesByDate;
  stateOf: (instance: TClassInstance) => ClassState;
  onOpen: (instance: TClassInstance) => void;
  onShowDay: (date: string) => void;
}) {
  const { t } = useLingui();
  const dayNames = [0, 1, 2, 3, 4, 5, 6].map((day) => weekdayName(day, 'short'));
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        role="table"
        aria-label={t`Month`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          {dayNames.map((name, i) => (
            <Typography
              key={name}
              role="columnheader"
              variant="caption"
              sx={{
                py: 1,
                textAlign: 'center',
                fontWeight: 700,
                color: 'text.secondary',
                textTransform: 'uppercase',
                letterSpacing: 0.6,
                borderBottom: 1,
                borderRight: i < 6 ? 1 : 0,
                borderColor: 'divider',
                bgcolor: 'grey.50',
              }}
            >
              {name}
            </Typography>
          ))}
        </Box>
        {monthWeeks(cursor).map((week) => (
          <Box role="row" key={week[0]} sx={{ display: 'contents' }}>
            {week.map((date, i) => {
              const classes = byDate.get(date) ?? [];
              const { first, more } = firstOfDay(classes);
              const inMonth = sameMonth(date, cursor);
              const isToday = date === today;
              const isPast = date < today;
              return (
                <Box
                  key={date}
                  role="cell"
                  aria-label={formatDate(date)}
                  data-date={date}
                  sx={{
                    minHeight: 104,
                    p: 0.75,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 0.5,
                    minWidth: 0,
                    borderRight: i < 6 ? 1 : 0,
                    borderBottom: 1,
                    borderColor: 'divider',
                    bgcolor: !inMonth ? 'grey.50' : isPast ? 'rgba(0,0,0,0.015)' : 'background.paper',
                  }}
                >
                  <Box
                    component="span"
                    aria-current={isToday ? 'date' : undefined}
                    sx={{
                      alignSelf: 'flex-start',
                      display: 'inline-grid',
                      placeItems: 'center',
                      minWidth: 24,
                      height: 24,
                      px: 0.5,
                      borderRadius: 12,
                      fontSize: 12.5,
                      fontWeight: isToday ? 700 : 500,
                      color: isToday
                        ? 'primary.contrastText'
                        : !inMonth || isPast
                          ? 'text.secondary'
                          : 'text.primary',
                      bgcolor: isToday ? 'primary.main' : 'transparent',
                    }}
                  >
                    {dayNumber(date)}
                  </Box>
                  {first && (
                    <ClassEntry
                      instance={first}
                      state={stateOf(first)}
                      nameChars={MONTH_CELL_NAME_CHARS}
                      onOpen={onOpen}
                    />
                  )}
                  {more > 0 && (
                    <Button
                      size="small"
                      onClick={() => onShowDay(date)}
                      sx={{
                        alignSelf: 'flex-start',
                        minWidth: 0,
                        py: 0,
                        px: 0.75,
                        fontSize: 12,
                        lineHeight: 1.8,
                      }}
                    >
                      <Trans>+{more} more</Trans>
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
