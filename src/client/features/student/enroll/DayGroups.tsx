import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Box, Stack, Typography } from '@mui/material';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import { dayTitle } from '../../calendar/calendarGrid';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';
import { ClassRow } from './ClassRow';
import type { ClassState } from './enrollMath';

/** Classes grouped by date under a heading per day ("Today · …" for today). */
export function DayGroups({
  dates,
  today,
  byDate,
  stateOf,
  onOpen,
  dense,
}: {
  dates: string[];
  today: string;
  byDate: InstancesByDate;
  stateOf: (instance: TClassInstance) => ClassState;
  onOpen: (instance: TClassInstance) => void;
  dense?: boolean;
}) {
  // Re-renders on a language switch: the headings are read at render time.
  useLingui();
  return (
    <Stack spacing={dense ? 2 : 3}>
      {dates.map((date) => {
        const title = dayTitle(date);
        return (
          <Box key={date} component="section" aria-label={title} data-date={date}>
            <Typography
              variant="overline"
              component="h4"
              sx={{
                display: 'block',
                mb: 0.75,
                lineHeight: 1.8,
                fontWeight: 700,
                letterSpacing: 0.6,
                color: date === today ? 'primary.main' : 'text.secondary',
              }}
            >
              {date === today ? t`Today · ${title}` : title}
            </Typography>
            <Stack spacing={1}>
              {(byDate.get(date) ?? []).map((instance) => (
                <ClassRow key={instance.id} instance={instance} state={stateOf(instance)} onOpen={onOpen} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
