import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_TIMEZONE } from '../../../../shared/constants';
import { calendarWindow, zonedNow } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { useBookingPolicy, useOutstanding, useStudentBookings } from '../studentQueries';
import { confirmedByInstance, groupByDate } from './enrollMath';

/** The student calendar shows the current month and the two after it (spec 01 §7). */
const STUDENT_MONTHS_AHEAD = 2;
const CLOCK_TICK_MS = 60_000;

/** The studio's date and wall-clock time, refreshed every minute (what "past" means on the calendar). */
export function useStudioNow(): { date: string; time: string } {
  const [now, setNow] = useState(() => zonedNow(DEFAULT_TIMEZONE));
  useEffect(() => {
    const timer = setInterval(() => setNow(zonedNow(DEFAULT_TIMEZONE)), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Everything the Enroll in Classes tab reads: the classes of the window (cancelled ones hidden), the
 * student's bookings (refreshed every 30 s), the booking policy and what the student owes and holds.
 */
export function useEnrollData(studentId: number) {
  const now = useStudioNow();
  const today = now.date;
  const window = useMemo(() => calendarWindow(today, STUDENT_MONTHS_AHEAD), [today]);
  const instances = useQuery(trpc.classes.listInstances.queryOptions(window));
  const bookings = useStudentBookings(studentId);
  const policy = useBookingPolicy();
  const outstanding = useOutstanding(studentId);

  const byDate = useMemo(() => groupByDate(instances.data ?? []), [instances.data]);
  const booked = useMemo(() => confirmedByInstance(bookings.data ?? []), [bookings.data]);
  return { now, today, window, byDate, booked, instances, bookings, policy, outstanding };
}

export type EnrollData = ReturnType<typeof useEnrollData>;
