import { useLingui } from '@lingui/react/macro';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Place from '@mui/icons-material/Place';
import { Box, ButtonBase, Chip, Typography } from '@mui/material';
import { formatTimeRange } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { type ClassState, priceLabel } from './enrollMath';
import { stateTone } from './stateStyle';

function StateChip({ state }: { state: ClassState }) {
  const { t } = useLingui();
  if (state === 'booked') {
    return <Chip size="small" color="success" icon={<CheckCircle />} label={t`Booked`} />;
  }
  if (state === 'full') return <Chip size="small" color="error" label={t`Full`} />;
  if (state === 'past') return <Chip size="small" variant="outlined" label={t`Past`} />;

  return null;
}

/** A class in a list (List view, a day's classes, the phone's week): when, what, where, seats, price. */
export function ClassRow({
  instance,
  state,
  onOpen,
}: {
  instance: TClassInstance;
  state: ClassState;
  onOpen: (instance: TClassInstance) => void;
}) {
  return (
    <ButtonBase
      onClick={() => onOpen(instance)}
      data-testid="calendar-class"
      data-state={state}
      sx={(theme) => ({
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: { xs: 1.25, sm: 1.5 },
        textAlign: 'left',
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: stateTone(theme, state).main,
        borderRadius: 2,
        bgcolor: 'background.paper',
        opacity: state === 'past' ? 0.75 : 1,
        transition: 'background-color 120ms, box-shadow 120ms',
        '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
      })}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.25 }}>
          <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {instance.name}
          </Typography>
          <StateChip state={state} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {formatTimeRange(instance.startTime, instance.endTime)}
        </Typography>
        {instance.location && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            noWrap
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <Place sx={{ fontSize: 14 }} aria-hidden />
            {instance.location}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {instance.enrollmentCount} / {instance.maxStudents}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {priceLabel(instance.price)}
        </Typography>
      </Box>
      <ChevronRight sx={{ color: 'text.disabled', flexShrink: 0 }} aria-hidden />
    </ButtonBase>
  );
}
