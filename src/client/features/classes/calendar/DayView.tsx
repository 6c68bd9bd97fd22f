import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mui/material';
import { ClassCard } from './ClassCard';
import type { CalendarViewProps } from './calendarViewProps';
import { EmptyPeriod } from './EmptyPeriod';

/** The day's classes in time order, with their details. */
export function DayView({ cursor, byDate, onOpen, loading }: CalendarViewProps) {
  const { t } = useLingui();
  const classes = byDate.get(cursor) ?? [];
  if (classes.length === 0)
    return loading ? null : <EmptyPeriod text={t`No classes scheduled for this day`} />;
  return (
    <Stack spacing={1.5}>
      {classes.map((instance) => (
        <ClassCard key={instance.id} instance={instance} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
