import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { weekDays, weekTitle } from '../../../../shared/calendar';
import { addDays, addMonths, startOfMonth } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes';
import { DayGroups } from './DayGroups';
import { DotCalendar } from './DotCalendar';
import { EmptyClasses } from './EmptyClasses';
import { type ClassState, canShift, type InstancesByDate } from './enrollMath';

/**
 * Under 768 px: the dot calendar above the selected week's classes with Previous / Next. Tapping a day
 * selects it; a day with one class opens it, a day with several opens the day's list first.
 */
export function MobileEnroll({
  today,
  window,
  byDate,
  stateOf,
  onOpen,
  onShowDay,
  loading,
}: {
  today: string;
  window: { startDate: string; endDate: string };
  byDate: InstancesByDate;
  stateOf: (instance: TClassInstance) => ClassState;
  onOpen: (instance: TClassInstance) => void;
  onShowDay: (date: string) => void;
  loading: boolean;
}) {
  const [selected, setSelected] = useState(today);
  const days = weekDays(selected).filter((d) => byDate.has(d));

  const pickDay = (date: string) => {
    setSelected(date);
    const classes = byDate.get(date) ?? [];
    if (classes.length === 1) onOpen(classes[0]!);
    else if (classes.length > 1) onShowDay(date);
  };
  const toMonth = (step: -1 | 1) => {
    const first = addMonths(selected, step);
    setSelected(startOfMonth(today) === first ? today : first);
  };

  return (
    <Stack spacing={2}>
      <DotCalendar
        selected={selected}
        today={today}
        byDate={byDate}
        stateOf={stateOf}
        onSelect={pickDay}
        onPreviousMonth={() => toMonth(-1)}
        onNextMonth={() => toMonth(1)}
        canPrevious={canShift('month', selected, -1, window)}
        canNext={canShift('month', selected, 1, window)}
      />
      <Box component="section" aria-label="Classes this week">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setSelected((d) => addDays(d, -7))}
            disabled={!canShift('week', selected, -1, window)}
          >
            Previous
          </Button>
          <Typography
            variant="subtitle2"
            component="h3"
            aria-live="polite"
            sx={{ fontWeight: 700, textAlign: 'center' }}
          >
            {weekTitle(selected)}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setSelected((d) => addDays(d, 7))}
            disabled={!canShift('week', selected, 1, window)}
          >
            Next
          </Button>
        </Box>
        {days.length > 0 ? (
          <DayGroups dates={days} today={today} byDate={byDate} stateOf={stateOf} onOpen={onOpen} dense />
        ) : (
          !loading && <EmptyClasses text="No classes scheduled for this week" />
        )}
      </Box>
    </Stack>
  );
}
