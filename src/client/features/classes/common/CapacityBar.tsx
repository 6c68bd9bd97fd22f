import { useLingui } from '@lingui/react/macro';
import { Box, LinearProgress, Typography } from '@mui/material';
import { capacityColor, capacityPercent } from './capacity';

/**
 * Seats taken of a class: the bar is capped at 100 % and is red when full, yellow from 80 %, green
 * otherwise (spec 02 §4). Shows "N / max" beside it.
 */
export function CapacityBar({
  enrolled,
  max,
  label: givenLabel,
}: {
  enrolled: number;
  max: number;
  label?: string;
}) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Enrolled`;
  const color = capacityColor(enrolled, max);
  const percent = capacityPercent(enrolled, max);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="capacity-count">
          {enrolled} / {max}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={color}
        aria-label={t`${label}: ${enrolled} of ${max}`}
        data-capacity={color}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
