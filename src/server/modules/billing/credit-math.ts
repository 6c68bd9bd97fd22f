/**
 * The arithmetic of the money model (see balance.service.ts), as pure functions: which way each
 * ledger entry moves what a student owes, how "owed" becomes the outstanding summary, and how a
 * prepaid booking takes its price from credit lots.
 */
import type { LEDGER_ENTRY_TYPES } from '../../db/schema';

export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/**
 * +1 raises what the student owes, -1 lowers it, 0 leaves it alone. One balance (issue 27 §2): a
 * credit lot is money the student holds with the studio, like a payment, so granting one lowers the
 * balance and voiding one raises it; using a lot on a booking only says which money paid that class
 * (the lot was counted when granted). The sum is what the student owes (> 0) or holds as credit (< 0):
 * a credit never sits beside a debt, and an overpayment is credit. A refund is money going back to the
 * student (decision 030): it raises the balance as the reversal of the class it paid lowers it.
 */
export const OWED_SIGN: Record<LedgerEntryType, -1 | 0 | 1> = {
  charge: 1,
  charge_reversal: -1,
  payment: -1,
  payment_reversal: 1,
  credit_use: 0,
  credit: -1,
  credit_void: 1,
  refund: 1,
};

export interface LedgerLine {
  entryType: LedgerEntryType;
  amountCents: number;
  bookingId: number | null;
}

/** Σcharge − Σcharge_reversal − Σpayment + Σpayment_reversal − Σcredit + Σcredit_void + Σrefund; < 0 is credit. */
export const owedBalance = (lines: LedgerLine[]): number =>
  lines.reduce((sum, l) => sum + OWED_SIGN[l.entryType] * l.amountCents, 0);

export interface UncoveredBooking {
  bookingId: number;
  className: string;
  classDate: string;
  amountCents: number;
}

export interface OutstandingFigures {
  totalOwedCents: number;
  classCount: number;
  details: UncoveredBooking[];
}

/**
 * totalOwed is the balance floored at 0 (money paid ahead is not "owed" negatively). Payments are not
 * tied to bookings, so the classes listed are those whose charge is neither reversed nor paid by a
 * credit, shown only while something is owed: once payments cover the balance, classCount is 0.
 */
export function deriveOutstanding(balanceCents: number, uncovered: UncoveredBooking[]): OutstandingFigures {
  const totalOwedCents = Math.max(0, balanceCents);
  const details = totalOwedCents > 0 ? uncovered.filter((b) => b.amountCents > 0) : [];
  return { totalOwedCents, classCount: details.length, details };
}

export interface CreditLot {
  id: number;
  amountCents: number;
}

export interface CreditUsePlan {
  /** What each lot gives, oldest first; every lot listed is marked used. */
  takes: { lotId: number; amountCents: number }[];
  /** The unneeded part of the last lot taken, re-issued as a new lot. */
  remainder: { lotId: number; amountCents: number } | null;
}

/**
 * Takes `needCents` from `lots` (already in FIFO order) whole lot by whole lot; the last lot may be
 * larger than what is still needed, and the difference comes back as a remainder. Null when the lots
 * do not cover the need.
 */
export function planCreditUse(lots: CreditLot[], needCents: number): CreditUsePlan | null {
  const takes: CreditUsePlan['takes'] = [];
  let still = needCents;
  for (const lot of lots) {
    if (still <= 0) break;
    const take = Math.min(lot.amountCents, still);
    takes.push({ lotId: lot.id, amountCents: take });
    still -= take;
    if (take < lot.amountCents) {
      return { takes, remainder: { lotId: lot.id, amountCents: lot.amountCents - take } };
    }
  }
  return still > 0 ? null : { takes, remainder: null };
}
