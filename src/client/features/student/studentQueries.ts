import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';
import { BOOKINGS_REFRESH_MS } from '../../lib/uiConstants';

/** The student's own bookings, refreshed every 30 s (spec 01 §4). */
export const useStudentBookings = (studentId: number) =>
  useQuery({ ...trpc.bookings.list.queryOptions({ studentId }), refetchInterval: BOOKINGS_REFRESH_MS });

/** What the student owes and the credit they have (the stat cards and the Payments tab). */
export const useOutstanding = (studentId: number) =>
  useQuery(trpc.billing.outstanding.queryOptions({ studentId }));

export const useCredits = (studentId: number) => useQuery(trpc.billing.credits.queryOptions({ studentId }));

export const useStudentProfile = (id: number) => useQuery(trpc.students.get.queryOptions({ id }));

/** The studio's booking rules as a student sees them (payment method, cancellation deadline). */
export const useBookingPolicy = () => useQuery(trpc.bookings.policy.queryOptions());

/** How to pay the studio: the enabled payment methods with their details, made by the server. */
export const usePaymentOptions = () => useQuery(trpc.settings.paymentOptions.queryOptions());

/** The studio's cancellation and class-change policy (GET /api/policies). */
export const useStudioPolicies = () => useQuery(trpc.settings.policies.queryOptions());

/** The student's own class packs (what a booking will use). */
export const useMyPasses = () => useQuery(trpc.products.passes.queryOptions());

/** The student's own memberships. */
export const useMyMemberships = () => useQuery(trpc.memberships.list.queryOptions());

/** After a booking or a cancellation: the lists, the stats, the credits and the calendar change. */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.bookings.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.classes.listInstances.pathKey() }),
        // A cancel may move someone off a waitlist; a booking may end one's own place on it.
        queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() }),
        // A booking takes a class from a pass; a cancel in time gives it back.
        queryClient.invalidateQueries({ queryKey: trpc.products.passes.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.memberships.pathKey() }),
      ]),
    [queryClient],
  );
}
