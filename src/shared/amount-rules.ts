import { en } from './i18n/msg';
import { decimalToCents } from './money';

/**
 * Why a typed amount is refused, each rule in its own words (issue 28: "12.345" is not "must be greater
 * than 0"). Shared by the server's schemas and the client's forms so both name the same rule.
 */
export const AMOUNT_RULES = {
  notNumber: en('Amount must be a number, like 12.50'),
  decimals: en('Amount can have at most 2 decimal places'),
  negative: en('Amount cannot be negative'),
} as const;

export interface AmountLimits {
  minCents: number;
  maxCents: number;
  /** Below minCents (0 or less when minCents is 1): the form's own words, e.g. "Amount must be greater than 0". */
  tooSmall: string;
  tooLarge: string;
}

export type AmountReading = { ok: true; cents: number } | { ok: false; message: string };

/** A typed amount ("20", "20.5", ".5", "20.50") read against its limits, or the rule it breaks. */
export function readAmount(text: string, limits: AmountLimits): AmountReading {
  const typed = text.trim();
  const normal = typed.startsWith('.') ? `0${typed}` : typed;
  const cents = decimalToCents(normal);
  if (cents === null) return { ok: false, message: unreadable(normal, limits) };
  if (cents < limits.minCents) return { ok: false, message: limits.tooSmall };
  if (cents > limits.maxCents) return { ok: false, message: limits.tooLarge };
  return { ok: true, cents };
}

/** The rule an amount that is not "digits with up to two decimals, at most 7 whole digits" breaks. */
function unreadable(text: string, limits: AmountLimits): string {
  if (/^-\s*\d*\.?\d+$/.test(text)) return limits.minCents > 0 ? limits.tooSmall : AMOUNT_RULES.negative;
  if (text === '') return limits.tooSmall;
  if (/^\d*\.\d{3,}$/.test(text)) return AMOUNT_RULES.decimals;
  if (/^\d{8,}(\.\d{0,2})?$/.test(text)) return limits.tooLarge;
  return AMOUNT_RULES.notNumber;
}
