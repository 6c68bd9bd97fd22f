import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Close from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { dayOfWeek, formatDate, weekdayName } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { useIsMobile } from '../../../lib/useIsMobile';
import { ClassRow } from './ClassRow';
import type { ClassState } from './enrollMath';

/** A day's classes ("+N more", or a busy day tapped on a phone); choosing one opens its details. */
export function DayClassesDialog({
  date,
  classes,
  stateOf,
  onOpen,
  onClose,
}: {
  date: string;
  classes: TClassInstance[];
  stateOf: (instance: TClassInstance) => ClassState;
  onOpen: (instance: TClassInstance) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const classCount = classes.length;
  const titleId = `day-classes-${date}`;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: isMobile ? { m: 1.5, width: 'calc(100% - 24px)' } : { maxWidth: 460 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6, pb: 0.5, fontWeight: 700 }}>
        {formatDate(date)}
      </DialogTitle>
      <IconButton aria-label={t`Close`} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {weekdayName(dayOfWeek(date), 'long')} ·{' '}
          {plural(classCount, { one: '# class', other: '# classes' })}
        </Typography>
        <Stack spacing={1}>
          {classes.map((instance) => (
            <ClassRow key={instance.id} instance={instance} state={stateOf(instance)} onOpen={onOpen} />
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
