import { useLingui } from '@lingui/react/macro';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useId } from 'react';
import { formatDate, formatTime } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { type ClassState, truncateName } from './enrollMath';
import { StateMarker } from './StateMarker';
import { STATE_WORDS, stateTone } from './stateStyle';

/**
 * A class in a month or week cell: the name cut to `nameChars` characters, the start time, "N/max" and
 * "FULL" or the booked tick. Its name is what it shows, cut name included, so speech input can say it
 * (WCAG 2.5.3); the full name, date and state are its description.
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
  const shown = truncateName(instance.name, nameChars);
  const descriptionId = useId();
  const { t, i18n } = useLingui();
  const name = instance.name;
  const date = formatDate(instance.classDate);
  const stateWord = i18n._(STATE_WORDS[state]);
  return (
    <>
      <ButtonBase
        onClick={() => onOpen(instance)}
        aria-label={
          state === 'full' ? t`${shown} FULL, ${time}, ${enrolment}` : `${shown}, ${time}, ${enrolment}`
        }
        aria-describedby={descriptionId}
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
            {shown}
          </Typography>{' '}
          <StateMarker state={state} />
        </Box>
        {/* Spaces between the parts, so the text reads "Yin 9:00 AM 0/10", not "Yin9:00 AM0/10" (WCAG 2.5.3). */}{' '}
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
          <span>{time}</span>{' '}
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            {enrolment}
          </Box>
        </Box>
      </ButtonBase>
      {/* Beside the entry, not in it: its text stays what the entry shows. */}
      <span id={descriptionId} hidden>
        {t`${name}, ${date} at ${time}, ${enrolment} enrolled, ${stateWord}`}
      </span>
    </>
  );
}
