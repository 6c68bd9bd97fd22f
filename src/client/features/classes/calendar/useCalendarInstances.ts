import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { calendarWindow } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes';
import { useStudioToday } from '../../../lib/studioClock';
import { trpc } from '../../../lib/trpc';

/** The admin calendar shows three months ahead of the current month (spec 02 §9). */
const ADMIN_MONTHS_AHEAD = 3;

export type InstancesByDate = ReadonlyMap<string, TClassInstance[]>;

/** Classes by date, each day's in time order; cancelled classes are hidden from the calendar. */
export function groupByDate(instances: readonly TClassInstance[]): InstancesByDate {
  const map = new Map<string, TClassInstance[]>();
  for (const instance of instances) {
    if (instance.isCancelled) continue;
    const date = instance.classDate.slice(0, 10);
    const list = map.get(date);
    if (list) list.push(instance);
    else map.set(date, [instance]);
  }
  for (const list of map.values()) {
    list.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name));
  }
  return map;
}

/** Today in the studio's timezone, the data window and the window's classes by date. */
export function useCalendarInstances() {
  const today = useStudioToday();
  const window = useMemo(() => calendarWindow(today, ADMIN_MONTHS_AHEAD), [today]);
  const query = useQuery(trpc.classes.listInstances.queryOptions(window));
  const byDate = useMemo(() => groupByDate(query.data ?? []), [query.data]);
  return { today, window, byDate, query };
}
