/**
 * Money as notifications write it, read into integer cents — or refused.
 *
 * Accepted (after `normaliseText`, so every kind of space is a plain space):
 *   English:   $1,234.56   $1234.56   $20   CA$1,234.56   C$5.00   US$5.00   $45.00 CAD   $5.25 (CAD)
 *   French:    1 234,56 $   1234,56 $   175,00 $ (CAD)   25 $   and the "98, 00 $" a bank once rendered
 *   Codes:     USD 20.00   20.00 USD   EUR 3,200.00   €12.50   £7.00
 * The separator before the last two digits is the decimal mark; the others must be regular groups of
 * three. Anything else is refused rather than read: "$1.234" (a thousand or one dollar?), "1,234 $"
 * (French writes thousands with a space, so the comma would be a three-digit decimal), "$12.5",
 * "$1,23,456", "CA$5 USD" (two currencies). A refused amount makes the whole message unrecognised.
 */

export interface Money {
  cents: number;
  /** The currency the text states ("CAD", "USD", …), or null when it only shows "$". */
  currency: string | null;
}

/** Largest amount accepted: one billion dollars (keeps cents far inside the safe-integer range). */
const MAX_CENTS = 100_000_000_000;

const CODES = 'CAD|USD|EUR|GBP|AUD';

const PREFIXES: Record<string, string | null> = {
  $: null,
  CA$: 'CAD',
  C$: 'CAD',
  CAD$: 'CAD',
  US$: 'USD',
  USD$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  '€': 'EUR',
  '£': 'GBP',
};

/** Number shapes; the named group `dec` is the cents part when there is one. */
const EN_NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<dec>\d{2}))?`;
const SPACE_NUMBER = String.raw`\d{1,3}(?: \d{3})+(?:[.,](?<dec>\d{2}))?`;
const FR_NUMBER = String.raw`(?:\d{1,3}(?: \d{3})+|\d+)(?:, ?(?<dec>\d{2}))?`;
const EU_NUMBER = String.raw`\d{1,3}(?:\.\d{3})+,(?<dec>\d{2})`;
const COMMA_DECIMAL = String.raw`\d+,(?<dec>\d{2})`;

function centsOf(number: string, dec: string | undefined): number | null {
  const whole = (dec === undefined ? number : number.slice(0, number.length - 2)).replace(/\D/g, '');
  if (!whole || whole.length > 10) return null;
  const cents = Number(whole) * 100 + (dec === undefined ? 0 : Number(dec));
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}

function matchNumber(text: string, shapes: readonly string[]): { cents: number } | null {
  for (const shape of shapes) {
    const m = new RegExp(`^${shape}$`).exec(text);
    if (m) {
      const cents = centsOf(text, m.groups?.dec);
      if (cents !== null) return { cents };
    }
  }
  return null;
}

function mergeCurrency(a: string | null, b: string | null): string | null | false {
  if (a && b && a !== b) return false;
  return a ?? b;
}

/**
 * Reads `raw` as exactly one money expression; null when it is anything else or could be read two
 * ways. Leading/trailing spaces and a trailing full stop or comma are ignored.
 */
export function readMoney(raw: string): Money | null {
  let text = raw
    .trim()
    .replace(/[.,;:!]+$/, '')
    .trim();
  if (!text || text.length > 40) return null;

  // Trailing currency code: "$45.00 CAD", "$5.25 (CAD)", "25,00 $ (CAD)".
  let trailing: string | null = null;
  const code = new RegExp(`\\s?\\(?(${CODES})\\)?$`).exec(text);
  if (code && code.index > 0) {
    trailing = code[1] ?? null;
    text = text.slice(0, code.index).trim();
  }

  // Prefix forms: "$1,234.56", "CA$5", "USD 20.00", "€12.50".
  const prefix = new RegExp(
    `^(?:(${CODES}) ?\\$?|(CA\\$|C\\$|CAD\\$|US\\$|USD\\$|A\\$|AU\\$|\\$|€|£)) ?(.+)$`,
  ).exec(text);
  if (prefix) {
    const symbolCurrency = prefix[1] ?? PREFIXES[prefix[2] ?? '$'] ?? null;
    const currency = mergeCurrency(symbolCurrency, trailing);
    if (currency === false) return null;
    const number = prefix[3] ?? '';
    const read = matchNumber(number, [EN_NUMBER, SPACE_NUMBER, EU_NUMBER, COMMA_DECIMAL]);
    return read ? { cents: read.cents, currency } : null;
  }

  // Suffix forms (French and European): "1 234,56 $", "12,50 €".
  const suffix = /^(.+?) ?(\$|€)$/.exec(text);
  if (suffix) {
    const currency = mergeCurrency(suffix[2] === '€' ? 'EUR' : null, trailing);
    if (currency === false) return null;
    const read = matchNumber(suffix[1] ?? '', [FR_NUMBER, EU_NUMBER, SPACE_NUMBER]);
    return read ? { cents: read.cents, currency } : null;
  }

  // A bare number with a currency code: "20.00 USD".
  if (trailing) {
    const read = matchNumber(text, [EN_NUMBER, SPACE_NUMBER, EU_NUMBER, COMMA_DECIMAL]);
    return read ? { cents: read.cents, currency: trailing } : null;
  }
  return null;
}

/**
 * A regular-expression fragment that captures something money-like (a currency mark next to digits
 * and separators, with an optional currency code after it). What it captures is then read strictly by
 * `readMoney`, so a capture that is money-like but not readable is known to be unreadable — never
 * silently skipped.
 */
export const MONEYISH = String.raw`(?:(?:(?:CAD|USD|EUR|GBP|AUD) ?|(?:CA|C|US|A|AU)?)\$|€|£|(?:CAD|USD|EUR|GBP) )\s?\d[\d.,]*(?: \d{3}(?![\d]))*(?:[.,]\d+)?(?: ?\(?(?:CAD|USD|EUR|GBP|AUD)\)?)?|\d[\d.,]*(?: \d{3}(?![\d]))*(?:, ?\d{2})? ?(?:\$|€)(?: ?\(?(?:CAD|USD|EUR|GBP|AUD)\)?)?|\d[\d.,]*(?: \d{3}(?![\d]))* (?:CAD|USD|EUR|GBP)\b`;

/** Every money-like expression in `text`, read strictly (`null` for one that cannot be read). */
export function findMoney(text: string): Array<{ raw: string; money: Money | null }> {
  const re = new RegExp(MONEYISH, 'g');
  const found: Array<{ raw: string; money: Money | null }> = [];
  for (const match of text.matchAll(re)) {
    found.push({ raw: match[0], money: readMoney(match[0]) });
    if (found.length > 50) break;
  }
  return found;
}
