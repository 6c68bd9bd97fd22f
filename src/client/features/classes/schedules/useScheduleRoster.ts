import { useQuery } from '@tanstack/react-query';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { trpc } from '../../../lib/trpc';
import { useLastNonNull } from '../../../lib/useLastNonNull';

/** A schedule roster dialog's schedule (the last one, while it fades out) and its next class's roster. */
export function useScheduleRoster(schedule: TClassSchedule | null) {
  const shown = useLastNonNull(schedule);
  const roster = useQuery({
    ...trpc.classes.scheduleRoster.queryOptions({ id: shown?.id ?? 0 }),
    enabled: schedule !== null,
  });
  return { shown, roster };
}
