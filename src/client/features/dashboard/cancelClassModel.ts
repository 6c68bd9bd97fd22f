import { t } from '@lingui/core/macro';
import { dayOfWeek, formatDate, formatTime, isValidIsoDate, weekdayName } from '../../../shared/dates';
import type { TClassCancellationInput } from '../../../shared/schemas/classes/cancellations';
import type { TClassSchedule } from '../../../shared/schemas/classes/schedules';

/** Read when shown, in the page's language. */
export const CANCEL_CLASS_MESSAGES = {
  get classRequired() {
    return t`Please select a class`;
  },
  get dateRequired() {
    return t`Date is required`;
  },
  get reasonRequired() {
    return t`Reason is required`;
  },
};

export interface CancelClassForm {
  scheduleId: number | null;
  /** "YYYY-MM-DD" in the studio. */
  date: string;
  reason: string;
  notifyStudents: boolean;
}

export interface ScheduleChoice {
  id: number;
  label: string;
}

type ScheduleFacts = Pick<TClassSchedule, 'id' | 'displayName' | 'dayOfWeek' | 'startTime' | 'isActive'>;

/** "Yoga · Mondays 7:30 PM", active schedules first, then by weekday and start time. */
export function scheduleChoices(schedules: readonly ScheduleFacts[]): ScheduleChoice[] {
  return [...schedules]
    .sort(
      (a, b) =>
        Number(b.isActive) - Number(a.isActive) ||
        a.dayOfWeek - b.dayOfWeek ||
        a.startTime.localeCompare(b.startTime) ||
        a.displayName.localeCompare(b.displayName),
    )
    .map((s) => {
      const name = s.displayName;
      const weekday = weekdayName(s.dayOfWeek);
      const time = formatTime(s.startTime);
      return {
        id: s.id,
        label: s.isActive ? t`${name} · ${weekday}s ${time}` : t`${name} · ${weekday}s ${time} (inactive)`,
      };
    });
}

/**
 * A note when the chosen date is not the schedule's weekday: the server only cancels a class that
 * takes place on that date.
 */
export function dayMismatchNote(schedule: ScheduleFacts | undefined, date: string): string | null {
  if (!schedule || !isValidIsoDate(date) || dayOfWeek(date) === schedule.dayOfWeek) return null;
  const name = schedule.displayName;
  const meetsOn = weekdayName(schedule.dayOfWeek);
  const day = formatDate(date);
  const weekday = weekdayName(dayOfWeek(date));
  return t`${name} meets on ${meetsOn}s; ${day} is a ${weekday}.`;
}

export type CancelClassErrors = Partial<Record<'scheduleId' | 'date' | 'reason', string>>;

/** What is missing from the form, field by field. */
export function cancelClassErrors(form: CancelClassForm): CancelClassErrors {
  const errors: CancelClassErrors = {};
  if (form.scheduleId === null) errors.scheduleId = CANCEL_CLASS_MESSAGES.classRequired;
  if (!isValidIsoDate(form.date.trim())) errors.date = CANCEL_CLASS_MESSAGES.dateRequired;
  if (form.reason.trim() === '') errors.reason = CANCEL_CLASS_MESSAGES.reasonRequired;
  return errors;
}

/** The classes.cancelScheduleClass input, or null while the form is incomplete. */
export function cancelClassRequest(form: CancelClassForm): TClassCancellationInput | null {
  if (form.scheduleId === null || Object.keys(cancelClassErrors(form)).length > 0) return null;
  return {
    classScheduleId: form.scheduleId,
    cancelledDate: form.date.trim(),
    reason: form.reason.trim(),
    notifyStudents: form.notifyStudents,
  };
}
