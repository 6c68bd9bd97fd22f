import { isClassFull } from '../../../../shared/schemas/classes/instances';
import type { TClassSchedule } from '../../../../shared/schemas/classes/schedules';
import { FALLBACK_CAPACITY } from '../common/capacity';

export type ScheduleEnrolState = 'enrolled' | 'full' | 'no-class' | 'open';

/** What a student can do with one schedule: already enrolled, full, nothing upcoming, or enrol. */
export function scheduleEnrolState(
  schedule: Pick<TClassSchedule, 'enrollmentCount' | 'maxStudents' | 'nextClassDate'>,
  enrolled: boolean,
): ScheduleEnrolState {
  if (enrolled) return 'enrolled';
  if (isClassFull({ ...schedule, maxStudents: schedule.maxStudents || FALLBACK_CAPACITY })) return 'full';
  if (!schedule.nextClassDate) return 'no-class';
  return 'open';
}
