import { addDays, addMonths, monthLabel } from '../../../../shared/dates';
import { dayTitle, weekTitle } from '../../calendar/calendarGrid';

export {
  dayNumber,
  dayNumberTitle,
  dayTitle,
  monthWeeks,
  SHORT_DAY_NAMES,
  sameMonth,
  weekDays,
  weekStart,
  weekTitle,
} from '../../calendar/calendarGrid';

export type CalendarView = 'month' | 'week' | 'day' | 'list';

export function viewTitle(view: CalendarView, cursor: string): string {
  if (view === 'week') return weekTitle(cursor);
  if (view === 'day') return dayTitle(cursor);
  return monthLabel(cursor);
}

/** One step back (-1) or forward (+1) in the current view. */
export function shiftCursor(view: CalendarView, cursor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(cursor, 7 * step);
  if (view === 'day') return addDays(cursor, step);
  return addMonths(cursor, step);
}
