/**
 * What every source's parser shares: the normalised message, the rules that turn candidate amounts
 * into one amount or a refusal, and the checks on names, e-mail addresses and references.
 */
import { en } from '../../../../shared/i18n/msg';
import { MONEYISH, type Money, readMoney } from './amount';
import type { Sender } from './text';
import type { ParsedPayment, ParseResult, PaymentSource } from './types';

export interface Message {
  /** The sender whose notification this is (the original sender of a forwarded message). */
  sender: Sender;
  /** Normalised subject without "Fwd:"/"Re:" prefixes. */
  subject: string;
  /** Normalised body text. */
  body: string;
  /** Body lines (blank lines kept as ""). */
  lines: string[];
  /**
   * The body up to its footer ("Please do not reply…", "Frequently Asked Questions", the legal
   * notice), where the look-alike rules look: footers say "request", "refund" and "cancel" in every
   * notification.
   */
  head: string;
  receivedAt: Date | null;
}

const FOOTER =
  /^(?:please do not reply|do not reply to this|for your security|frequently asked questions|faq\b|this email was sent|this e-mail was sent|this message was sent|ce courriel (?:vous )?a été envoyé|veuillez ne pas répondre|pour votre sécurité|foire aux questions|questions fréquentes|copyright|©|® trade-?mark|help & contact|not sure why you received)/im;

export function headOf(body: string): string {
  const footer = FOOTER.exec(body);
  return (footer ? body.slice(0, footer.index) : body).slice(0, 3000);
}

export const unrecognised = (reason?: string): ParseResult =>
  reason ? { kind: 'unrecognised', reason } : { kind: 'unrecognised' };

export const notPayment = (source: PaymentSource | null, reason: string): ParseResult => ({
  kind: 'not_payment',
  source,
  reason,
});

const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;
const unicodeCache = new Map<string, RegExp>();

/**
 * The same expression with word boundaries that know accented letters: JavaScript's `\b` treats "é"
 * as a non-letter, so `/annulé\b/` never matches "annulé." — every rule in French goes through this.
 */
export function uw(re: RegExp): RegExp {
  const key = `${re.flags}/${re.source}`;
  let out = unicodeCache.get(key);
  if (!out) {
    out = new RegExp(re.source.replace(/\\b/g, BOUNDARY), re.flags.includes('u') ? re.flags : `${re.flags}u`);
    unicodeCache.set(key, out);
  }
  out.lastIndex = 0;
  return out;
}

export interface LookalikeRule {
  /** Tested against "subject\nhead" with the payer's memo removed. */
  test: RegExp;
  reason: string;
  /** Only the subject is tested (for words like "invoice" that real payments carry in their body). */
  subjectOnly?: boolean;
  /** The rule does not apply when this matches (a paid invoice is not an invoice sent). */
  unless?: RegExp;
}

/** The reason of the first rule that matches, or null. The memo is left out: it is the payer's words. */
export function matchLookalike(
  msg: Message,
  rules: readonly LookalikeRule[],
  memo: string | null,
): string | null {
  let head = msg.head;
  if (memo) head = head.split(memo).join(' ');
  const both = `${msg.subject}\n${head}`;
  for (const rule of rules) {
    const target = rule.subjectOnly ? msg.subject : both;
    if (uw(rule.test).test(target) && !(rule.unless && uw(rule.unless).test(both))) return rule.reason;
  }
  return null;
}

/** A candidate amount found at a known place (a labelled field, the subject's headline, …). */
export interface AmountCandidate {
  where: string;
  raw: string;
}

/** `pattern` must contain the placeholder `MONEY`; the first match's money capture becomes a candidate. */
export function moneyAfter(
  text: string,
  pattern: string,
  where: string,
  flags = 'i',
): AmountCandidate | null {
  const re = uw(new RegExp(pattern.replace('MONEY', `(${MONEYISH})`), flags));
  const m = re.exec(text);
  const raw = m?.[1];
  return raw ? { where, raw } : null;
}

/**
 * A labelled field's amount: the whole value, or the money at its start when the rest of the line is
 * other text (a flattened notice: "Amount: $1.00 (CAD) For your security…").
 */
export function fieldAmount(value: string | null, where: string): AmountCandidate | null {
  if (!value) return null;
  const lead = uw(new RegExp(`^(${MONEYISH})(?=\\s|$)`)).exec(value.trim());
  return { where, raw: lead?.[1] ?? value };
}

export type AmountDecision = { ok: true; cents: number; currency: string } | { ok: false; reason: string };

/**
 * One amount from the candidates, or a refusal: none found, one that cannot be read unambiguously,
 * two that disagree (in amount or currency), or zero. The app never picks one of two.
 */
