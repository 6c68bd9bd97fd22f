import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Paper, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { dayNumber, monthTitle, monthWeeks, sameMonth } from '../../../../shared/calendar';
import { formatDate } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes';
import type { ClassState, InstancesByDate } from './enrollMath';
import { stateTone } from './stateStyle';

const MAX_DOTS = 3;
const INITIALS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];

/** The phone's compact month: day numbers with a dot per class (up to three); tapping a day selects it. */
export function DotCalendar({
  selected,
  today,
  byDate,
  stateOf,
  onSelect,
  onPreviousMonth,
  onNextMonth,
  canPrevious,
  canNext,
}: {
  selected: string;
  today: string;
  byDate: InstancesByDate;
  stateOf: (instance: TClassInstance) => ClassState;
  onSelect: (date: string) => void;
  onPreviousMonth: () => void;
  onNextMonth: () => void;
  canPrevious: boolean;
  canNext: boolean;
}) {
  const theme = useTheme();
  return (
    <Paper variant="outlined" sx={{ p: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <IconButton aria-label="Previous month" onClick={onPreviousMonth} disabled={!canPrevious}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="subtitle1" component="h3" aria-live="polite" sx={{ fontWeight: 700 }}>
          {monthTitle(selected)}
        </Typography>
        <IconButton aria-label="Next month" onClick={onNextMonth} disabled={!canNext}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', rowGap: 0.25 }}>
        {INITIALS.map((d, i) => (
          <Typography
            // biome-ignore lint/suspicious/noArrayIndexKey: weekday initials repeat letters
            key={i}
            variant="caption"
            aria-hidden
            sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 700, pb: 0.5 }}
          >
            {d}
          </Typography>
        ))}
        {monthWeeks(selected)
          .flat()
          .map((date) => {
            const classes = byDate.get(date) ?? [];
            const inMonth = sameMonth(date, selected);
            const isSelected = date === selected;
            const isToday = date === today;
            const count = classes.length;
            return (
              <ButtonBase
                key={date}
                onClick={() => onSelect(date)}
                aria-pressed={isSelected}
                aria-current={isToday ? 'date' : undefined}
                aria-label={`${formatDate(date)}${count ? `, ${count} class${count === 1 ? '' : 'es'}` : ''}`}
                data-date={date}
                sx={{
                  flexDirection: 'column',
                  justifySelf: 'center',
                  width: 42,
                  height: 44,
                  borderRadius: 2,
                  bgcolor: isSelected ? 'primary.main' : 'transparent',
                  color: isSelected
                    ? 'primary.contrastText'
                    : !inMonth || date < today
                      ? 'text.disabled'
                      : 'text.primary',
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
                        bgcolor: isSelected ? 'primary.contrastText' : stateTone(theme, stateOf(c)).main,
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
