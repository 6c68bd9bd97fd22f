/**
 * Payments pay what a student was charged, oldest charge first (decision 002). Nothing stores the
 * allocation: it follows from the ledger at any moment, so a removed payment or a new charge moves it.
 */

export interface OpenCharge {
  /** The booking the charge is for (null: a charge not tied to a class). */
  bookingId: number | null;
  /** What is left of the charge after reversals and credits used on it. */
  netCents: number;
}

/**
 * How much of each charge the payments cover: `paidCents` (payments less reversals) is poured over
 * `charges` in the order given (oldest first). Answers one amount per charge, in the same order.
 */
export function allocatePayments(charges: readonly OpenCharge[], paidCents: number): number[] {
  let left = Math.max(0, paidCents);
  return charges.map((c) => {
    const take = Math.max(0, Math.min(c.netCents, left));
    left -= take;
    return take;
  });
}
