/**
 * Which way each ledger entry moves what a student owes, written out for the tests on their own (an
 * oracle apart from billing's credit-math): a property test sums a student's lines with it and compares
 * the stored balance.
 */
export const OWED_SIGN: Record<string, number> = {
  charge: 1,
  charge_reversal: -1,
  payment: -1,
  payment_reversal: 1,
  credit: -1,
  credit_void: 1,
  refund: 1,
};
