/**
 * Deposit alerts from Canadian banks: money that arrived by wire, EFT / direct deposit or another
 * bank transfer, as the bank's alert announces it —
 *   RBC "Deposit Notice": "A deposit of $X was made to your <account> on <date>."
 *   "You've received a deposit" / "Incoming wire transfer" / "You have received a wire transfer of $X
 *   from <sender>", with From / Sender, Reference or Confirmation number fields
 *   French: "Un dépôt de X $ a été effectué dans votre compte", "Virement reçu"
 * The institution is the bank that sent the alert (by its domain) or the bank the alert names.
 *
 * Refused: money leaving the account (withdrawals, purchases, bill payments, transfers sent), payments
 * to the studio's own credit card or line of credit, returned / reversed / NSF items, deposits on hold,
 * and alerts that record no incoming payment (statements, balances, sign-ins).
 */
import { en } from '../../../../shared/i18n/msg';
import {
  type AmountCandidate,
  cleanName,
  cleanReference,
  decideAmount,
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
import { type Bank, bankByDomain, bankNamedIn } from './institutions';
import type { ParseResult } from './types';

const LABELS = [
  'Amount',
  'Deposit amount',
  'Montant',
  'From',
  'Sender',
  'Sender name',
  'Originator',
  'Remitter',
  'Payer',
  'Ordering customer',
  'Expéditeur',
  'Émetteur',
  'De',
  'To account',
  'Account',
  'Compte',
  'Reference',
  'Reference number',
  'Reference #',
  'Confirmation number',
  'Confirmation #',
  'Transaction ID',
  'Trace number',
  'Numéro de confirmation',
  'Numéro de référence',
  'Memo',
  'Message',
  'Remittance information',
  'Payment details',
  'Description',
  'Date',
  'Deposit date',
  'Transaction date',
  'Effective date',
  'Value date',
  'Date du dépôt',
];

const LOOKALIKES: readonly LookalikeRule[] = [
  {
    test: /\bpayment (?:was )?received for your (?:credit card|line of credit)\b|\bcredit card payment\b|\bpayment to your (?:credit card|line of credit|loan|mortgage)\b|\bpaiement (?:de|sur) (?:votre )?carte de crédit\b/i,
    reason: en("a payment to the studio's own credit card, loan or line of credit, not money from a student"),
  },
  {
    test: /\bwithdrawal\b|\bpurchase\b|\bdebit(?:ed)?\b|\bbill payment\b|\bpayment (?:made|sent)\b|\btransfer sent\b|\bwire (?:sent|transfer sent)\b|\boutgoing\b|\bpre-?authori[sz]ed (?:debit|payment)\b|\bretrait\b|\bachat\b|\bpaiement de facture\b|\bdébit(?:é|ée)?\b|\bvirement envoyé\b/i,
    reason: en(
      'money leaving the account (a withdrawal, purchase, bill payment or transfer sent), not a payment received',
    ),
  },
  {
    test: /\breturned\b|\breversed\b|\breversal\b|\bNSF\b|\bnon-sufficient funds\b|\brejected\b|\bretourn(?:é|ée)\b|\bprovision insuffisante\b/i,
    reason: en('a returned or reversed item — no money arrives'),
  },
  {
    test: /\bon hold\b|\bhold (?:placed|on)\b|\bretenue\b/i,
    reason: en('a deposit on hold — the money is not yet available'),
  },
  {
    test: /\bstatement\b|\blow balance\b|\bbalance (?:alert|below|is)\b|\bsign[- ]?in\b|\blog(?:ged)?[- ]?in\b|\bpassword\b|\brelevé\b|\bsolde\b/i,
    subjectOnly: true,
    reason: en('an account alert that records no incoming payment'),
  },
];

const RECEIVED =
  /\bdeposit notice\b|\bdeposit (?:received|alert|made)\b|\ba deposit of\b|\byou(?:'ve| have) received a (?:deposit|wire|transfer|payment|direct deposit)\b|\bincoming (?:wire|transfer|payment|eft|funds)\b|\bwire (?:transfer|payment) (?:received|of)\b|\b(?:eft|direct deposit|electronic funds transfer)\b[^\n]{0,80}\b(?:received|deposited|credited)\b|\b(?:credited|deposited) (?:to|into) your account\b|\bun dépôt de\b|\bdépôt (?:reçu|effectué)\b|\bvirement (?:reçu|entrant)\b|\bvous avez reçu un (?:dépôt|virement)\b/i;

export function parseBankTransfer(msg: Message, bankFromSender: Bank | null): ParseResult {
  const lines = splitAtLabels(msg.lines, LABELS);
  const memo = readBlock(lines, ['Memo', 'Message', 'Remittance information', 'Payment details'], LABELS, 3);
  const reason = matchLookalike(msg, LOOKALIKES, memo);
  if (reason) return notPayment('bank_transfer', reason);
  if (!uw(RECEIVED).test(`${msg.subject}\n${msg.head}`))
    return unrecognised(en('bank alert not recognised as a deposit received'));
  const bank =
    bankFromSender ??
    bankByDomain(msg.sender.domain) ??
    bankNamedIn(`${msg.sender.name ?? ''}\n${msg.subject}\n${msg.body}`);
  if (!bank) return unrecognised(en('a deposit notice that names no bank'));

  const body = lines.join('\n');
  const field = readField(lines, ['Amount', 'Deposit amount', 'Montant'], LABELS);
  const candidates: Array<AmountCandidate | null> = [
    fieldAmount(field, 'Amount field'),
    moneyAfter(body, String.raw`\ba deposit of MONEY`, 'body'),
    moneyAfter(
      body,
      String.raw`\breceived (?:a |an )?(?:deposit|wire transfer|wire|transfer|payment|direct deposit|incoming wire) (?:of|for) MONEY`,
      'body',
    ),
    moneyAfter(body, String.raw`\bun (?:dépôt|virement) de MONEY`, 'body'),
    moneyAfter(
      msg.subject,
      String.raw`\b(?:deposit|wire|transfer|dépôt|virement)[^$\d\n]{0,30}? (?:of |de )?MONEY`,
      'subject',
    ),
  ];
  const amount = decideAmount(candidates);
  if (!amount.ok) return unrecognised(amount.reason);

  const sender = readField(
    lines,
    [
      'From',
      'Sender',
      'Sender name',
      'Originator',
      'Remitter',
      'Payer',
      'Ordering customer',
      'Expéditeur',
      'Émetteur',
      'De',
    ],
    LABELS,
  );
  const payerName =
    cleanName(sender) ??
    cleanName(
      firstMatch(
        [body],
        [
          /\b(?:wire transfer|wire|transfer|deposit|payment) of \S{1,20}(?: [A-Z]{3})? from (.{2,100}?)(?:\.\s|\.$|,| on\b|$)/im,
        ],
      ),
    );
  const reference = cleanReference(
    readField(
      lines,
      [
        'Confirmation number',
        'Confirmation #',
        'Reference number',
        'Reference #',
        'Reference',
        'Transaction ID',
        'Trace number',
        'Numéro de confirmation',
        'Numéro de référence',
      ],
      LABELS,
    ),
  );
  const dateText =
    readField(
      lines,
      ['Date', 'Deposit date', 'Transaction date', 'Effective date', 'Value date', 'Date du dépôt'],
      LABELS,
    ) ??
    firstMatch(
      [body],
      [
        /\b(?:was|were|has been) (?:made|deposited|credited)\b[^\n]{0,80}? on ([^\n.]{6,40})/i,
        /\ba été (?:effectué|déposé|crédité)\b[^\n]{0,80}? le ([^\n.]{6,40})/i,
      ],
    );
  return payment({
    source: 'bank_transfer',
    institution: bank.name,
    amountCents: amount.cents,
    currency: amount.currency,
    payerName,
    payerEmail: null,
    reference,
    paidAt: parseStatedDate(dateText, msg.receivedAt?.getUTCFullYear()),
    message: memo,
  });
}
