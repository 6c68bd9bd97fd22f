import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { EnrollView } from './enrollMath';

const VIEWS: { value: EnrollView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'list', label: 'List' },
];

/** Previous / Today / Next (by month or by week), the period's title and the Month / Week / List switch. */
export function EnrollToolbar({
  view,
  title,
  onView,
  onPrevious,
  onNext,
  onToday,
  canPrevious,
  canNext,
}: {
  view: EnrollView;
  title: string;
  onView: (view: EnrollView) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  canPrevious: boolean;
  canNext: boolean;
}) {
  const unit = view === 'week' ? 'week' : 'month';
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 40 }}>
        {view !== 'list' && (
          <>
            <IconButton aria-label={`Previous ${unit}`} onClick={onPrevious} disabled={!canPrevious}>
              <ChevronLeft />
            </IconButton>
            <Button variant="outlined" size="small" onClick={onToday}>
              Today
            </Button>
            <IconButton aria-label={`Next ${unit}`} onClick={onNext} disabled={!canNext}>
              <ChevronRight />
            </IconButton>
          </>
        )}
        <Typography
          variant="h6"
          component="h3"
          aria-live="polite"
          sx={{ ml: view === 'list' ? 0 : 1, fontWeight: 700 }}
        >
          {title}
        </Typography>
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_e, next: EnrollView | null) => next && onView(next)}
        aria-label="Calendar view"
      >
        {VIEWS.map((v) => (
          <ToggleButton key={v.value} value={v.value} sx={{ px: 2.25 }}>
            {v.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
