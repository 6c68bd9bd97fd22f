import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Paper, Typography } from '@mui/material';
import { addMonths, formatDate } from '../../../../shared/dates';
import { capacityColor } from '../../../../shared/schemas/classes';
import { dayNumber, monthTitle, monthWeeks, sameMonth } from './calendarMath';
import type { InstancesByDate } from './useCalendarInstances';

const MAX_DOTS = 3;

/** Compact month for phones: day numbers with a dot per class (up to three); tapping a day selects it. */
export function MobileMonth({
  selected,
  today,
  byDate,
  onSelect,
}: {
  selected: string;
  today: string;
  byDate: InstancesByDate;
  onSelect: (date: string) => void;
}) {
  const month = selected;
  const shiftMonth = (step: number) => onSelect(addMonths(month, step));
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton size="small" aria-label="Earlier month" onClick={() => shiftMonth(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {monthTitle(month)}
        </Typography>
        <IconButton size="small" aria-label="Later month" onClick={() => shiftMonth(1)}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', rowGap: 0.5 }}>
        {['S', 'M', 'T', 'W', 'T', 'F', 'S'].map((d, i) => (
          <Typography
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed weekday initials repeat letters
            key={i}
            variant="caption"
            aria-hidden
            sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}
          >
            {d}
          </Typography>
        ))}
        {monthWeeks(month)
          .flat()
          .map((date) => {
            const classes = byDate.get(date) ?? [];
            const inMonth = sameMonth(date, month);
            const isSelected = date === selected;
            const isToday = date === today;
            const count = classes.length;
            return (
              <ButtonBase
                key={date}
                onClick={() => onSelect(date)}
                aria-pressed={isSelected}
                aria-label={`${formatDate(date)}${count ? `, ${count} class${count === 1 ? '' : 'es'}` : ''}`}
                sx={{
                  flexDirection: 'column',
                  height: 44,
                  borderRadius: 2,
                  mx: 'auto',
                  width: 40,
                  bgcolor: isSelected ? 'primary.main' : 'transparent',
                  color: isSelected ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.disabled',
                  border: isToday && !isSelected ? 1 : 0,
                  borderColor: 'primary.main',
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: isToday || isSelected ? 700 : 400 }}>
                  {dayNumber(date)}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.25, height: 6 }}>
                  {classes.slice(0, MAX_DOTS).map((c) => (
                    <Box
                      key={c.id}
                      data-testid="class-dot"
                      sx={{
                        width: 5,
                        height: 5,
                        borderRadius: '50%',
                        bgcolor: isSelected
                          ? 'primary.contrastText'
                          : `${capacityColor(c.enrollmentCount, c.maxStudents)}.main`,
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
