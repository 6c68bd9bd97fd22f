import { DEFAULT_CLASS_PRICE_CENTS } from '../../../../shared/constants';
import { formatMoney, signedCents } from '../../../../shared/money';
import type { TBalanceSummary, TOutstanding } from '../../../../shared/schemas/billing';

/** "$20.00" from a decimal string; "—" when it is not money (never a made-up figure). */
export function moneyLabel(value: string | null | undefined): string {
  const cents = signedCents(value);
  return cents === null ? '—' : formatMoney(cents);
}

export interface ProfileTiles {
  outstanding: string;
  credits: string;
  classes: string;
}

/**
 * The three tiles above the profile: Outstanding (what is owed), Credits (available credit) and Classes
 * (confirmed bookings). A figure still loading, or that failed to load, is "—".
 */
export function profileTiles(
  outstanding: TOutstanding | undefined,
  classCount: number | undefined,
): ProfileTiles {
  return {
    outstanding: outstanding ? moneyLabel(outstanding.totalOwed) : '—',
    credits: outstanding ? moneyLabel(outstanding.availableCredit) : '—',
    classes: classCount === undefined ? '—' : String(classCount),
  };
}

/** A class's price as the Classes tab shows it: the booking's, else the class's, else 20.00. */
export function classPriceLabel(price: string | null | undefined, classPrice?: string | null): string {
  const cents = signedCents(price) ?? signedCents(classPrice) ?? DEFAULT_CLASS_PRICE_CENTS;
  return formatMoney(cents);
}

export type BalanceStanding = { kind: 'owing'; amount: string } | { kind: 'paid' };

/** The end of the Credit Balance Summary: "Outstanding Balance" with the amount, or "Account Fully Paid". */
export function balanceStanding(summary: TBalanceSummary): BalanceStanding {
  const owed = signedCents(summary.outstanding) ?? 0;
  return owed > 0 ? { kind: 'owing', amount: formatMoney(owed) } : { kind: 'paid' };
}
