import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { calendarWindow } from '../../../../shared/dates';
import { useStudioToday } from '../../../lib/studioClock';
import { classWindowQuery } from '../../calendar/classWindowQuery';
import { groupInstancesByDate } from '../../calendar/groupInstancesByDate';

/** The admin calendar shows three months ahead of the current month (spec 02 §9). */
const ADMIN_MONTHS_AHEAD = 3;

/** Today in the studio's timezone, the data window and the window's classes by date. */
export function useCalendarInstances() {
  const today = useStudioToday();
  const window = useMemo(() => calendarWindow(today, ADMIN_MONTHS_AHEAD), [today]);
  const query = useQuery(classWindowQuery(window));
  const byDate = useMemo(() => groupInstancesByDate(query.data?.instances ?? []), [query.data]);
  return { today, window, byDate, query };
}
