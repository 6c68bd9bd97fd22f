/**
 * PayPal notifications of money received (service@paypal.com, service@paypal.ca, service@intl.paypal.com):
 *
 *   "You've got money" (money sent to the studio's account):
 *     "Hello, <studio>" / "<payer> sent you $20.00 USD" / "Note from <payer>:" / "Transaction ID" /
 *     "Transaction date" / "Amount $20.00 USD" — labels and values on separate lines
 *   "Notification of payment received" / "You received a payment" (checkout, buttons, invoices paid):
 *     "You received a payment of $45.00 CAD from <payer> (<email>)" / "Buyer" block / "Transaction ID" /
 *     "Instructions to merchant"
 *   "Money received from <payer> $15.00"
 *
 * Refused: requests for money, invoices the studio sent, receipts of payments the studio made
 * ("You sent a payment", "Receipt for your payment to …"), refunds, cancelled / declined / reversed /
 * pending payments, disputes, and transfers of the PayPal balance to the studio's bank.
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
  invoiceNumberIn,
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
import { PAYPAL_DOMAINS, underAny } from './institutions';
import type { ParseResult } from './types';

const LABELS = [
  'Transaction ID',
  'Transaction date',
  'Transaction Details',
  'Amount',
  'Amount received',
  'Total',
  'Buyer',
  'Buyer information',
  'Customer',
  'Instructions to merchant',
  'Instructions from buyer',
  'Note',
  'Invoice ID',
  'Invoice number',
  'Item',
  'Date',
];

/**
 * An invoice of the studio's, paid: "Invoice 0042 paid", "Invoice #0042 has been paid", "<payer> paid
 * your invoice", "a payment for invoice 0042".
 */
