import { Trans } from '@lingui/react/macro';
import { Box, Button, Typography } from '@mui/material';
import type { StepNav } from './StepArrows';

/** Previous / the week's title / Next, above a phone's week of classes. */
export function WeekStepper({
  title,
  onPrevious,
  onNext,
  canPrevious,
  canNext,
}: StepNav & { title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
      <Button size="small" variant="outlined" onClick={onPrevious} disabled={canPrevious === false}>
        <Trans>Previous</Trans>
      </Button>
      <Typography
        variant="subtitle2"
        component="h3"
        aria-live="polite"
        sx={{ fontWeight: 700, textAlign: 'center' }}
      >
        {title}
      </Typography>
      <Button size="small" variant="outlined" onClick={onNext} disabled={canNext === false}>
        <Trans>Next</Trans>
      </Button>
    </Box>
  );
}
