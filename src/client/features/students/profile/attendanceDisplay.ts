import type { TAttendanceFigures, TAttendanceMark } from '../../../../shared/schemas/attendance';

export interface AttendanceChip {
  label: string;
  color: 'success' | 'error' | 'default';
}

/**
 * The chip a booking shows on the profile: its mark, or "Not marked" once the class's day has passed
 * (a class still to come shows none).
 */
export function attendanceChip(
  mark: TAttendanceMark | null | undefined,
  classDate: string,
  today: string,
): AttendanceChip | null {
  if (mark === 'attended') return { label: 'Attended', color: 'success' };
  if (mark === 'no_show') return { label: 'No-show', color: 'error' };
  return classDate.slice(0, 10) < today ? { label: 'Not marked', color: 'default' } : null;
}

/** "66.7%"; "—" when there is nothing to rate. */
export const rateLabel = (rate: number | null): string => (rate === null ? '—' : `${rate.toFixed(1)}%`);

/** The line under the rate: "2 attended · 1 no-show · 1 not marked, of 4 past classes". */
export function attendanceSummary(f: TAttendanceFigures): string {
  if (f.bookings === 0) return 'No past classes yet';
  return `${f.attended} attended · ${f.noShow} no-show${f.noShow === 1 ? '' : 's'} · ${f.unmarked} not marked, of ${f.bookings} past class${f.bookings === 1 ? '' : 'es'}`;
}
