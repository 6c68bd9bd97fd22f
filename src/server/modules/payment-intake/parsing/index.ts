/**
 * Payment notification e-mails → a payment, a look-alike that is not one, or "unrecognised".
 * Pure functions: no database, no network, no clock. Decision 008 says what is recognised, what is
 * refused and why the app never guesses; the samples under ./samples say where each format's wording
 * was observed.
 *
 * Which parser reads a message is decided by its sender's domain (Interac, PayPal, Stripe, Square, a
 * Canadian bank). A forwarded notification counts as its original sender's; a message from any other
 * sender (pasted into the Email Payment Processor, or a look-alike) is read by what it says, and each
 * parser then demands the structure of a real notification. Whether the sender is *authentic* is not
 * decided here: `institutionDomains` tells the DKIM check which signatures would make it so.
 */

import { en } from '../../../../shared/i18n/msg';
import { parseBankTransfer } from './bank-transfer';
import { headOf, type Message, unrecognised } from './common';
import {
  bankByDomain,
  bankNamedIn,
  INTERAC_DOMAINS,
  PAYPAL_DOMAINS,
  SQUARE_DOMAINS,
  STRIPE_DOMAINS,
  underAny,
} from './institutions';
import { isInteracSender, parseInterac } from './interac';
import { isPaypalSender, parsePaypal } from './paypal';
import { isSquareSender, parseSquare } from './square';
import { isStripeSender, parseStripe } from './stripe';
import { htmlToPlainText, normaliseText, parseSender, stripSubjectPrefixes, unwrapForward } from './text';
import type { ParseResult, PaymentEmailInput, PaymentSource } from './types';

export { type Money, readMoney } from './amount';
export { domainIsUnder, parseSender, type Sender } from './text';
export type { ParsedPayment, ParseResult, PaymentEmailInput, PaymentSource } from './types';

const LOOKS_LIKE_HTML = /<(?:html|body|div|p|table|tr|td|br|span|font)\b[^>]*>/i;

function toMessage(input: PaymentEmailInput): Message {
  // The text part, flattened first when it is itself HTML (a pasted page); the HTML part when it is empty.
  const rawText = input.text ?? '';
  const textPart = normaliseText(LOOKS_LIKE_HTML.test(rawText) ? htmlToPlainText(rawText) : rawText);
  const body = textPart || (input.html ? normaliseText(htmlToPlainText(input.html)) : '');
  let sender = parseSender(input.from ?? '');
  let subject = stripSubjectPrefixes(normaliseText(input.subject ?? '').replace(/\n/g, ' '));
  let text = body;
  // A notification forwarded (or pasted with its headers) by someone else: read the original.
  if (!isKnownSender(sender.domain)) {
    const inner = unwrapForward(body);
    if (inner) {
      const innerSender = parseSender(inner.from);
      if (innerSender.address) {
        sender = innerSender;
        subject = stripSubjectPrefixes(inner.subject) || subject;
        text = inner.body;
      }
    }
  }
  const receivedAt = input.date instanceof Date && !Number.isNaN(input.date.getTime()) ? input.date : null;
  return { sender, subject, body: text, lines: text.split('\n'), head: headOf(text), receivedAt };
}

function isKnownSender(domain: string | null): boolean {
  return (
    isInteracSender(domain) ||
    isPaypalSender(domain) ||
    isStripeSender(domain) ||
    isSquareSender(domain) ||
    bankByDomain(domain) !== null
  );
}

const MARKERS: ReadonlyArray<{ source: PaymentSource; re: RegExp }> = [
  { source: 'interac', re: /\binterac\b|\be-?transfer\b/i },
  { source: 'paypal', re: /\bpaypal\b/i },
  { source: 'stripe', re: /\bstripe\b/i },
  { source: 'square', re: /\bsquareup\b|\bsquare (?:invoices?|payments?|seller|dashboard|inc\.?)\b/i },
];

/** The source a message's words point to: the earliest-mentioned one, in the subject first. */
function sourceByContent(msg: Message): PaymentSource | null {
  for (const text of [msg.subject, msg.head]) {
    let best: { source: PaymentSource; index: number } | null = null;
    for (const { source, re } of MARKERS) {
      const m = re.exec(text);
      if (m && (!best || m.index < best.index)) best = { source, index: m.index };
    }
    if (best) return best.source;
  }
  if (bankNamedIn(`${msg.subject}\n${msg.head}`)) return 'bank_transfer';
  return null;
}

function route(msg: Message): PaymentSource | null {
  const domain = msg.sender.domain;
  if (isInteracSender(domain)) return 'interac';
  if (isPaypalSender(domain)) return 'paypal';
  if (isStripeSender(domain)) return 'stripe';
  if (isSquareSender(domain)) return 'square';
  // A bank's own e-Transfer notices and alerts are Interac's wording; its other alerts are deposits.
  if (bankByDomain(domain))
    return /\binterac\b|\be-?transfer\b|\bvirement interac\b/i.test(msg.subject)
      ? 'interac'
      : 'bank_transfer';
  return sourceByContent(msg);
}

/**
 * Reads one e-mail. Never throws: a malformed or hostile input is `unrecognised`.
 */
export function parsePaymentEmail(input: PaymentEmailInput): ParseResult {
  try {
    const msg = toMessage(input);
    if (!msg.body && !msg.subject) return unrecognised(en('the message is empty'));
    switch (route(msg)) {
      case 'interac':
        return parseInterac(msg);
      case 'paypal':
        return parsePaypal(msg);
      case 'stripe':
        return parseStripe(msg);
      case 'square':
        return parseSquare(msg);
      case 'bank_transfer':
        return parseBankTransfer(msg, bankByDomain(msg.sender.domain));
      default:
        return unrecognised();
    }
  } catch {
    return unrecognised(en('the message could not be read'));
  }
}

/**
 * The domains whose DKIM signature makes a message from this source authentic — for the
 * authenticity check. A signature by one of these domains (as the DKIM `d=`; a subdomain of one
 * signs for itself) is what counts; `from` only narrows the list to the institution that sent it:
 *   interac — interac.ca (notify@/catch@payments.interac.ca), plus the bank's own domains when a
 *             bank sends the e-Transfer notice itself
 *   paypal  — paypal.com, plus the PayPal country domain the message came from (paypal.ca, …)
 *   stripe  — stripe.com;  square — squareup.com (and square.com when it came from there)
 *   bank_transfer — the domains of the bank whose domain sent it; none when the sender is not a
 *             known bank (then nothing can authenticate it)
 */
export function institutionDomains(source: PaymentSource, from: string): string[] {
  const domain = parseSender(from).domain;
  const bank = bankByDomain(domain);
  switch (source) {
    case 'interac':
      return bank ? [...INTERAC_DOMAINS, ...bank.domains] : [...INTERAC_DOMAINS];
    case 'paypal': {
      const country = underAny(domain, PAYPAL_DOMAINS);
      return country && country !== 'paypal.com' ? ['paypal.com', country] : ['paypal.com'];
    }
    case 'stripe':
      return [...STRIPE_DOMAINS];
    case 'square': {
      const own = underAny(domain, SQUARE_DOMAINS);
      return own === 'square.com' ? ['squareup.com', 'square.com'] : ['squareup.com'];
    }
    case 'bank_transfer':
      return bank ? [...bank.domains] : [];
  }
}