const INVOICE_PAID =
  /\binvoice (?:#\s?|no\.? ?)?(?:[\w-]*\d[\w-]* )?(?:was |has been )?paid\b|\bpaid (?:your |an |the )?invoice\b|\bpayment (?:received )?for (?:your )?invoice\b/i;

const LOOKALIKES: readonly LookalikeRule[] = [
  {
    test: /\brequest(?:ed|s|ing)? (?:money|a payment|payment|\$|CA\$|\d)|\b(?:money|payment) request\b|\brequest for (?:money|payment)\b/i,
    reason: en('a request for money (someone asking to be paid), not a payment received'),
  },
  {
    test: /\binvoice\b/i,
    subjectOnly: true,
    unless: new RegExp(
      `${INVOICE_PAID.source}|\\b(?:payment received|received a payment|you've got money)\\b`,
      'i',
    ),
    reason: en('an invoice (a request for payment), not a payment received'),
  },
  {
    test: /\byou sent an invoice\b|\byour invoice (?:to .{1,80} )?(?:was|has been) sent\b/i,
    reason: en('an invoice (a request for payment), not a payment received'),
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
    test: /\byou sent (?:a payment|an? (?:automatic )?payment|\$|CA\$|€|£|\d)|\byou(?:'ve)? paid\b|\breceipt for your payment\b|\byour payment to\b|\byou(?:'ve| have) (?:sent|authori[sz]ed) a payment\b|\byour (?:automatic )?payment (?:of .{1,30} )?(?:to|was sent)\b/i,
    reason: en('a receipt of a payment the studio made — money going out, not coming in'),
  },
  {
    test: /\bcancel+ed\b|\bcanceled\b|\bdeclined\b|\breversed\b|\breversal\b|\bunclaimed\b|\bdenied\b/i,
    reason: en('a cancelled, declined, reversed or unclaimed payment — no money arrives'),
  },
  {
    test: /\bdispute\b|\bchargeback\b|\bcase (?:#|number|ID)\b/i,
    reason: en('a dispute or claim about a payment, not a payment received'),
  },
  {
    test: /\bpending\b|\becheck\b/i,
    reason: en('a pending payment — the money has not cleared'),
  },
  {
    test: /\btransfer(?:red)? (?:\S+ )?to your bank\b|\bwithdraw(?:al|n)\b|\bon (?:its|the) way to your bank\b/i,
    reason: en("a transfer of the studio's own PayPal balance to its bank, not a payment from a student"),
  },
];

const RECEIVED = new RegExp(
  `${INVOICE_PAID.source}|${/\byou've got money\b|\bsent you (?:a payment|\$|CA\$|US\$|€|£|\d)|\b(?:you|you've|you have) received (?:a payment|a new payment|\$|CA\$|US\$|€|£|\d)|\bnotification of payment received\b|\bpayment received\b|\bmoney received from\b|\byou got paid\b/.source}`,
  'i',
);

const NOTIFICATION_MARK = /^transaction id\b|^paypal\b|\bpaypal\b.*\btransaction\b/im;

export function isPaypalSender(domain: string | null): boolean {
  return underAny(domain, PAYPAL_DOMAINS) !== null;
}

export function parsePaypal(msg: Message): ParseResult {
  const lines = splitAtLabels(msg.lines, LABELS, [
    'Transaction ID',
    'Transaction date',
    'Instructions to merchant',
  ]).map((line) => line.replace(/^note (?:from|de) [^:]{1,80}\s?:/i, 'Note:'));
  const memo = readBlock(lines, ['Note', 'Instructions to merchant', 'Instructions from buyer'], LABELS);
  const reason = matchLookalike(msg, LOOKALIKES, memo);
  if (reason) return notPayment('paypal', reason);
  if (!uw(RECEIVED).test(`${msg.subject}\n${msg.head}`))
    return unrecognised(en('PayPal wording not recognised as money received'));
  if (!isPaypalSender(msg.sender.domain) && !uw(NOTIFICATION_MARK).test(msg.body)) {
    return unrecognised(en('mentions PayPal but is not a PayPal notification'));
  }

  const body = lines.join('\n');
  const amountLine = firstMatch([body], [/^(?:Amount|Amount received|Total)\s*:?\s+(\S.{0,40})$/im]);
  const amountField = readField(lines, ['Amount', 'Amount received'], LABELS);
  const candidates: Array<AmountCandidate | null> = [
    fieldAmount(amountField, 'Amount field') ?? fieldAmount(amountLine, 'Amount line'),
    moneyAfter(msg.subject, String.raw`\b(?:received|sent you) MONEY`, 'subject'),
    moneyAfter(body, String.raw`\bsent you MONEY`, 'body'),
    moneyAfter(
      body,
      String.raw`\b(?:you|you've|you have) received (?:a (?:new )?payment (?:of|for) )?MONEY`,
      'body',
    ),
    moneyAfter(body, String.raw`\bmoney received from [^\n$]{2,100}? MONEY`, 'body'),
    moneyAfter(body, String.raw`\bpaid (?:your |an |the )?invoice\b[^\n$]{0,40}? for MONEY`, 'body'),
  ];
  const amount = decideAmount(candidates);
  if (!amount.ok) return unrecognised(amount.reason);

  // "Buyer" / "Customer" block: the name on the next line, the address on the one after.
  const buyerIndex = lines.findIndex((line) => /^(?:buyer|buyer information|customer)\s*:?$/i.test(line));
  const buyerLines = buyerIndex >= 0 ? lines.slice(buyerIndex + 1, buyerIndex + 4).filter(Boolean) : [];
  const fromClause = firstMatch(
    [body, msg.subject],
    [
      /\breceived (?:a (?:new )?payment (?:of|for) )?\S{1,20}(?: [A-Z]{3})? from (.{2,160}?)(?:\.\s|\.$|$)/im,
      /\bmoney received from (.{2,100}?) (?:CA|US|C|A)?\$/im,
    ],
  );
  const payerName =
    cleanName(fromClause?.replace(/\s*\([^()]*\)\s*$/, '')) ??
    cleanName(
      firstMatch(
        [body],
        [
          /^(?:(?:hello|hi|dear)\b[^,\n]{0,80},\s*)?(.{2,100}?) sent you (?:a payment|\$|CA\$|US\$|€|£|\d)/im,
          /^(?:(?:hello|hi|dear)\b[^,\n]{0,80},\s*)?(.{2,100}?) (?:has )?paid (?:your |an |the )?invoice\b/im,
        ],
      ),
    ) ??
    cleanName(buyerLines[0]) ??
    cleanName(firstMatch([msg.body], [/^note (?:from|de) ([^:\n]{2,80})\s?:/im]));
  const payerEmail =
    emailIn(fromClause) ??
    emailIn(buyerLines.slice(0, 2).join(' ')) ??
    emailIn(readField(lines, ['Buyer email', 'Customer email', "Sender's email", 'Email'], LABELS));
  const reference = cleanReference(readField(lines, ['Transaction ID'], LABELS));
  const invoiceNumber = invoiceNumberIn(readField(lines, ['Invoice number', 'Invoice ID'], LABELS), [
    msg.subject,
    body,
  ]);
  return payment({
    source: 'paypal',
    institution: 'PayPal',
    amountCents: amount.cents,
    currency: amount.currency,
    payerName,
    payerEmail,
    reference,
    invoiceNumber,
    paidAt: parseStatedDate(
      readField(lines, ['Transaction date', 'Date'], LABELS),
      msg.receivedAt?.getUTCFullYear(),
    ),
    message: memo,
  });
}
