/**
 * Stripe's notices to the account owner that a payment succeeded (notifications@stripe.com, sent when
 * "Successful payments" is on in the Dashboard's e-mail preferences):
 *   "Payment of CA$45.00 from maya.chen@example.com" — "You received a payment of …", Amount,
 *   Customer, Payment ID (pi_…) or charge (ch_…)
 *   "Payment received: $2,400.00 from <customer>", "Payment succeeded", "Charge succeeded"
 *
 * Refused: the receipts Stripe sends to a *paying* customer ("Your receipt from Acme #1166-4449",
 * from receipts+acct_…@stripe.com — money the mailbox owner paid), refunds, failed or declined
 * payments, disputes, invoices (unless paid) and payouts of the Stripe balance to the bank.
 */
import { en } from '../../../../shared/i18n/msg';
import {
  type AmountCandidate,
  cleanName,
  cleanReference,
  decideAmount,
  emailIn,
  fieldAmount,
  firstMatch,
  type LookalikeRule,
  type Message,
  matchLookalike,
  moneyAfter,
  notPayment,
  payment,
  unrecognised,
  uw,
} from './common';
import { parseStatedDate } from './dates';
import { readBlock, readField, splitAtLabels } from './fields';
import { STRIPE_DOMAINS, underAny } from './institutions';
import type { ParseResult } from './types';

const LABELS = [
  'Amount',
  'Amount paid',
  'Amount received',
  'Customer',
  'Customer email',
  'Customer name',
  'Email',
  'Name',
  'Payment ID',
  'Charge ID',
  'ID',
  'Payment method',
  'Description',
  'Date',
  'Date paid',
  'Receipt number',
  'Receipt #',
  'Invoice number',
  'Statement descriptor',
];

const LOOKALIKES: readonly LookalikeRule[] = [
  {
    test: /\bpayouts?\b|\bon (?:its|the) way to your bank\b|\btransfer(?:red)? to your bank\b/i,
    reason: en("a payout of the studio's Stripe balance to its bank, not a payment from a student"),
  },
  {
    test: /\breceipt\b|\breçu\b/i,
    subjectOnly: true,
    unless: /\bpayment received\b|\byou (?:have )?received a (?:new )?payment\b/i,
    reason: en(
      'a receipt Stripe sends to a paying customer — money the mailbox owner paid, not money received',
    ),
  },
  {
    test: /\brefund|\bremboursement/i,
    subjectOnly: true,
    reason: en('a refund (money returned), not a payment received'),
  },
  {
    // In the body only as an event, not as a link ("Issue a refund") that payment notices carry.
    test: /\brefunded\b|\brefund (?:of|issued|to|from|for)\b|\b(?:sent|received|issued) (?:you )?a refund\b|\bremboursement de\b/i,
    reason: en('a refund (money returned), not a payment received'),
  },
  {
    test: /\bfailed\b|\bdeclined\b|\bunsuccessful\b|\baction required\b|\brequires (?:action|authentication)\b|\bincomplete\b|\bcancel+ed\b|\bcanceled\b/i,
    reason: en('a failed, declined or incomplete payment — no money arrived'),
  },
  {
    test: /\bdispute[sd]?\b|\bchargeback\b|\binquiry\b/i,
    reason: en('a dispute (money being taken back), not a payment received'),
  },
  {
    test: /\binvoice\b/i,
    subjectOnly: true,
    unless:
      /\binvoice (?:[#\w-]{1,40} )?(?:was |has been )?paid\b|\bpaid invoice\b|\bpayment (?:received )?for invoice\b/i,
    reason: en('an invoice (a request for payment), not a payment received'),
  },
  {
    test: /\bupcoming (?:invoice|payment|renewal)\b|\bsubscription (?:renewal|will renew)\b/i,
    reason: en('a notice of a future charge, not a payment received'),
  },
];

const RECEIVED =
  /\bpayment of (?:CA|US|C|A)?\$?[\d€£]|\bpayment received\b|\byou (?:have )?received a (?:new )?payment\b|\b(?:payment|charge) (?:has )?succeeded\b|\bsuccessful payment\b|\binvoice (?:[#\w-]{1,40} )?(?:was |has been )?paid\b/i;

const NOTIFICATION_MARK = /\b(?:pi|ch|py)_[A-Za-z0-9]{10,}\b|\bdashboard\.stripe\.com\b|^stripe\b/im;

export function isStripeSender(domain: string | null): boolean {
  return underAny(domain, STRIPE_DOMAINS) !== null;
}

export function parseStripe(msg: Message): ParseResult {
  const lines = splitAtLabels(msg.lines, LABELS);
  const memo = readBlock(lines, ['Description'], LABELS, 2);
  const reason = matchLookalike(msg, LOOKALIKES, memo);
  if (reason) return notPayment('stripe', reason);
  if (!uw(RECEIVED).test(`${msg.subject}\n${msg.head}`))
    return unrecognised(en('Stripe wording not recognised as a payment received'));
  if (!isStripeSender(msg.sender.domain) && !uw(NOTIFICATION_MARK).test(msg.body)) {
    return unrecognised(en('mentions Stripe but is not a Stripe notification'));
  }

  const body = lines.join('\n');
  const field = readField(lines, ['Amount', 'Amount paid', 'Amount received'], LABELS);
  const candidates: Array<AmountCandidate | null> = [
    fieldAmount(field, 'Amount field'),
    moneyAfter(msg.subject, String.raw`\bpayment (?:of|received:?) MONEY`, 'subject'),
    moneyAfter(body, String.raw`\breceived a (?:new )?payment (?:of|for) MONEY`, 'body'),
    moneyAfter(body, String.raw`\bpayment of MONEY (?:from|by|was|has)\b`, 'body'),
  ];
  const amount = decideAmount(candidates);
  if (!amount.ok) return unrecognised(amount.reason);

  const fromClause = firstMatch(
    [msg.subject, body],
    [/\bpayment (?:of|received:?) \S{1,20}(?: [A-Z]{3})? from (.{2,120}?)(?: for\b|\.\s|\.$|$)/im],
  );
  const customer = readField(lines, ['Customer', 'Customer name', 'Name'], LABELS);
  const payerEmail =
    emailIn(fromClause) ??
    emailIn(readField(lines, ['Customer email', 'Email'], LABELS)) ??
    emailIn(customer);
  const payerName = cleanName(customer?.replace(/\s*[(<][^()<>]*[)>]\s*$/, '')) ?? cleanName(fromClause);

  const ids = [...new Set(body.match(/\b(?:pi|ch|py)_[A-Za-z0-9]{10,64}\b/g) ?? [])];
  const paymentIntents = ids.filter((id) => id.startsWith('pi_'));
  const reference =
    (paymentIntents.length === 1 ? paymentIntents[0] : ids.length === 1 ? ids[0] : null) ??
    cleanReference(readField(lines, ['Payment ID', 'Charge ID', 'Receipt number', 'Receipt #'], LABELS)) ??
    null;
  return payment({
    source: 'stripe',
    institution: 'Stripe',
    amountCents: amount.cents,
    currency: amount.currency,
    payerName,
    payerEmail,
    reference,
    paidAt: parseStatedDate(
      readField(lines, ['Date', 'Date paid'], LABELS),
      msg.receivedAt?.getUTCFullYear(),
    ),
    message: memo,
  });
}
