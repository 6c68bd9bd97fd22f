import { Box, ButtonBase, Typography } from '@mui/material';
import { formatDate, formatTime } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { type ClassState, truncateName } from './enrollMath';
import { StateMarker } from './StateMarker';
import { STATE_WORDS, stateTone } from './stateStyle';

/**
 * A class in a month or week cell: the name cut to `nameChars` characters, the start time, "N/max" and
 * "FULL" or the booked tick. The full name and state are in its label.
 */
export function ClassEntry({
  instance,
  state,
  nameChars,
  onOpen,
}: {
  instance: TClassInstance;
  state: ClassState;
  nameChars: number;
  onOpen: (instance: TClassInstance) => void;
}) {
  const time = formatTime(instance.startTime);
  const enrolment = `${instance.enrollmentCount}/${instance.maxStudents}`;
  return (
    <ButtonBase
      onClick={() => onOpen(instance)}
      aria-label={`${instance.name}, ${formatDate(instance.classDate)} at ${time}, ${enrolment} enrolled, ${STATE_WORDS[state]}`}
      title={instance.name}
      data-testid="calendar-class"
      data-state={state}
      sx={(theme) => {
        const tone = stateTone(theme, state);
        return {
          width: '100%',
          display: 'block',
          textAlign: 'left',
          px: 0.75,
          py: 0.375,
          borderRadius: 1,
          borderLeft: 3,
          borderColor: tone.main,
          bgcolor: tone.bgcolor,
          transition: 'background-color 120ms',
          '&:hover, &.Mui-focusVisible': { bgcolor: tone.hover },
          '&.Mui-focusVisible': { outline: 2, outlineColor: tone.main, outlineOffset: 1 },
        };
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography
          variant="caption"
          component="span"
          noWrap
          sx={{ fontWeight: 700, lineHeight: 1.45, flexGrow: 1, minWidth: 0 }}
        >
          {truncateName(instance.name, nameChars)}
        </Typography>
        <StateMarker state={state} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 0.5,
          color: 'text.secondary',
          fontSize: 11.5,
          lineHeight: 1.4,
        }}
      >
        <span>{time}</span>
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {enrolment}
        </Box>
      </Box>
    </ButtonBase>
  );
}
