/**
 * Square's notices to the seller (noreply@messaging.squareup.com, invoicing@squareup.com):
 *   "Invoice Paid — Ladybug Ring (#000464)" / "Invoice Paid #000464": "<customer> paid $70.36 for
 *   <invoice title>. Paid with Visa 5901, May 20 2026."
 *   "Payment received" / "You received a payment": "You received a payment of $45.00 from <customer>",
 *   Payment ID
 *
 * Refused: invoices the studio sent ("New Invoice #…", "Invoice #… from <studio>"), receipts Square
 * sends to a buyer (money the mailbox owner paid), refunds, failed or declined payments, disputes,
 * deposits of the Square balance to the studio's bank, and reports (sales, cash drawer) and bookings.
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
import { SQUARE_DOMAINS, underAny } from './institutions';
import type { ParseResult } from './types';

const LABELS = [
  'Amount',
  'Amount paid',
  'Total',
  'Payment amount',
  'Customer',
  'Customer name',
  'Customer email',
  'Email',
  'Paid by',
  'Payment ID',
  'Transaction ID',
  'Receipt number',
  'Receipt #',
  'Invoice',
  'Invoice number',
  'Invoice #',
  'Date',
  'Paid on',
  'Payment date',
  'Note',
  'Message',
];

/** "Invoice Paid #000464", "Invoice #000464 paid", "Invoice 000464 has been paid", "… paid your invoice". */
const INVOICE_PAID =
  /\binvoice (?:#\s?)?(?:[\w-]*\d[\w-]* )?(?:was |has been )?paid\b|\bpaid (?:your |an |the )?invoice\b/i;

const LOOKALIKES: readonly LookalikeRule[] = [
  {
    test: /\bsales (?:report|summary)\b|\bcash drawer\b|\bappointment\b|\bbooking\b|\bdaily summary\b/i,
    subjectOnly: true,
    reason: en('a Square report or booking notice, not a payment'),
  },
  {
    test: /\byour (?:next |square )?(?:deposit|transfer)\b|\b(?:deposit|transfer) (?:of .{1,30} )?(?:is|has been) (?:on its way|initiated|sent|scheduled)\b|\btransfer(?:red)? to your bank\b|\bpayouts?\b/i,
    reason: en("a transfer of the studio's Square balance to its bank, not a payment from a student"),
  },
  {
    test: /\breceipt\b|\breçu\b/i,
    subjectOnly: true,
    unless: new RegExp(
      `\\bpayment received\\b|\\byou (?:have )?received a payment\\b|${INVOICE_PAID.source}`,
      'i',
    ),
    reason: en('a receipt Square sends to a buyer — money the mailbox owner paid, not money received'),
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
    test: /\bfailed\b|\bdeclined\b|\bunsuccessful\b|\bcancel+ed\b|\bcanceled\b|\boverdue\b|\bunpaid\b/i,
    reason: en('a failed, declined, cancelled or unpaid payment — no money arrived'),
  },
  {
    test: /\bdispute[sd]?\b|\bchargeback\b/i,
    reason: en('a dispute (money being taken back), not a payment received'),
  },
  {
    test: /\binvoice\b|\bestimate\b/i,
    subjectOnly: true,
    unless: new RegExp(`${INVOICE_PAID.source}|\\bpaid in full\\b|\\bpayment received\\b`, 'i'),
    reason: en('an invoice the studio sent (a request for payment), not a payment received'),
  },
];

const RECEIVED = new RegExp(
  `${INVOICE_PAID.source}|\\bpaid (?:CA|US|C)?\\$?\\d[\\d.,]* for\\b|\\bpayment received\\b|\\byou (?:have )?received a (?:new )?payment\\b`,
  'i',
);

const NOTIFICATION_MARK =
  /\bsquareup\.com\b|\bsquare (?:invoices?|payments?|seller|dashboard|inc\.?)\b|^square\b/im;

export function isSquareSender(domain: string | null): boolean {
  return underAny(domain, SQUARE_DOMAINS) !== null;
}

export function parseSquare(msg: Message): ParseResult {
  const lines = splitAtLabels(msg.lines, LABELS);
  const memo = readBlock(lines, ['Note', 'Message'], LABELS, 3);
  const reason = matchLookalike(msg, LOOKALIKES, memo);
  if (reason) return notPayment('square', reason);
  if (!uw(RECEIVED).test(`${msg.subject}\n${msg.head}`))
    return unrecognised(en('Square wording not recognised as a payment received'));
  if (
    !isSquareSender(msg.sender.domain) &&
    !uw(NOTIFICATION_MARK).test(`${msg.sender.name ?? ''}\n${msg.body}`)
  ) {
    return unrecognised(en('mentions Square but is not a Square notification'));
  }

  const body = lines.join('\n');
  const field = readField(lines, ['Amount', 'Amount paid', 'Payment amount'], LABELS);
  const candidates: Array<AmountCandidate | null> = [
    fieldAmount(field, 'Amount field'),
    moneyAfter(body, String.raw`\bpaid MONEY for\b`, 'body'),
    moneyAfter(body, String.raw`\breceived a (?:new )?payment of MONEY`, 'body'),
    moneyAfter(msg.subject, String.raw`\bpayment (?:of )?MONEY`, 'subject'),
  ];
  const amount = decideAmount(candidates);
  if (!amount.ok) return unrecognised(amount.reason);

  const customer = readField(lines, ['Customer', 'Customer name', 'Paid by'], LABELS);
  const payerName =
    cleanName(customer?.replace(/\s*[(<][^()<>]*[)>]\s*$/, '')) ??
    cleanName(
      firstMatch(
        [body],
        [
          /^(.{2,100}?) paid (?:CA|US|C)?\$?\d[\d.,]* for\b/im,
          /\breceived a (?:new )?payment of \S{1,20}(?: [A-Z]{3})? from (.{2,100}?)(?:\.\s|\.$|$)/im,
        ],
      ),
    );
  const payerEmail = emailIn(readField(lines, ['Customer email', 'Email'], LABELS)) ?? emailIn(customer);
  const invoiceNumber = invoiceNumberIn(readField(lines, ['Invoice number', 'Invoice #'], LABELS), [
    msg.subject,
    body,
  ]);
  // The invoice number is not the payment's reference: a deposit and the remaining balance share it.
  const reference = cleanReference(
    readField(lines, ['Payment ID', 'Transaction ID', 'Receipt number', 'Receipt #'], LABELS),
  );
  const dateText =
    readField(lines, ['Date', 'Paid on', 'Payment date'], LABELS) ??
    firstMatch(
      [body],
      [/\bpaid (?:with|on)\b[^\n]{0,60}?((?:[a-z]{3,9}\.? \d{1,2},? \d{4})|\d{4}-\d{2}-\d{2})/i],
    );
  return payment({
    source: 'square',
    institution: 'Square',
    amountCents: amount.cents,
    currency: amount.currency,
    payerName,
    payerEmail,
    reference,
    invoiceNumber,
    paidAt: parseStatedDate(dateText, msg.receivedAt?.getUTCFullYear()),
    message: memo,
  });
}
