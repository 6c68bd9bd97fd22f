/** Money is integer cents inside the app and a decimal string ("20.00") at the edges (design §3). */

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

/** "$20.00" (CAD, USD), "€20.00", "£1,250.00"; another code shows as "CHF 20.00". */
export function formatMoney(cents: number, currency: string = displayCurrency): string {
  const symbol = SYMBOLS[currency];
  const sign = cents < 0 ? '-' : '';
  const amount = centsToDecimal(Math.abs(cents)).replace(/\B(?=(\d{3})+\.)/g, ',');
  return symbol ? `${sign}${symbol}${amount}` : `${sign}${currency} ${amount}`;
}
