import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { CalendarView } from './calendarMath';

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
  { value: 'list', label: 'List' },
];

/** Previous / Today / Next, the period's title and the Month / Week / Day / List switch. */
export function CalendarToolbar({
  title,
  view,
  onView,
  onPrevious,
  onNext,
  onToday,
}: {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Previous" onClick={onPrevious} size="small">
          <ChevronLeft />
        </IconButton>
        <Button variant="outlined" size="small" onClick={onToday}>
          Today
        </Button>
        <IconButton aria-label="Next" onClick={onNext} size="small">
          <ChevronRight />
        </IconButton>
        <Typography variant="h6" component="h3" aria-live="polite" sx={{ ml: 1, fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_e, next: CalendarView | null) => next && onView(next)}
        aria-label="Calendar view"
      >
        {VIEWS.map((v) => (
          <ToggleButton key={v.value} value={v.value} sx={{ px: 2 }}>
            {v.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
