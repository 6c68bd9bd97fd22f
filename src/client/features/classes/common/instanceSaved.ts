import { formatDate, formatTime } from '../../../../shared/dates';
import type { TClassInstance } from '../../../../shared/schemas/classes/instances';

type Saved = Pick<
  TClassInstance,
  'name' | 'classDate' | 'startTime' | 'endTime' | 'location' | 'maxStudents' | 'enrollmentCount'
>;

/**
 * The Class Updated toast: what the class now is, as saved (issue 28 §5) — students see it when their
 * screens next load it, so the toast does not claim their views changed.
 */
export function instanceSavedText(c: Saved): string {
  const where = c.location ? `, ${c.location}` : '';
  const over = c.enrollmentCount - c.maxStudents;
  const places =
    over > 0
      ? `capacity ${c.maxStudents} with ${c.enrollmentCount} booked (${over} over capacity)`
      : `capacity ${c.maxStudents} (${c.enrollmentCount} booked)`;
  return `Saved ${c.name} on ${formatDate(c.classDate)}, ${formatTime(c.startTime)}–${formatTime(c.endTime)}${where}: ${places}.`;
}
