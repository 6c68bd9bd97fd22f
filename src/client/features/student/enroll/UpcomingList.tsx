import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';
import { DayGroups } from './DayGroups';
import { EmptyClasses } from './EmptyClasses';
import type { ClassState } from './enrollMath';

/** Class days shown at first and added by each "Show more". */
const PAGE_DAYS = 10;

/** The List view: upcoming classes grouped by date, a page of days at a time. */
export function UpcomingList({
  dates,
  today,
  byDate,
  stateOf,
  onOpen,
}: {
  dates: string[];
  today: string;
  byDate: InstancesByDate;
  stateOf: (instance: TClassInstance) => ClassState;
  onOpen: (instance: TClassInstance) => void;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(PAGE_DAYS);
  if (dates.length === 0) {
    return (
      <EmptyClasses
        text={t`No upcoming classes`}
        detail={t`New classes will appear here as soon as they're scheduled.`}
      />
    );
  }
  const rest = dates.length - shown;
  return (
    <Box>
      <DayGroups
        dates={dates.slice(0, shown)}
        today={today}
        byDate={byDate}
        stateOf={stateOf}
        onOpen={onOpen}
      />
      {rest > 0 && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => setShown((n) => n + PAGE_DAYS)}>
            <Trans>Show more</Trans>
          </Button>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.75 }}>
            {plural(rest, { one: '# more day with classes', other: '# more days with classes' })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
