import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';

export type ScheduleFilter = 'all' | 'active' | 'inactive';

/** Class Management's search (name or location, case-insensitive) and All / Active / Inactive filter. */
export function filterSchedules(
  list: TClassSchedule[],
  query: string,
  filter: ScheduleFilter,
): TClassSchedule[] {
  const q = query.trim().toLowerCase();
  return list.filter((s) => {
    if (filter === 'active' && !s.isActive) return false;
    if (filter === 'inactive' && s.isActive) return false;
    if (!q) return true;
    return [s.displayName, s.classType.name, s.location].some((text) => text.toLowerCase().includes(q));
  });
}

/** By weekday (Sunday first), then start time, then name. */
export const byDayAndTime = (a: TClassSchedule, b: TClassSchedule): number =>
  a.dayOfWeek - b.dayOfWeek ||
  a.startTime.localeCompare(b.startTime) ||
  a.displayName.localeCompare(b.displayName);
