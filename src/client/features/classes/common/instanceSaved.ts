import { t } from '@lingui/core/macro';
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
  const name = c.name;
  const date = formatDate(c.classDate);
  const start = formatTime(c.startTime);
  const end = formatTime(c.endTime);
  const location = c.location;
  const capacity = c.maxStudents;
  const booked = c.enrollmentCount;
  const over = booked - capacity;
  if (location) {
    return over > 0
      ? t`Saved ${name} on ${date}, ${start}–${end}, ${location}: capacity ${capacity} with ${booked} booked (${over} over capacity).`
      : t`Saved ${name} on ${date}, ${start}–${end}, ${location}: capacity ${capacity} (${booked} booked).`;
  }
  return over > 0
    ? t`Saved ${name} on ${date}, ${start}–${end}: capacity ${capacity} with ${booked} booked (${over} over capacity).`
    : t`Saved ${name} on ${date}, ${start}–${end}: capacity ${capacity} (${booked} booked).`;
}
