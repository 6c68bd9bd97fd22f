import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type {
  TAttendanceCounts,
  TAttendanceMark,
  TCheckInRoster,
  TRosterStudent,
} from '../../../../shared/schemas/attendance';

/** The counts of a list of roster rows, as the server counts them. */
export function countsOf(students: readonly TRosterStudent[]): TAttendanceCounts {
  const counts = { booked: students.length, attended: 0, noShow: 0, unmarked: 0 };
  for (const s of students) {
    if (s.attendance === 'attended') counts.attended++;
    else if (s.attendance === 'no_show') counts.noShow++;
    else counts.unmarked++;
  }
  return counts;
}

/** The roster as it will be once `bookingId` is marked: shown at once, replaced by the server's answer. */
export function withMark(
  roster: TCheckInRoster,
  bookingId: number,
  mark: TAttendanceMark | null,
): TCheckInRoster {
  const students = roster.students.map((s) => (s.bookingId === bookingId ? { ...s, attendance: mark } : s));
  return { ...roster, students, counts: countsOf(students) };
}

/** A full class: a walk-in goes over capacity, after the warning. */
export const isFull = (roster: TCheckInRoster) => roster.counts.booked >= roster.maxStudents;

export const MARK_LABEL: Record<TAttendanceMark, MessageDescriptor> = {
  attended: msg`Attended`,
  no_show: msg`No-show`,
};

/** What the toast says once the server has saved a mark. */
export function markedMessage(name: string, mark: TAttendanceMark | null): string {
  if (mark === null) return t`${name}: mark cleared`;
  return mark === 'attended' ? t`${name}: Attended` : t`${name}: No-show`;
}
