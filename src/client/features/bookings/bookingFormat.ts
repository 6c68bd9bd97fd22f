import { t } from '@lingui/core/macro';
import { DEFAULT_CLASS_PRICE } from '../../../shared/constants';
import { centsToDecimal, decimalToCents, formatMoney } from '../../../shared/money';
import { MAX_REFUND_CENTS } from '../../../shared/schemas/billing';

/** Spec 02 §9 / 03 §9: refunds are between 0 and 1000 dollars, in steps of 0.01. */
export const MAX_REFUND = MAX_REFUND_CENTS / 100;

interface Priced {
  price?: string | null;
  classPrice?: string | null;
}

/** The booking's price as a decimal string: its own price, else the class price, else 20.00. */
export function bookingPrice(booking: Priced): string {
  for (const candidate of [booking.price, booking.classPrice]) {
    if (candidate && decimalToCents(candidate) !== null) return candidate;
  }
  return DEFAULT_CLASS_PRICE;
}

export const bookingPriceCents = (booking: Priced): number => decimalToCents(bookingPrice(booking))!;

/** "$20.00" */
export const formatBookingPrice = (booking: Priced): string => formatMoney(bookingPriceCents(booking));

/** The refund quick buttons: Full Price, 50% (rounded to the cent) and No Refund. */
export function refundPresets(priceCents: number): { label: string; amount: string }[] {
  return [
    { label: t`Full Price`, amount: centsToDecimal(priceCents) },
    { label: t`50%`, amount: centsToDecimal(Math.round(priceCents / 2)) },
    { label: t`No Refund`, amount: centsToDecimal(0) },
  ];
}

/** Why a typed refund amount cannot be sent, or null when it is a valid 0–1000 amount. */
export function refundAmountError(value: string): string | null {
  if (!value.trim()) return t`Enter a refund amount`;
  const cents = decimalToCents(value);
  if (cents === null) return t`Enter an amount such as 20.00`;
  if (cents > MAX_REFUND_CENTS) {
    const maximum = formatMoney(MAX_REFUND_CENTS, { grouping: false });
    return t`The refund cannot be more than ${maximum}`;
  }
  return null;
}

/** "20" → "20.00" for sending; the value must already be valid. */
export const normaliseAmount = (value: string): string => centsToDecimal(decimalToCents(value)!);
