import { plural, t } from '@lingui/core/macro';
import type { TStudentDeletePlan } from '../../../shared/schemas/students';

export interface DeletePlanText {
  /** The one-line answer: deleted outright, or archived. */
  summary: string;
  /** What archiving does, point by point (empty for an outright delete). */
  effects: string[];
}

/** "Their 2 upcoming bookings will be cancelled, with credit for the price." */
const cancelledBookings = (count: number) =>
  plural(count, {
    one: 'Their # upcoming booking will be cancelled, with credit for the price.',
    other: 'Their # upcoming bookings will be cancelled, with credit for the price.',
  });

/**
 * What the confirmation says (decision 005): no history, the student is deleted outright; with
 * history they are archived so the money and class records stay whole.
 */
export function deletePlanText(name: string, plan: TStudentDeletePlan): DeletePlanText {
  if (!plan.hasHistory) {
    return {
      summary: t`${name} has no bookings or payments, so they will be deleted permanently. This cannot be undone.`,
      effects: [],
    };
  }
  return {
    summary: t`${name} has bookings or payments on record, so they will be archived instead of erased:`,
    effects: [
      t`They are signed out on every device and can no longer sign in.`,
      t`They are hidden from student lists.`,
      ...(plan.futureBookings > 0 ? [cancelledBookings(plan.futureBookings)] : []),
      t`All their payments, bookings and reports are kept.`,
    ],
  };
}