export function decideAmount(candidates: ReadonlyArray<AmountCandidate | null>): AmountDecision {
  const found = candidates.filter((c): c is AmountCandidate => c !== null);
  if (found.length === 0) return { ok: false, reason: en('no amount found in the message') };
  const read: Array<{ where: string; raw: string; money: Money }> = [];
  for (const c of found) {
    const money = readMoney(c.raw);
    if (!money)
      return { ok: false, reason: `the amount "${c.raw.trim()}" (${c.where}) cannot be read unambiguously` };
    read.push({ ...c, money });
  }
  const cents = new Set(read.map((r) => r.money.cents));
  if (cents.size > 1) {
    return {
      ok: false,
      reason: `the message states different amounts: ${read.map((r) => `"${r.raw.trim()}" (${r.where})`).join(', ')}`,
    };
  }
  const currencies = new Set(read.map((r) => r.money.currency).filter((c): c is string => c !== null));
  if (currencies.size > 1)
    return { ok: false, reason: `the message states different currencies: ${[...currencies].join(', ')}` };
  const first = read[0];
  if (!first || first.money.cents <= 0) return { ok: false, reason: en('the amount is zero') };
  return { ok: true, cents: first.money.cents, currency: [...currencies][0] ?? 'CAD' };
}

const NOT_A_NAME =
  /\b(?:interac|e-?transfer|virement|notifications?|alerts?|alertes?|no-?reply|paypal|stripe|square|bank|banque|caisse|credit union|payments?|paiements?|service|support|team|équipe|customer|client|someone|quelqu'un)\b/i;

/** A payer's name as written, or null when the text is not plausibly one. */
export function cleanName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const name = raw
    .replace(/^(?:hi|hello|bonjour|dear|allô)\b[^,]*,\s*/i, '')
    .replace(/^["'\s]+|["'\s.,:;!]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.length < 2 || name.length > 100) return null;
  if (/@|https?:|www\./i.test(name)) return null;
  if (/\d{3}/.test(name) && !/\b(?:inc|ltd|ltée|corp)\b/i.test(name)) return null;
  if (!/\p{L}/u.test(name)) return null;
  if (/^(?:i|you|me|we|vous|nous|je)$/i.test(name)) return null;
  if (NOT_A_NAME.test(name) && name.split(' ').length <= 3 && !/\b(?:inc|ltd|ltée|corp)\b/i.test(name))
    return null;
  return name;
}

const EMAIL = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+/i;

/** The e-mail address in `text` (a field value, "Name (addr)"), lower-cased; null when none or an institution's. */
export function emailIn(text: string | null | undefined): string | null {
  if (!text) return null;
  const m = EMAIL.exec(text);
  if (!m) return null;
  const address = m[0].toLowerCase().replace(/\.$/, '');
  if (
    /@(?:[a-z0-9-]+\.)*(?:interac\.ca|paypal\.[a-z.]+|stripe\.com|squareup\.com|square\.com)$/.test(address)
  )
    return null;
  return address;
}

/** A reference token: letters, digits and inner hyphens, 4–64 characters; null otherwise. */
export function cleanReference(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const token =
    raw
      .trim()
      .split(/\s+/)[0]
      ?.replace(/^[#:]+|[.,;:]+$/g, '') ?? '';
  return /^[A-Za-z0-9](?:[A-Za-z0-9_-]{2,62})[A-Za-z0-9]$/.test(token) ? token : null;
}

/** A payment; `invoiceNumber` is null unless the parser found one. */
export function payment(
  fields: Omit<ParsedPayment, 'invoiceNumber'> & { invoiceNumber?: string | null },
): ParseResult {
  return { kind: 'payment', payment: { ...fields, invoiceNumber: fields.invoiceNumber ?? null } };
}

const INVOICE_TOKEN = String.raw`([A-Za-z0-9-]*\d[A-Za-z0-9-]*)`;

/**
 * The invoice number a notice names: its labelled field ("Invoice number" / "0042"), else the first
 * "Invoice #000118", "(#000464)" after "Invoice …", or "Invoice 0042" in the subject, then the body.
 * A number has a digit, so "Invoice Paid" names none.
 */
export function invoiceNumberIn(field: string | null, texts: ReadonlyArray<string>): string | null {
  const fromField = field ? new RegExp(`^#?\\s?${INVOICE_TOKEN}$`).exec(field.trim())?.[1] : null;
  if (fromField && fromField.length <= 30) return fromField;
  const found = firstMatch(texts, [
    new RegExp(`\\binvoice\\b[^#\\n]{0,80}#\\s?${INVOICE_TOKEN}`, 'i'),
    new RegExp(`\\binvoice(?: (?:number|no\\.?|id))?\\s?:?\\s${INVOICE_TOKEN}\\b`, 'i'),
  ]);
  return found && found.length <= 30 ? found : null;
}

export function firstMatch(texts: ReadonlyArray<string>, patterns: ReadonlyArray<RegExp>): string | null {
  for (const text of texts) {
    for (const re of patterns) {
      const value = uw(re).exec(text)?.[1];
      if (value?.trim()) return value.trim();
    }
  }
  return null;
}
