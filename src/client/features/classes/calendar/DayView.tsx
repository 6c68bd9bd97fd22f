import { Stack } from '@mui/material';
import type { TClassInstance } from '../../../../shared/schemas/classes';
import { ClassCard } from './ClassCard';
import { EmptyPeriod } from './EmptyPeriod';
import type { InstancesByDate } from './useCalendarInstances';

/** The day's classes in time order, with their details. */
export function DayView({
  cursor,
  byDate,
  onOpen,
  loading,
}: {
  cursor: string;
  byDate: InstancesByDate;
  onOpen: (instance: TClassInstance) => void;
  loading?: boolean;
}) {
  const classes = byDate.get(cursor) ?? [];
  if (classes.length === 0) return loading ? null : <EmptyPeriod text="No classes scheduled for this day" />;
  return (
    <Stack spacing={1.5}>
      {classes.map((instance) => (
        <ClassCard key={instance.id} instance={instance} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
