import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { calendarWindow } from '../../../../shared/dates';
import { useStudioNow } from '../../../lib/studioClock';
import { classWindowQuery } from '../../calendar/classWindowQuery';
import { groupInstancesByDate } from '../../calendar/groupInstancesByDate';
import { useBookingPolicy, useOutstanding, useStudentBookings } from '../studentQueries';
import { confirmedByInstance } from './enrollMath';

/** The student calendar shows the current month and the two after it (spec 01 §7). */
const STUDENT_MONTHS_AHEAD = 2;

/**
 * Everything the Enroll in Classes tab reads: the classes of the window (cancelled ones hidden), the
 * student's bookings (refreshed every 30 s), the booking policy and what the student owes and holds.
 */
export function useEnrollData(studentId: number) {
  const now = useStudioNow();
  const today = now.date;
  const window = useMemo(() => calendarWindow(today, STUDENT_MONTHS_AHEAD), [today]);
  const instances = useQuery(classWindowQuery(window));
  const bookings = useStudentBookings(studentId);
  const policy = useBookingPolicy();
  const outstanding = useOutstanding(studentId);

  const byDate = useMemo(() => groupInstancesByDate(instances.data?.instances ?? []), [instances.data]);
  const booked = useMemo(() => confirmedByInstance(bookings.data ?? []), [bookings.data]);
  return { now, today, window, byDate, booked, instances, bookings, policy, outstanding };
}

export type EnrollData = ReturnType<typeof useEnrollData>;
