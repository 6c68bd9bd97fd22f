import { Trans } from '@lingui/react/macro';
import { Box, Button, ButtonBase, Stack } from '@mui/material';
import { formatDate } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { ClassChip } from './ClassChip';
import { dayNumber, dayNumberTitle } from './calendarMath';

/** The desktop month cell shows at most this many classes, then "+N more" (spec 02 §9). */
export const MONTH_CELL_LIMIT = 2;

/** One day of the desktop month grid. */
export function MonthDayCell({
  date,
  inMonth,
  isToday,
  classes,
  onOpen,
  onShowDay,
}: {
  date: string;
  inMonth: boolean;
  isToday: boolean;
  classes: TClassInstance[];
  onOpen: (instance: TClassInstance) => void;
  onShowDay: (date: string) => void;
}) {
  const hidden = classes.length - MONTH_CELL_LIMIT;
  return (
    <Box
      role="cell"
      aria-label={formatDate(date)}
      data-date={date}
      sx={{
        minHeight: 118,
        p: 0.75,
        borderRight: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: inMonth ? 'background.paper' : 'action.hover',
        minWidth: 0,
      }}
    >
      <ButtonBase
        onClick={() => onShowDay(date)}
        aria-label={dayNumberTitle(date)}
        sx={{
          width: 26,
          height: 26,
          borderRadius: '50%',
          mb: 0.5,
          fontSize: 13,
          fontWeight: isToday ? 700 : 500,
          color: isToday ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
          bgcolor: isToday ? 'primary.main' : 'transparent',
          '&:hover': { bgcolor: isToday ? 'primary.dark' : 'action.selected' },
        }}
      >
        {dayNumber(date)}
      </ButtonBase>
      <Stack spacing={0.5}>
        {classes.slice(0, MONTH_CELL_LIMIT).map((instance) => (
          <ClassChip key={instance.id} instance={instance} onOpen={onOpen} />
        ))}
        {hidden > 0 && (
          <Button
            size="small"
            onClick={() => onShowDay(date)}
            sx={{ justifyContent: 'flex-start', py: 0, px: 0.75, minWidth: 0, fontSize: 12 }}
          >
            <Trans>+{hidden} more</Trans>
          </Button>
        )}
      </Stack>
    </Box>
  );
}
