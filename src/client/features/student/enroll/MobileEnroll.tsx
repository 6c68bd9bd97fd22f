import { useLingui } from '@lingui/react/macro';
import { Box, Stack } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { addDays, addMonths, startOfMonth } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { useChoiceOrDefault } from '../../../lib/useChoiceOrDefault';
import { weekDays, weekTitle } from '../../calendar/calendarGrid';
import { DotMonth } from '../../calendar/DotMonth';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';
import { WeekStepper } from '../../calendar/WeekStepper';
import { DayGroups } from './DayGroups';
import { EmptyClasses } from './EmptyClasses';
import { type ClassState, canShift } from './enrollMath';
import { stateTone } from './stateStyle';

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
  const theme = useTheme();
  const { t } = useLingui();
  const [selected, setSelected] = useChoiceOrDefault(today);
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
      <DotMonth
        selected={selected}
        today={today}
        byDate={byDate}
        dotColor={(c) => stateTone(theme, stateOf(c)).main}
        onSelect={pickDay}
        nav={{
          previousLabel: t`Previous month`,
          nextLabel: t`Next month`,
          onPrevious: () => toMonth(-1),
          onNext: () => toMonth(1),
          canPrevious: canShift('month', selected, -1, window),
          canNext: canShift('month', selected, 1, window),
        }}
        dimPast
      />
      <Box component="section" aria-label={t`Classes this week`}>
        <WeekStepper
          title={weekTitle(selected)}
          onPrevious={() => setSelected((d) => addDays(d, -7))}
          onNext={() => setSelected((d) => addDays(d, 7))}
          canPrevious={canShift('week', selected, -1, window)}
          canNext={canShift('week', selected, 1, window)}
        />
        {days.length > 0 ? (
          <DayGroups dates={days} today={today} byDate={byDate} stateOf={stateOf} onOpen={onOpen} dense />
        ) : (
          !loading && <EmptyClasses text={t`No classes scheduled for this week`} />
        )}
      </Box>
    </Stack>
  );
}
