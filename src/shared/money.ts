/** Money is integer cents inside the app and a decimal string ("20.00") at the edges (design §3). */
import { getDisplayLocale } from './i18n/display-locale';
import type { Locale } from './i18n/locales';

export const MONEY_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "20", "20.5" and "20.50" are 2000, 2050 and 2050 cents; anything else is null. No floats involved. */
export function decimalToCents(value: string): number | null {
  const text = value.trim();
  if (!MONEY_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const SYMBOLS: Readonly<Record<string, string>> = { CAD: '$', USD: '$', EUR: '€', GBP: '£' };
let displayCurrency = 'CAD';

/** The studio's currency (the `currency` setting), for every amount shown from now on. */
export function setDisplayCurrency(code: string): void {
  displayCurrency = code;
}

/** Shown where an amount is missing. */
export const NO_AMOUNT = '—';

/** A signed decimal string from the server ("20.00", "-5.00") as integer cents; null when it is not money. */
export function signedCents(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  const negative = text.startsWith('-');
  const cents = decimalToCents(negative ? text.slice(1) : text);
  return cents === null ? null : negative ? -cents : cents;
}

export interface MoneyOptions {
  /** The currency code; the studio's display currency when left out. */
  currency?: string;
  /** Thousands separators ("$1,000.00"); false gives "$1000.00". Default true. */
  grouping?: boolean;
  /** The reader's language; default the page's (getDisplayLocale). fr-CA writes "1 234,50 $". */
  locale?: Locale;
}

/**
 * The app's one money formatter. Cents: "$20.00" (CAD, USD), "€20.00", "£1,250.00"; another code shows as
 * "CHF 20.00". A decimal string from the server ("1250.00", "-12.50") is shown the same way; a missing one
 * as "—" and one that is not an amount as it was recorded. The second argument is a currency code or
 * MoneyOptions.
 */
export function formatMoney(amount: number, options?: string | MoneyOptions): string;
export function formatMoney(amount: string | null | undefined, options?: string | MoneyOptions): string;
export function formatMoney(
  amount: number | string | null | undefined,
  options?: string | MoneyOptions,
): string {
  const {
    currency = displayCurrency,
    grouping = true,
    locale = getDisplayLocale(),
  } = typeof options === 'string' ? { currency: options } : (options ?? {});
  let cents: number;
  if (typeof amount === 'number') cents = amount;
  else {
    const text = amount?.trim();
    if (!text) return NO_AMOUNT;
    const parsed = signedCents(text);
    if (parsed === null) return text;
    cents = parsed;
  }
  if (locale !== 'en-CA') return intlMoney(cents, currency, grouping, locale);
  const symbol = SYMBOLS[currency];
  const sign = cents < 0 ? '-' : '';
  const decimal = centsToDecimal(Math.abs(cents));
  const amountText = grouping ? decimal.replace(/\B(?=(\d{3})+\.)/g, ',') : decimal;
  return symbol ? `${sign}${symbol}${amountText}` : `${sign}${currency} ${amountText}`;
}

/**
 * Intl writes amounts in French ("1 234,50 $", "-20,00 $"). Dividing cents by 100 is exact enough for two
 * decimals: Intl rounds the double back to the same cents, and nothing is computed from the text.
 */
function intlMoney(cents: number, currency: string, grouping: boolean, locale: Locale): string {
  const known = currency in SYMBOLS;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: known ? 'narrowSymbol' : 'code',
    useGrouping: grouping,
  }).format(cents / 100);
}
