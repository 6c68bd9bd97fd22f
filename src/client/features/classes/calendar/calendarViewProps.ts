import type { TClassInstance } from '../../../../shared/schemas/classes/instances';
import type { InstancesByDate } from '../../calendar/groupInstancesByDate';

/** What AdminCalendar hands each desktop view. */
export interface CalendarViewProps {
  cursor: string;
  today: string;
  byDate: InstancesByDate;
  onOpen: (instance: TClassInstance) => void;
  loading?: boolean;
}

/** Month and Week can also open one of their days in the Day view. */
export interface GridViewProps extends CalendarViewProps {
  onShowDay: (date: string) => void;
}
