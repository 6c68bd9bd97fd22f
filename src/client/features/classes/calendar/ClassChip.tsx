import { useLingui } from '@lingui/react/macro';
import { ButtonBase, Typography } from '@mui/material';
import { formatTime } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { capacityTone } from './capacityTone';

/** A compact calendar entry: name and start time, tinted by capacity. Opens the class details. */
export function ClassChip({
  instance,
  onOpen,
  showEnrolment,
}: {
  instance: TClassInstance;
  onOpen: (instance: TClassInstance) => void;
  showEnrolment?: boolean;
}) {
  const { t } = useLingui();
  const name = instance.name;
  const time = formatTime(instance.startTime);
  const enrolment = `${instance.enrollmentCount}/${instance.maxStudents}`;
  return (
    <ButtonBase
      onClick={() => onOpen(instance)}
      aria-label={showEnrolment ? t`${name}, ${time}, ${enrolment} enrolled` : `${name}, ${time}`}
      data-testid="calendar-class"
      sx={(theme) => {
        const tone = capacityTone(theme, instance.enrollmentCount, instance.maxStudents);
        return {
          width: '100%',
          display: 'block',
          textAlign: 'left',
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          borderLeft: 3,
          borderColor: tone.borderColor,
          bgcolor: tone.bgcolor,
          '&:hover, &.Mui-focusVisible': { bgcolor: tone.hover },
        };
      }}
    >
      <Typography variant="caption" component="div" noWrap sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        {instance.name}
      </Typography>
      {/* A space between the lines, so the text reads "Yin 10:00 AM", not "Yin10:00 AM" (WCAG 2.5.3). */}{' '}
      <Typography variant="caption" component="div" noWrap color="text.secondary" sx={{ lineHeight: 1.3 }}>
        {time}
        {showEnrolment ? ` · ${enrolment}` : ''}
      </Typography>
    </ButtonBase>
  );
}
