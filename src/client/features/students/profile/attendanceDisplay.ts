import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
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
  if (mark === 'attended') return { label: t`Attended`, color: 'success' };
  if (mark === 'no_show') return { label: t`No-show`, color: 'error' };
  return classDate.slice(0, 10) < today ? { label: t`Not marked`, color: 'default' } : null;
}

/** "66.7%" ("66,7 %" in French); "—" when there is nothing to rate. */
export const rateLabel = (rate: number | null): string =>
  rate === null
    ? '—'
    : i18n.number(rate, {
        style: 'unit',
        unit: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });

/** The line under the rate: "2 attended · 1 no-show · 1 not marked, of 4 past classes". */
export function attendanceSummary(f: TAttendanceFigures): string {
  if (f.bookings === 0) return t`No past classes yet`;
  const { attended, noShow, unmarked, bookings } = f;
  return t`${plural(attended, { one: '# attended', other: '# attended' })} · ${plural(noShow, { one: '# no-show', other: '# no-shows' })} · ${plural(unmarked, { one: '# not marked', other: '# not marked' })}, of ${plural(bookings, { one: '# past class', other: '# past classes' })}`;
}
