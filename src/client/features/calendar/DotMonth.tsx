import { plural } from '@lingui/core/macro';
import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { monthLabel, weekdayName } from '../../../shared/dates';
import type { TClassInstance } from '../../../shared/schemas/classes/instances';
import { dayNumber, dayNumberTitle, monthWeeks, sameMonth } from './calendarGrid';
import type { InstancesByDate } from './groupInstancesByDate';
import { type NavLabels, StepArrows, type StepNav } from './StepArrows';

const MAX_DOTS = 3;
const DAYS = [0, 1, 2, 3, 4, 5, 6];

/** A weekday's initial in the page's language: "S", "M" … ("D", "L" … in French). */
const initial = (day: number) => weekdayName(day, 'short').charAt(0).toUpperCase();

/**
 * The phone's compact month of the selected date: day numbers with a dot per class (up to three, in
 * `dotColor`); tapping a day selects it. With `dimPast`, days before today are greyed like other months'.
 */
export function DotMonth({
  selected,
  today,
  byDate,
  dotColor,
  onSelect,
  nav,
  dimPast = false,
}: {
  selected: string;
  today: string;
  byDate: InstancesByDate;
  /** A CSS colour or a theme palette path such as "success.main". */
  dotColor: (instance: TClassInstance) => string;
  onSelect: (date: string) => void;
  nav: StepNav & NavLabels;
  dimPast?: boolean;
}) {
  const theme = useTheme();
  return (
    <Paper variant="outlined" sx={{ p: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <StepArrows nav={nav}>
          <Typography variant="subtitle1" component="h3" aria-live="polite" sx={{ fontWeight: 700 }}>
            {monthLabel(selected)}
          </Typography>
        </StepArrows>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', rowGap: 0.25 }}>
        {DAYS.map((day) => (
          <Typography
            key={day}
            variant="caption"
            aria-hidden
            sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 700, pb: 0.5 }}
          >
            {initial(day)}
          </Typography>
        ))}
        {monthWeeks(selected)
          .flat()
          .map((date) => {
            const classes = byDate.get(date) ?? [];
            const dimmed = !sameMonth(date, selected) || (dimPast && date < today);
            const isSelected = date === selected;
            const isToday = date === today;
            const count = classes.length;
            const title = dayNumberTitle(date);
            return (
              <ButtonBase
                key={date}
                onClick={() => onSelect(date)}
                aria-pressed={isSelected}
                aria-current={isToday ? 'date' : undefined}
                aria-label={
                  count ? plural(count, { one: `${title}, # class`, other: `${title}, # classes` }) : title
                }
                data-date={date}
                sx={{
                  flexDirection: 'column',
                  justifySelf: 'center',
                  width: 42,
                  height: 44,
                  borderRadius: 2,
                  bgcolor: isSelected ? 'primary.main' : 'transparent',
                  color: isSelected ? 'primary.contrastText' : dimmed ? 'text.secondary' : 'text.primary',
                  border: isToday && !isSelected ? 1.5 : 0,
                  borderColor: 'primary.main',
                  '&.Mui-focusVisible': { outline: 2, outlineColor: theme.palette.primary.main },
                }}
              >
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ fontWeight: isToday || isSelected ? 700 : 500 }}
                >
                  {dayNumber(date)}
                </Typography>
                <Box component="span" sx={{ display: 'flex', gap: 0.375, height: 6, mt: 0.25 }}>
                  {classes.slice(0, MAX_DOTS).map((c) => (
                    <Box
                      key={c.id}
                      component="span"
                      data-testid="class-dot"
                      sx={{
                        width: 5,
                        height: 5,
                        borderRadius: '50%',
                        bgcolor: isSelected ? 'primary.contrastText' : dotColor(c),
                      }}
                    />
                  ))}
                </Box>
              </ButtonBase>
            );
          })}
      </Box>
    </Paper>
  );
}
